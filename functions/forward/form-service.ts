import { defaultConfig, type SiteConfig } from "../../src/config";
import { leadEmailCopy, leadEmailFields, leadEmails } from "../../src/content/lead-emails";
import { leadSourceLabel } from "../../src/content/lead-sources";
import { storedLeadKind } from "../../src/schemas/lead-kinds";
import { oneLineText } from "../../src/schemas/line-breaks";
import { describeFailure, type Outbound, postJson, type SendOutcome } from "../http/outbound";
import { DEFAULT_BUSINESS_TIME_ZONE } from "../settings/business-time-zone";
import type { StoredLead } from "../store";
import { calculatorLines, type MoneyFormat } from "./calculator-lines";
import { declareTarget } from "./target-declaration";
import type { Target } from "./targets";

/** Web3Forms, the form-to-email service the site's forms used (`POST /submit`, JSON). */
export const DEFAULT_FORM_SERVICE_URL = "https://api.web3forms.com";

export interface FormServiceOptions extends Outbound {
  /** Base URL; the lead is POSTed to `${baseUrl}/submit`. */
  baseUrl?: string;
  /** The service's access key; without one every lead is skipped. */
  accessKey?: string;
  config: SiteConfig;
  /** The broker's zone (`BUSINESS_TIMEZONE`), which the e-mail's time of arrival is told in. */
  timeZone?: string;
  /** Where the desk is served (`DESK_ORIGIN`, else the site's): the e-mail links to the lead there. */
  deskOrigin?: string;
}

/**
 * The e-mail subject: what kind of lead, and which form it came through. Always one line, as a
 * mail header must be: whatever a stored lead holds, nothing in it can add a header.
 */
export function leadSubject(
  lead: Pick<StoredLead, "kind" | "source"> & { payload?: StoredLead["payload"] },
): string {
  return oneLineText(subjectOf(lead));
}

function subjectOf(
  lead: Pick<StoredLead, "kind" | "source"> & { payload?: StoredLead["payload"] },
): string {
  const { subjects } = leadEmailCopy;
  if (Object.hasOwn(subjects, lead.kind)) return subjects[lead.kind] as string;
  const known = storedLeadKind(lead.kind);
  const what = known ? leadEmails[known].name : lead.kind;
  // Every resource download comes through the same form; which resource is what tells them apart.
  const resource = lead.payload?.resource;
  if (lead.kind === "resource-download" && typeof resource === "string") {
    return leadEmailCopy.subject(what, resource);
  }
  return leadEmailCopy.subject(what, leadSourceLabel(lead.source));
}

/** A field's words; a list (a chat's messages) one item a line, each on one line of its own. */
const text = (value: unknown): string => {
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === "string" && item !== "");
    if (items.length > 0) return ["", ...items.map((item) => `- ${oneLineText(item)}`)].join("\n");
  }
  return typeof value === "string" && value.trim() !== "" ? value.trim() : leadEmailCopy.empty;
};

/**
 * A field's value as lines of the body: a text of many lines (a message) goes on indented, so
 * no line of it can pass for a line of its own ("Phone: …", "Lead source: …").
 */
const indented = (value: string): string =>
  value.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/).join("\n    ");

/** Fields the widget adds to every lead, which the body shows in its own lines or not at all. */
const extras = [
  "kind",
  "source",
  "attribution",
  "page",
  "website",
  "calculator",
  "consent",
  "client",
];

function leadLines(kind: string, p: Record<string, unknown>): string[] {
  const known = storedLeadKind(kind);
  const email = known && leadEmails[known];
  if (!email) {
    return Object.entries(p)
      .filter(([key]) => !extras.includes(key))
      .map(([key, value]) => `${oneLineText(key)}: ${indented(text(value))}`);
  }
  const { labels, values } = leadEmailFields;
  const fields = email.fields.map(
    (field) => `${labels[field]}: ${values[field]?.[String(p[field])] ?? indented(text(p[field]))}`,
  );
  return email.heading ? [email.heading, ...fields] : fields;
}

/** When a lead arrived, on the broker's clock: "14 Mar 2030, 8:30 pm (Sydney time)". */
function receivedAt(at: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-AU", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const place = timeZone.split("/").at(-1)?.replaceAll("_", " ") ?? timeZone;
  return leadEmailCopy.received(when.format(at), place);
}

/**
 * The e-mail body: the lead's fields, what the visitor entered in the calculator (when the lead
 * came from it), where the visitor came from, and with `deskOrigin` a link to the lead's page in
 * the desk.
 */
export function leadMessage(
  lead: StoredLead,
  money: MoneyFormat = defaultConfig,
  timeZone = DEFAULT_BUSINESS_TIME_ZONE,
  deskOrigin?: string,
): string {
  const lines = [...leadLines(lead.kind, lead.payload), ...calculatorLines(lead.payload, money)];
  const attribution = lead.payload.attribution;
  const tracked =
    typeof attribution === "object" && attribution !== null
      ? Object.entries(attribution).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === "string" && entry[1].trim() !== "",
        )
      : [];
  lines.push("", `${leadEmailCopy.source}: ${oneLineText(lead.source)}`);
  for (const [key, value] of tracked) {
    lines.push(`${leadEmailCopy.attribution[key] ?? oneLineText(key)}: ${oneLineText(value)}`);
  }
  lines.push(receivedAt(lead.createdAt, timeZone), `${leadEmailCopy.id}: ${lead.id}`);
  if (deskOrigin) lines.push(`${leadEmailCopy.desk}: ${deskOrigin}/desk/leads/${lead.id}`);
  return lines.join("\n");
}

/** Where the form service takes a submission: `${baseUrl}/submit`. */
export const formServiceEndpoint = (baseUrl?: string): string =>
  `${(baseUrl?.trim() || DEFAULT_FORM_SERVICE_URL).replace(/\/+$/, "")}/submit`;

/**
 * POSTs one e-mail to the form service (`access_key`, `subject`, `message`, …): delivered when it
 * answers `{ success: true }`, else worth a retry, with its message.
 */
export async function submitToFormService(
  outbound: Outbound,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<SendOutcome> {
  const sent = await postJson(
    outbound,
    endpoint,
    { Accept: "application/json" },
    JSON.stringify(body),
  );
  if (!("answer" in sent)) return sent;
  const response = sent.answer;
  const reply = (await response.json().catch(() => null)) as {
    success?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && reply?.success === true) return { outcome: "delivered" };
  return { outcome: "retry", error: await describeFailure(response, reply?.message) };
}

/** Sends a lead to the form-to-email service, which e-mails it to the broker. */
export function createFormServiceTarget(options: FormServiceOptions): Target {
  const accessKey = options.accessKey?.trim() ?? "";
  const endpoint = formServiceEndpoint(options.baseUrl);

  return {
    name: "form",
    async send(lead): Promise<SendOutcome> {
      if (!accessKey) {
        return { outcome: "skip", reason: "FORM_SERVICE_ACCESS_KEY is not set" };
      }
      const email = lead.payload.email;
      return submitToFormService(options, endpoint, {
        access_key: accessKey,
        subject: leadSubject(lead),
        to: options.config.email,
        // A header too: one line, whatever the stored name holds.
        from_name: oneLineText(text(lead.payload.name)),
        message: leadMessage(lead, options.config, options.timeZone, options.deskOrigin),
        // The service makes this the reply-to address, so the broker can answer the lead.
        ...(typeof email === "string" && email ? { email } : {}),
      });
    },
  };
}

/** The broker's e-mail of each lead: always planned, so the export shows why none went. */
export const formTarget = declareTarget({
  name: "form",
  settings: ({ options }) => options.formService,
  create: (formService, { config, fetch, options, deskOrigin }) => [
    createFormServiceTarget({
      ...formService,
      config,
      fetch,
      timeZone: options.businessTimeZone,
      deskOrigin,
    }),
  ],
});
