import { inboxKindLabels } from "../../src/content/desk-inbox";
import { deskPushMessages, deskPushTargetNames } from "../../src/content/desk-push";
import { storedLeadKind } from "../../src/schemas/lead-kinds";
import type { PushKind } from "../store/push-rows";
import type { StoredLead } from "../store/types";

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

const money = (amount: number) =>
  amount >= 1_000_000
    ? `$${+(amount / 1_000_000).toFixed(1)}m`
    : amount >= 1_000
      ? `$${Math.round(amount / 1_000)}k`
      : `$${Math.round(amount)}`;

/** "$600k" from "600000", "$600,000" or "600k"; the text as typed when it is no number. */
function amountOf(raw: string): string {
  const figure = /^\$?\s*([\d,.]+)\s*(k|m)?$/i.exec(raw.trim());
  if (!figure?.[1]) return raw.slice(0, 20);
  const base = Number(figure[1].replaceAll(",", ""));
  const scale = { k: 1_000, m: 1_000_000 }[figure[2]?.toLowerCase() ?? ""] ?? 1;
  return Number.isFinite(base) ? money(base * scale) : raw.slice(0, 20);
}

function debtsTotal(payload: Record<string, unknown>): number | undefined {
  const calculator = payload.calculator as { debts?: Array<{ balance?: unknown }> } | undefined;
  if (!Array.isArray(calculator?.debts)) return undefined;
  const total = calculator.debts.reduce(
    (sum, debt) => sum + (typeof debt.balance === "number" ? debt.balance : 0),
    0,
  );
  return total > 0 ? total : undefined;
}

/** What the lead wants and how much, in a few words: "refinance, $600k". */
export function leadGist(lead: Pick<StoredLead, "kind" | "payload">): string {
  const { payload } = lead;
  const kind = storedLeadKind(lead.kind);
  const label = kind ? inboxKindLabels[kind] : deskPushMessages.unknownKind;
  if (lead.kind === "pre-approval") {
    const loan = text(payload.loanAmount);
    const what = text(payload.loanType) ?? label.toLowerCase();
    return loan ? `${what}, ${amountOf(loan)}` : what;
  }
  if (lead.kind === "debt") {
    const total = debtsTotal(payload);
    const amount = total !== undefined ? money(total) : text(payload.debtAmount);
    return amount ? `${label.toLowerCase()}, ${amount}` : label.toLowerCase();
  }
  const amount = text(payload.amount);
  return amount ? `${label.toLowerCase()}, ${amount}` : label.toLowerCase();
}

/**
 * The notification of a push of `kind` about the lead: its gist, and its person's name only
 * when the device shows names on the lock screen. `detail` is the failed delivery's target.
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
    const target = deskPushTargetNames[detail?.split(":")[0] ?? ""] ?? detail ?? "";
    const who = name ?? gist;
    return {
      title: `${heading}: ${target}`,
      body: `${who}. ${deskPushMessages.failedBody}`,
      url,
      tag,
    };
  }
  return name
    ? { title: `${heading}: ${name}`, body: gist, url, tag }
    : { title: `${heading}: ${gist}`, body: "", url, tag };
}
