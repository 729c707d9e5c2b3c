import { inboxKindLabels } from "../../src/content/desk-inbox";
import { deskPushMessages } from "../../src/content/desk-push";
import { storedLeadKind } from "../../src/schemas/lead-kinds";
import { leadWant } from "../desk/inbox/lead-value";
import type { PushKind, StoredLead } from "../store";

/** What the service worker shows: the notification, and the desk page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** The lead's page in the desk, relative to the desk's origin. */
  url: string;
  /** One notification per lead and kind: a second one replaces it rather than piling up. */
  tag: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** A sum as a lock screen has room for: "$600k", "$42.5k", "$1.2m". */
export function compactMoney(amount: number): string {
  if (amount >= 1_000_000) return `$${+(amount / 1_000_000).toFixed(1)}m`;
  if (amount >= 1_000) return `$${+(amount / 1_000).toFixed(amount < 100_000 ? 1 : 0)}k`;
  return `$${Math.round(amount)}`;
}

/**
 * What the lead wants and how much, in a few words: "refinance, $600k". The sum is the one the
 * inbox's row shows and sorts by (`leadWant`), only written shorter, so the two never disagree.
 */
export function leadGist(lead: Pick<StoredLead, "kind" | "payload">): string {
  const { payload } = lead;
  const kind = storedLeadKind(lead.kind);
  const label = (kind ? inboxKindLabels[kind] : deskPushMessages.unknownKind).toLowerCase();
  const what = (lead.kind === "pre-approval" ? text(payload.loanType) : undefined) ?? label;
  const { value } = leadWant(lead.kind, payload);
  // A payment names its own amount; nothing else of what a visitor wrote reaches a lock screen.
  const amount = value !== null ? compactMoney(value) : text(payload.amount);
  return amount ? `${what}, ${amount}` : what;
}

/**
 * The notification of a push of `kind` about the lead: its gist, and its person's name only
 * when the device shows names on the lock screen. `detail` is the failed delivery's target, as
 * the notification names it (`pushTargetName`).
 */
export function pushMessage(
  lead: Pick<StoredLead, "id" | "kind" | "payload">,
  kind: PushKind,
  showNames: boolean,
  detail?: string,
): PushMessage {
  const gist = leadGist(lead);
  const name = showNames ? text(lead.payload.name) : undefined;
  const heading = {
    lead: deskPushMessages.newLead,
    due: deskPushMessages.due,
    failed: deskPushMessages.failed,
  }[kind];
  const url = `/desk/leads/${lead.id}`;
  const tag = `${kind}:${lead.id}`;
  if (kind === "failed") {
    const who = name ?? gist;
    return {
      title: `${heading}: ${detail ?? ""}`,
      body: `${who}. ${deskPushMessages.failedBody}`,
      url,
      tag,
    };
  }
  return name
    ? { title: `${heading}: ${name}`, body: gist, url, tag }
    : { title: `${heading}: ${gist}`, body: "", url, tag };
}
