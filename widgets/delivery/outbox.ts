/**
 * The outbox strategy: leads an earlier page could not deliver wait in the browser's outbox
 * (`src/api/outbox.ts`; its key is written out here so the loader imports nothing) until a lead
 * form's module runs and sends them. While any wait, the page's lead forms are imported once it
 * has loaded and is idle (`./idle.ts`), whatever the connection, so those leads go without the
 * visitor touching a form.
 */
import { warmUp } from "./idle";
import { load } from "./loading";

/** The elements whose module sends them (`resendsLeads` in their declaration's delivery). */
const sendsWaitingLeads = __RESENDS_LEADS__;

let leadsWaiting = false;
try {
  leadsWaiting = localStorage.getItem("ebw-lead-outbox") !== null;
} catch {
  // Blocked storage keeps nothing waiting either.
}

/** Warms `element`'s module if it is a lead form and leads wait to be sent. */
export function sendWaitingLeads(element: Element): void {
  if (leadsWaiting && element.matches(sendsWaitingLeads))
    warmUp(() => load(element.localName), true);
}
