import { crmCopy } from "../../../src/content/crm";
import type { SendOutcome } from "../../http/outbound";
import type { MyCrmSettings } from "../../settings/crm";
import type { CrmStatusReport, CrmStore, Stage } from "../../store";
import type { Target } from "../targets";
import type { myCrmRequest } from "./mycrm-api";
import { readDocument } from "./mycrm-api";

/**
 * MyCRM's deal statuses (`SystemStatus` in its OpenAPI document) as the desk's stages. Still
 * being worked (new, researching): no stage, the broker's own stays. The mapping is ours.
 */
export const MYCRM_STAGES: Record<string, Stage | null> = {
  NewLeads: null,
  Researching: null,
  Lodged: "applied",
  InProgress: "applied",
  PreApproved: "approved",
  ConditionallyApproved: "approved",
  UnconditionallyApproved: "approved",
  PendingSettlement: "approved",
  Settled: "settled",
  Varied: "settled",
  Repaid: "settled",
  Withdrawn: "lost",
  Cancelled: "lost",
};

/** Statuses after which the deal is no longer watched. */
const FINAL: readonly (Stage | null)[] = ["settled", "lost"];

/**
 * A deal as `GET /jsonapi/deals/{id}` gives it: `dealStatus`, `updated` (the CRM's time of the
 * last change) and `totalLoanAmount`; undefined for a document without a status or a time.
 */
export function myCrmStatusOf(attributes: Record<string, unknown>): CrmStatusReport | undefined {
  const status = attributes.dealStatus;
  const updated = typeof attributes.updated === "string" ? new Date(attributes.updated) : null;
  if (typeof status !== "string" || !updated || Number.isNaN(updated.getTime())) return undefined;
  const stage = Object.hasOwn(MYCRM_STAGES, status) ? (MYCRM_STAGES[status] ?? null) : null;
  const amount = attributes.totalLoanAmount;
  return {
    status,
    stage,
    at: updated,
    settledAmount: stage === "settled" && typeof amount === "number" ? amount : null,
  };
}

export interface MyCrmStatusOptions {
  settings: MyCrmSettings;
  store: Pick<CrmStore, "crmDeal" | "applyCrmStatus">;
  clock: () => Date;
  request: (
    path: string,
    init?: Parameters<typeof myCrmRequest>[4],
  ) => ReturnType<typeof myCrmRequest>;
}

/**
 * `mycrm:status`: reads the lead's deal every `statusPollMs` (sooner when MyCRM's webhook says
 * it changed), within MyCRM's rate limit, and moves the lead's stage as the CRM's doing; done
 * once the deal settled or was lost. MyCRM documents webhooks for organisation and adviser
 * changes, not deals, so the read is what keeps the desk in step.
 */
export function myCrmStatusTarget(options: MyCrmStatusOptions): Target {
  return {
    name: "mycrm:status",
    async send(lead): Promise<SendOutcome> {
      const link = await options.store.crmDeal(lead.id, "mycrm");
      if (!link?.dealId) return { outcome: "skip", reason: "no deal in MyCRM yet", quiet: true };
      const sent = await options.request(`jsonapi/deals/${encodeURIComponent(link.dealId)}`);
      if (!("answer" in sent)) {
        // The deal was deleted in MyCRM: nothing more to watch.
        if (sent.outcome === "fail" && sent.error.startsWith("HTTP 404")) {
          return { outcome: "skip", reason: "the deal is no longer in MyCRM", quiet: true };
        }
        return sent;
      }
      const [deal] = await readDocument(sent.answer);
      const report = myCrmStatusOf(deal?.attributes ?? {});
      if (!report) return { outcome: "retry", error: "MyCRM's deal carried no status or time" };
      await options.store.applyCrmStatus(lead.id, "mycrm", report, {
        id: "crm:mycrm",
        name: crmCopy.actor.mycrm,
        at: report.at,
      });
      if (FINAL.includes(report.stage)) return { outcome: "delivered" };
      return {
        outcome: "wait",
        until: new Date(options.clock().getTime() + options.settings.statusPollMs),
        reason: `watching the deal in MyCRM (${report.status})`,
      };
    },
  };
}
