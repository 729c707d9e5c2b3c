import type { Outbound, SendOutcome } from "../../http/outbound";
import type { NexusSettings } from "../../settings/crm";
import type { CrmStore, RateLimit, StoredLead } from "../../store";
import { declareTarget } from "../target-declaration";
import type { Target } from "../targets";
import { type CrmCaller, callCrm } from "./crm-call";
import { type DealContext, dealFields } from "./deal-fields";

/*
 * Connective's Mercury Nexus as its public articles describe it (wiki.connective.com.au:
 * "Getting Started with Mercury API", "Managing Opportunities via the Mercury API", "Mercury
 * API FAQs"): JSON over HTTPS, endpoints `https://apis.connective.com.au/mercury/v1/{token}/…`
 * with the branch's API token in the path; `POST …/opportunities` with `opportunityName`,
 * `amount` and `notePadText` answers `{ uniqueId }`; at most 60 requests a second and 40,000 a
 * day. Not verified (its Swagger file was not reachable from here): how the group's API key is
 * sent (here the `x-api-key` header), and a way to find an opportunity by a reference of ours.
 */

export const nexusLimits = (settings: NexusSettings): RateLimit[] => [
  { name: "nexus:second", capacity: settings.perSecond, perSecond: settings.perSecond },
  { name: "nexus:day", capacity: settings.perDay, perSecond: settings.perDay / 86_400 },
];

export interface NexusTargetOptions extends Outbound, DealContext {
  settings: NexusSettings;
  store: Pick<CrmStore, "takeCrmToken" | "pauseCrm" | "crmDeal" | "startCrmDeal" | "linkCrmDeal">;
  clock?: () => Date;
}

/** The lead as a Mercury opportunity; the person's details are in its notepad. */
export function nexusOpportunityBody(lead: StoredLead, context: DealContext) {
  const deal = dealFields(lead, context);
  return {
    opportunityName: deal.name,
    ...(deal.amount === null ? {} : { amount: String(deal.amount) }),
    notePadText: deal.note,
  };
}

/**
 * Each lead once as a new opportunity in the branch. Every call takes a token of both published
 * limits first (shared by every process through the store), and a 429 or 503 with
 * `Retry-After` holds every process off for as long as it says. Mercury documents no external
 * reference: a retry after an answer that never came may make a second opportunity (its
 * notepad carries our lead id, so the broker can tell).
 */
export function createNexusTarget(options: NexusTargetOptions): Target {
  const clock = options.clock ?? (() => new Date());
  const caller: CrmCaller = {
    fetch: options.fetch,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    label: "Mercury Nexus",
    credentials: "NEXUS_API_KEY and NEXUS_BRANCH_TOKEN",
    limits: nexusLimits(options.settings),
    store: options.store,
    clock,
  };
  const base = options.settings.apiUrl.href.replace(/\/+$/, "");
  const url = new URL(`${base}/${encodeURIComponent(options.settings.branchToken)}/opportunities`);
  return {
    name: "nexus",
    async send(lead): Promise<SendOutcome> {
      const known = await options.store.crmDeal(lead.id, "nexus");
      if (known?.dealId) return { outcome: "delivered" };
      if (!known) await options.store.startCrmDeal(lead.id, "nexus", clock());
      const sent = await callCrm(caller, url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "x-api-key": options.settings.apiKey,
        },
        body: JSON.stringify(nexusOpportunityBody(lead, options)),
      });
      if (!("answer" in sent)) return sent;
      const body = (await sent.answer.json().catch(() => ({}))) as { uniqueId?: unknown };
      if (typeof body.uniqueId !== "string" || body.uniqueId === "") {
        return { outcome: "fail", error: "Mercury's answer named no uniqueId" };
      }
      await options.store.linkCrmDeal(lead.id, "nexus", body.uniqueId);
      return { outcome: "delivered" };
    },
  };
}

/** Connective's Mercury Nexus, when `NEXUS_API_KEY` and `NEXUS_BRANCH_TOKEN` are given. */
export const nexusTarget = declareTarget({
  name: "nexus",
  settings: ({ options, store }) =>
    options.crm.nexus && store ? { settings: options.crm.nexus, store } : undefined,
  create: ({ settings, store }, { config, fetch, options, deskOrigin }) => [
    createNexusTarget({
      settings,
      store,
      fetch,
      config,
      deskOrigin,
      timeZone: options.businessTimeZone,
    }),
  ],
});
