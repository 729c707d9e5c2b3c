/** A lead's unsent note, kept in the tab's session storage until it is added or emptied. */

const key = (leadId: string) => `desk-note-draft:${leadId}`;

export function noteDraft(leadId: string): string {
  try {
    return sessionStorage.getItem(key(leadId)) ?? "";
  } catch {
    return "";
  }
}

export function keepNoteDraft(leadId: string, text: string): void {
  try {
    if (text.trim()) sessionStorage.setItem(key(leadId), text);
    else sessionStorage.removeItem(key(leadId));
  } catch {
    // Storage refused (private mode): the draft lives as long as the page.
  }
}
