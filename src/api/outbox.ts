import type { ResourceRequestInput, SubmitLeadInput } from "../schemas";
import type { PostResult } from "./client";

/*
 * The browser's outbox for leads the server has not answered yet. A form writes its attempt
 * here before sending and removes it once the server gave a final answer, so a visitor who is
 * offline (or meets a 5xx) and then closes the tab does not lose the lead: the next page with a
 * lead form sends it again, with the same Idempotency-Key, so it can never be stored twice.
 * Storage and sending are passed in; nothing here throws.
 */

/** localStorage key: one JSON array of `OutboxEntry`. */
export const OUTBOX_STORAGE_KEY = "ebw-lead-outbox";
/** At most this many leads wait; a newer one pushes the oldest out. */
export const OUTBOX_MAX_ENTRIES = 5;
/** A lead older than this is dropped, unsent, when the outbox is read. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What a lead function takes: a form's lead, or a resource request (e-mail for a free guide). */
export type LeadBody = SubmitLeadInput | ResourceRequestInput;

/** The function a waiting lead goes to when its entry names none (entries older than paths). */
export const DEFAULT_LEAD_PATH = "/api/submit-lead";

/** The conversion a lead reports once the server stores it: a tag event and its parameters. */
export interface Conversion {
  name: string;
  params: Record<string, unknown>;
}

/** One unsent lead. */
export interface OutboxEntry {
  /** The `Idempotency-Key` it was (and will again be) sent with. */
  key: string;
  /** Where it goes: the api base of the form that sent it, not of the page that resends it. */
  apiBase: string;
  /** The function under `apiBase`, e.g. `/api/collect-lead`; absent means `DEFAULT_LEAD_PATH`. */
  path?: string;
  body: LeadBody;
  /** When it was written, ms since the epoch. */
  savedAt: number;
  /** What to report when the server stores it, whichever page sends it. */
  conversion?: Conversion;
}

export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Sends one lead to `${apiBase}${path}` with the key as its `Idempotency-Key`. */
export type SendLead = (
  apiBase: string,
  body: LeadBody,
  idempotencyKey: string,
  path: string,
) => Promise<PostResult<unknown>>;

const LEAD_PATH = /^\/api\/[a-z-]{1,50}$/;

/** A JSON object: not null, not an array. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isConversion(value: unknown): value is Conversion {
  return (
    isObject(value) &&
    typeof value.name === "string" &&
    value.name.length > 0 &&
    isObject(value.params)
  );
}

/**
 * True when the server's answer settles a lead for good: it was stored (2xx with our reply), or
 * it can never be (4xx: invalid, key reused for another lead, too large…). Not final: no answer
 * (status 0: offline, timeout), 5xx, 408 and 429 (try later), and a 2xx/3xx that is not our
 * JSON (a captive portal's or proxy's page: the lead never reached us). A visitor's own
 * submission answered 429 is not kept either (see submission.ts): they are told to wait.
 */
export function isFinalAnswer(result: PostResult<unknown>): boolean {
  if (result.ok) return true;
  const { status } = result;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function isEntry(entry: unknown): entry is OutboxEntry {
  return (
    isObject(entry) &&
    typeof entry.key === "string" &&
    entry.key.length > 0 &&
    entry.key.length <= 200 &&
    typeof entry.apiBase === "string" &&
    (entry.path === undefined || (typeof entry.path === "string" && LEAD_PATH.test(entry.path))) &&
    isObject(entry.body) &&
    typeof entry.savedAt === "number" &&
    Number.isFinite(entry.savedAt) &&
    (entry.conversion === undefined || isConversion(entry.conversion))
  );
}

function readRaw(storage: OutboxStorage | null | undefined): string | null {
  try {
    return storage?.getItem(OUTBOX_STORAGE_KEY) ?? null;
  } catch {
    return null; // Blocked storage (sandboxed frame, privacy settings).
  }
}

/** The well-formed entries, oldest first, one per key (the latest). Garbage reads as empty. */
function parse(raw: string | null): OutboxEntry[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const byKey = new Map<string, OutboxEntry>();
  for (const item of data) {
    if (!isEntry(item)) continue;
    const { key, apiBase, path, body, savedAt, conversion } = item;
    const seen = byKey.get(key);
    if (!seen || seen.savedAt <= savedAt)
      byKey.set(key, {
        key,
        apiBase,
        ...(path ? { path } : {}),
        body,
        savedAt,
        ...(conversion ? { conversion } : {}),
      });
  }
  return [...byKey.values()].sort((a, b) => a.savedAt - b.savedAt);
}

function write(storage: OutboxStorage | null | undefined, entries: OutboxEntry[]): boolean {
  if (!storage) return false;
  try {
    if (entries.length === 0) storage.removeItem(OUTBOX_STORAGE_KEY);
    else storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false; // Blocked or full: the visitor still has the form and the toast.
  }
}

const fresh = (entry: OutboxEntry, now: number): boolean =>
  // A clock set far ahead when it was saved would otherwise keep it forever.
  Math.abs(now - entry.savedAt) <= OUTBOX_MAX_AGE_MS;

/** The leads waiting to be sent, oldest first; expired ones left out. Never throws. */
export function readOutbox(storage: OutboxStorage | null | undefined, now: number): OutboxEntry[] {
  return parse(readRaw(storage)).filter((entry) => fresh(entry, now));
}

/**
 * Keeps a lead until `forgetSent`: replaces an entry with the same key (a retry of the same
 * submission), drops expired ones and, past `OUTBOX_MAX_ENTRIES`, the oldest. A lead whose
 * honeypot (`website`) was filled in is never kept. Returns whether it was written.
 */
export function rememberUnsent(
  storage: OutboxStorage | null | undefined,
  entry: OutboxEntry,
): boolean {
  if (!isEntry(entry)) return false;
  const website = (entry.body as { website?: unknown }).website;
  if (website !== undefined && website !== null && String(website).trim() !== "") return false;
  const others = readOutbox(storage, entry.savedAt).filter((other) => other.key !== entry.key);
  const next = [...others, entry].sort((a, b) => a.savedAt - b.savedAt);
  return write(storage, next.slice(-OUTBOX_MAX_ENTRIES));
}

/** Removes the lead sent with `key` (the server answered it). Never throws. */
export function forgetSent(storage: OutboxStorage | null | undefined, key: string): void {
  const entries = parse(readRaw(storage));
  const rest = entries.filter((entry) => entry.key !== key);
  if (rest.length !== entries.length) write(storage, rest);
}

export interface FlushOptions {
  /** Leaves these keys alone this time (a form of this page is sending them right now). */
  skip?: (key: string) => boolean;
}

export interface FlushResult {
  /** False when another flush of this page was still running, so this one did nothing. */
  ran: boolean;
  /** Stored by the server now; `id` is the lead's id from its reply, `reply` the whole reply. */
  sent: { entry: OutboxEntry; id: string; reply: unknown }[];
  /** Answered with a final refusal (4xx): dropped, never sent again. */
  rejected: { entry: OutboxEntry; status: number }[];
  /** Still waiting (no answer, 5xx, 408, 429, skipped, or not tried after a 429). */
  kept: OutboxEntry[];
}

/** The stored lead's id from a function's reply; "" when the reply names none. */
function idOf(reply: unknown): string {
  const id = typeof reply === "object" && reply !== null ? (reply as { id?: unknown }).id : "";
  return String(id ?? "");
}

// On globalThis, not in this module: the standalone scripts each bundle their own copy of this
// file, and two of them on one page must still not flush at once.
const FLUSHING = Symbol.for("ebw.leadOutbox.flushing");
type FlushState = { [FLUSHING]?: boolean };

/**
 * Sends every waiting lead, one at a time, each to its own api base with its own key. A final
 * answer removes the entry; anything else keeps it for the next flush. A 429 stops the flush:
 * the server asked this connection to wait, so the rest wait too. While one flush runs in this
 * page, another returns at once with `ran: false`. Never throws.
 */
export async function flushOutbox(
  storage: OutboxStorage | null | undefined,
  send: SendLead,
  now: number,
  options: FlushOptions = {},
): Promise<FlushResult> {
  const result: FlushResult = { ran: false, sent: [], rejected: [], kept: [] };
  const state = globalThis as FlushState;
  if (state[FLUSHING]) return result;
  state[FLUSHING] = true;
  result.ran = true;
  try {
    const raw = readRaw(storage);
    const waiting = parse(raw).filter((entry) => fresh(entry, now));
    // Writes back without the expired entries and the garbage.
    if (raw !== null && raw !== JSON.stringify(waiting)) write(storage, waiting);
    let limited = false;
    for (const { key } of waiting) {
      // Read again: a form or another tab may have sent or replaced it in the meantime.
      const entry = readOutbox(storage, now).find((candidate) => candidate.key === key);
      if (!entry) continue;
      if (limited || options.skip?.(key)) {
        result.kept.push(entry);
        continue;
      }
      let answer: PostResult<unknown>;
      try {
        answer = await send(entry.apiBase, entry.body, entry.key, entry.path ?? DEFAULT_LEAD_PATH);
      } catch {
        answer = { ok: false, status: 0, error: "network" };
      }
      if (!isFinalAnswer(answer)) {
        limited = answer.status === 429;
        result.kept.push(entry);
        continue;
      }
      forgetSent(storage, key);
      if (answer.ok) result.sent.push({ entry, id: idOf(answer.data), reply: answer.data });
      else result.rejected.push({ entry, status: answer.status });
    }
  } catch {
    // Only a throwing `skip` gets here; what was not sent waits for the next flush.
  } finally {
    state[FLUSHING] = false;
  }
  return result;
}
