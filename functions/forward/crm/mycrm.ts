import { crmCopy } from "../../../src/content/crm";
import type { Outbound, SendOutcome } from "../../http/outbound";
import type { MyCrmSettings } from "../../settings/crm";
import type { CrmStore, RateLimit, StoredLead } from "../../store";
import { declareTarget } from "../target-declaration";
import type { Target } from "../targets";
import type { CrmCaller } from "./crm-call";
import { type DealContext, dealFields } from "./deal-fields";
import { myCrmRequest, readDocument } from "./mycrm-api";
import { myCrmStatusTarget } from "./mycrm-status";
import { myCrmTokens } from "./mycrm-token";

/** Who the deal's external reference says it came from (`externalIntegration`). */
export const MYCRM_INTEGRATION = "Website lead forms";

/**
 * MyCRM publishes no fixed figure (a token bucket with a cost per request, answered by 429 and
 * `retry-after`, which `callCrm` honours across processes): ours keeps to 5 calls a second so a
 * burst of leads does not spend its budget at once. Our assumption, not LMG's number.
 */
export const MYCRM_LIMITS: RateLimit[] = [{ name: "mycrm:second", capacity: 5, perSecond: 5 }];

export interface MyCrmTargetOptions extends Outbound, DealContext {
  settings: MyCrmSettings;
  store: Pick<
    CrmStore,
    | "takeCrmToken"
    | "pauseCrm"
    | "crmDeal"
    | "startCrmDeal"
    | "forgetCrmDeal"
    | "linkCrmDeal"
    | "applyCrmStatus"
  >;
  clock?: () => Date;
}

/** The lead as MyCRM's `leads` resource (`POST /jsonapi/leads`: a contact and a deal at once). */
export function myCrmLeadBody(lead: StoredLead, context: DealContext) {
  const deal = dealFields(lead, context);
  return {
    data: {
      type: "leads",
      attributes: {
        firstName: deal.firstName,
        lastName: deal.lastName,
        email: deal.email,
        mobile: deal.phone,
        dealName: deal.name,
        noteTitle: crmCopy.noteTitle,
        noteDetails: deal.note,
        utmSource: deal.campaign.source ?? null,
        utmMedium: deal.campaign.medium ?? null,
        utmCampaign: deal.campaign.campaign ?? null,
        utmTerm: deal.campaign.term ?? null,
        utmContent: deal.campaign.content ?? null,
        sourceSystemUrl: deal.deskLink,
        // Our lead's id: the deal is found again by it (GET deal-external-references), so a
        // retry after an answer that never came does not make a second deal.
        externalReference: deal.reference,
        externalIntegration: MYCRM_INTEGRATION,
        // Assumption: lets MyCRM create the integration record the first time it is named.
        externalIntegrationAllowCreate: true,
        // Assumption: an existing contact with the same e-mail gets the new deal.
        contactMatchExisting: "Email",
        sendNotification: true,
      },
    },
  };
}

/**
 * Loan Market's MyCRM: each lead once as a new lead (a contact and a deal) allocated to the
 * adviser, with the broker's e-mail of it as the deal's note, the campaign as its UTM fields
 * and the desk's link as its source URL; the deal is then watched for its status
 * (`mycrm:status`). Before creating again after an attempt whose answer never came, the deal is
 * looked for by its external reference (our lead's id).
 */
export function createMyCrmTargets(options: MyCrmTargetOptions): Target[] {
  const clock = options.clock ?? (() => new Date());
  const caller: CrmCaller = {
    fetch: options.fetch,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    label: "MyCRM",
    credentials: "MYCRM_CLIENT_ID, MYCRM_CLIENT_SECRET, MYCRM_SCOPES and MYCRM_ADVISER_ID",
    limits: MYCRM_LIMITS,
    store: options.store,
    clock,
  };
  const tokens = myCrmTokens(options.settings, caller);
  const request = (path: string, init?: Parameters<typeof myCrmRequest>[4]) =>
    myCrmRequest(options.settings, caller, tokens, path, init);

  const linked = async (lead: StoredLead, dealId: string): Promise<SendOutcome> => {
    const now = clock();
    await options.store.linkCrmDeal(lead.id, "mycrm", dealId, {
      from: new Date(now.getTime() + options.settings.statusPollMs),
      now,
    });
    return { outcome: "delivered" };
  };

  /** The deal an earlier attempt made, by its external reference; undefined when none did. */
  async function findDeal(lead: StoredLead): Promise<{ dealId?: string } | SendOutcome> {
    const filter = encodeURIComponent(`equals(externalReference,'${lead.id}')`);
    const sent = await request(`jsonapi/deal-external-references?filter=${filter}&include=deal`);
    if (!("answer" in sent)) return sent;
    const [found] = await readDocument(sent.answer);
    const id = found?.relationships?.deal?.data?.id;
    return id === undefined || id === null ? {} : { dealId: String(id) };
  }

  const create: Target = {
    name: "mycrm",
    async send(lead) {
      const known = await options.store.crmDeal(lead.id, "mycrm");
      if (known?.dealId) return { outcome: "delivered" };
      if (known) {
        // An earlier request went out and its answer never came: it may have made the deal.
        const found = await findDeal(lead);
        if ("outcome" in found) return found;
        if (found.dealId) return linked(lead, found.dealId);
        await options.store.forgetCrmDeal(lead.id, "mycrm");
      }
      // Noted only as the request goes out, and forgotten when MyCRM refuses it: a lead held
      // back by the rate limit, or refused while MyCRM was busy, is sent again without a search
      // first, so a backlog larger than a second's calls still drains.
      const sent = await request("jsonapi/leads", {
        method: "POST",
        body: myCrmLeadBody(lead, options),
        hooks: {
          sending: () => options.store.startCrmDeal(lead.id, "mycrm", clock()),
          refused: () => options.store.forgetCrmDeal(lead.id, "mycrm"),
        },
      });
      if (!("answer" in sent)) return sent;
      const [created] = await readDocument(sent.answer);
      if (created?.id === undefined || created.id === null) {
        // Made, but we cannot tell which: the next attempt finds it by its reference.
        return { outcome: "retry", error: "MyCRM's answer named no lead id" };
      }
      // "A lead is a deal in the system": its id is the deal's (LMG's sample client).
      return linked(lead, String(created.id));
    },
  };
  return [create, myCrmStatusTarget({ ...options, clock, request })];
}

/** Loan Market's MyCRM, when every `MYCRM_*` setting is given and the store keeps the deals. */
export const myCrmTarget = declareTarget({
  name: "mycrm",
  settings: ({ options, store }) =>
    options.crm.mycrm && store ? { settings: options.crm.mycrm, store } : undefined,
  create: ({ settings, store }, { config, fetch, options, deskOrigin }) =>
    createMyCrmTargets({
      settings,
      store,
      fetch,
      config,
      deskOrigin,
      timeZone: options.businessTimeZone,
    }),
});
