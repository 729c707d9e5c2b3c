import type { SiteConfig } from "../../src/config";
import type { StoredLead } from "../store/types";
import { describeError, describeFailure, type SendOutcome, type Target } from "./targets";

/** Web3Forms, the form-to-email service the site's forms used (`POST /submit`, JSON). */
export const DEFAULT_FORM_SERVICE_URL = "https://api.web3forms.com";

export interface FormServiceOptions {
  /** Base URL; the lead is POSTed to `${baseUrl}/submit`. */
  baseUrl?: string;
  /** The service's access key; without one every lead is skipped. */
  accessKey?: string;
  config: SiteConfig;
  fetch: typeof fetch;
  /** Give up on one attempt after this long. Default 10 s. */
  timeoutMs?: number;
}

const kindLabels: Record<string, string> = {
  debt: "debt consolidation",
  "pre-approval": "pre-approval",
  contact: "contact",
  "resource-download": "resource download",
};

/** Sources the widgets send, as the broker reads them in a subject line. */
const sourceLabels: Array<[RegExp, string]> = [
  [/exit/i, "exit-intent pop-up"],
  [/inline/i, "inline form"],
  [/modal|pop-?up/i, "pop-up form"],
  [/calc/i, "calculator"],
];

const defaultSources = new Set(["debt-lead", "pre-approval", "contact"]);

/** The e-mail subject: what kind of lead, and which form it came through. */
export function leadSubject(
  lead: Pick<StoredLead, "kind" | "source"> & { payload?: StoredLead["payload"] },
): string {
  if (lead.kind === "payment") return "Strategy session paid";
  const kind = kindLabels[lead.kind] ?? lead.kind;
  // Every resource download comes through the same form; which resource is what tells them apart.
  const resource = lead.payload?.resource;
  if (lead.kind === "resource-download" && typeof resource === "string") {
    return `New ${kind} lead (${resource})`;
  }
  if (defaultSources.has(lead.source)) return `New ${kind} lead`;
  const where =
    sourceLabels.find(([pattern]) => pattern.test(lead.source))?.[1] ??
    lead.source.replace(/[-_]+/g, " ");
  return `New ${kind} lead (${where})`;
}

const text = (value: unknown): string =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : "None provided";

const loanTypes: Record<string, string> = { purchase: "Purchase", refinance: "Refinance" };

function leadLines(kind: string, p: Record<string, unknown>): string[] {
  switch (kind) {
    case "debt":
      return [
        `Name: ${text(p.name)}`,
        `Phone: ${text(p.phone)}`,
        `Debt Amount: ${text(p.debtAmount)}`,
      ];
    case "pre-approval":
      return [
        `Name: ${text(p.name)}`,
        `Mobile: ${text(p.mobile)}`,
        `Email: ${text(p.email)}`,
        `Loan Type: ${loanTypes[String(p.loanType)] ?? text(p.loanType)}`,
        `Loan Amount: ${text(p.loanAmount)}`,
        `Additional Details: ${text(p.additionalDetails)}`,
      ];
    case "payment":
      return [
        "Paid: the 90-minute strategy session",
        `Name: ${text(p.name)}`,
        `Email: ${text(p.email)}`,
        `Amount: ${text(p.amount)}`,
        `Payment status: ${text(p.paymentStatus)}`,
        `Checkout session: ${text(p.sessionId)}`,
      ];
    case "resource-download":
      return [
        `Name: ${text(p.name)}`,
        `Email: ${text(p.email)}`,
        `Resource: ${text(p.resource)}`,
        `File: ${text(p.fileName)}`,
      ];
    case "contact":
      return [
        `Name: ${text(p.name)}`,
        `Email: ${text(p.email)}`,
        `Phone: ${text(p.phone)}`,
        `Message: ${text(p.message)}`,
      ];
    default:
      return Object.entries(p)
        .filter(([key]) => !["kind", "source", "attribution", "website"].includes(key))
        .map(([key, value]) => `${key}: ${text(value)}`);
  }
}

const attributionLabels: Record<string, string> = {
  landingPage: "Landing page",
  referrer: "Referrer",
};

const received = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});

/** The e-mail body: the lead's fields, then where the visitor came from. */
export function leadMessage(lead: StoredLead): string {
  const lines = leadLines(lead.kind, lead.payload);
  const attribution = lead.payload.attribution;
  const tracked =
    typeof attribution === "object" && attribution !== null
      ? Object.entries(attribution).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === "string" && entry[1].trim() !== "",
        )
      : [];
  lines.push("", `Lead source: ${lead.source}`);
  for (const [key, value] of tracked) lines.push(`${attributionLabels[key] ?? key}: ${value}`);
  lines.push(`Received: ${received.format(lead.createdAt)} (Sydney time)`, `Lead id: ${lead.id}`);
  return lines.join("\n");
}

/** Sends a lead to the form-to-email service, which e-mails it to the broker. */
export function createFormServiceTarget(options: FormServiceOptions): Target {
  const accessKey = options.accessKey?.trim() ?? "";
  const endpoint = `${(options.baseUrl?.trim() || DEFAULT_FORM_SERVICE_URL).replace(/\/+$/, "")}/submit`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    name: "form",
    async send(lead): Promise<SendOutcome> {
      if (!accessKey) {
        return { outcome: "skip", reason: "FORM_SERVICE_ACCESS_KEY is not set" };
      }
      const email = lead.payload.email;
      const body = {
        access_key: accessKey,
        subject: leadSubject(lead),
        to: options.config.email,
        from_name: text(lead.payload.name),
        message: leadMessage(lead),
        // The service makes this the reply-to address, so the broker can answer the lead.
        ...(typeof email === "string" && email ? { email } : {}),
      };
      let response: Response;
      try {
        response = await options.fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { outcome: "retry", error: describeError(error) };
      }
      const reply = (await response.json().catch(() => null)) as {
        success?: unknown;
        message?: unknown;
      } | null;
      if (response.ok && reply?.success === true) return { outcome: "delivered" };
      return { outcome: "retry", error: await describeFailure(response, reply?.message) };
    },
  };
}
