import type { ContactChannel } from "../../src/schemas/message-templates";

/*
 * The call or message the broker has just started from a lead's page, kept in the tab's session
 * storage: a phone may drop the desk's page while its phone app is open, and the question
 * "reached them?" must still be waiting when the broker comes back.
 */

const KEY = "desk-contact-pending";

interface Pending {
  leadId: string;
  channel: ContactChannel;
}

export function pendingChannel(leadId: string): ContactChannel | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Pending | null;
    return pending?.leadId === leadId ? pending.channel : null;
  } catch {
    return null;
  }
}

export function setPending(leadId: string, channel: ContactChannel | null): void {
  try {
    if (channel) sessionStorage.setItem(KEY, JSON.stringify({ leadId, channel }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the question is still asked while the page lives.
  }
}
