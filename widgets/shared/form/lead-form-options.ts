import type {
  Conversion,
  LeadEndpoints,
  LeadInput,
  LeadPath,
  SubmissionOutcome,
  Without,
} from "../../../src/api";
import type { StatusMessage } from "./form-status";

/* What a lead form tells `useLeadForm` (use-lead-form.tsx): its fields, checks, lead and copy. */

/** A form's checks: the lead to send, or a message for each field that is not right yet. */
export type FieldCheck<L> = { ok: true; lead: L } | { ok: false; messages: Record<string, string> };

type Reply<P extends LeadPath> = LeadEndpoints[P]["reply"];
export type StoredOutcome<P extends LeadPath> = Extract<
  SubmissionOutcome<Reply<P>>,
  { kind: "stored" }
>;

/**
 * Where a form stands: nothing sent yet (or edited since), on its way, stored and the page
 * leaving, stored, not stored, or told by the server to wait.
 */
export type LeadFormState = "idle" | "submitting" | "leaving" | "done" | "failed" | "limited";

export interface LeadFormOptions<P extends LeadPath, F extends string, L> {
  /** The element the form lives in; its events go out from it. */
  host: HTMLElement;
  /** The function the form's leads go to. */
  path: P;
  /** The element's `api-base` attribute; by default where the script came from. */
  apiBase?: string | undefined;
  /** Names the form's toaster on the page. */
  toasterPrefix: string;
  /** The fields, in the order they are shown: the first one in error gets the focus. */
  fields: readonly F[];
  /** The fields a visitor must fill in: marked as such. */
  required: readonly F[];
  /** What the fields hold when the form appears (the chat's card: what the visitor wrote). */
  initial?: Partial<Record<F, string>>;
  /** Checks the values; may load its checks first. */
  check(values: Record<F, string>): FieldCheck<L> | Promise<FieldCheck<L>>;
  /** What to send when the checks could not load (offline): none means the failure toast. */
  unchecked?(values: Record<F, string>): L;
  /** The lead to send, without the honeypot and the attribution (the hook adds them). */
  toLead(lead: L): Without<LeadInput<P>, "website">;
  /** The conversion a stored lead reports, once, on the server's acknowledgement. */
  conversion?(body: LeadEndpoints[P]["body"]): Conversion | null;
  /** The toast after a lead was not stored. */
  failure: { title: string; description: string };
  /** Said in place (and focused) once the lead is stored; also toasted when `toast` is set. */
  success?: StatusMessage & { toast?: boolean; duration?: number };
  /**
   * After a stored lead (and its `lead-submit`): what else happens. "leaving" keeps the form
   * busy while the page goes elsewhere. A throw shows `unexpected`.
   */
  onStored?(outcome: StoredOutcome<P>): Promise<"leaving" | undefined> | "leaving" | undefined;
  /**
   * The form leaves for our own thank-you page: the lead's booking offer is handed to it
   * (sessionStorage of this origin) rather than shown in place.
   */
  bookingOnNextPage?: boolean;
  /** The toast when `onStored` throws; the failure toast by default. */
  unexpected?: string;
  /** Loads what the form will need once the visitor turns to it. */
  onEngage?(): void;
}
