/**
 * The thank-you page's booking step: the lead form that led here handed over its lead's offer
 * (widgets/shared/form/booking-handover.ts); the page shows the broker's calendar inline,
 * prefilled with what the visitor gave and the visit's campaign, or the call-back choice, and
 * keeps what is chosen on that lead alone with its token, as the widget's own step does.
 */
import { browserStorage } from "../../src/site/storage";
import {
  forgetBookingHandover,
  takeBookingHandover,
  utmOf,
} from "../../widgets/shared/form/booking-handover";

/** The embed and the visit's campaign: loaded only where a scheduler is offered. */
const schedulerParts = () =>
  Promise.all([
    import("../../widgets/shared/form/scheduler-embed"),
    import("../../src/tracking/attribution"),
  ]);

export async function initLeadBooking(win: Window): Promise<void> {
  const doc = win.document;
  const section = doc.querySelector<HTMLElement>("[data-lead-booking]");
  const storage = browserStorage("sessionStorage");
  const handover = takeBookingHandover(storage);
  if (!section || !handover) return;
  const { offer } = handover;
  const send = (body: Record<string, unknown>) =>
    win
      .fetch("/api/lead-booking", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: offer.id, token: offer.token, ...body }),
      })
      .then(
        (response) => response.ok,
        () => false,
      );
  const part = doc.querySelector<HTMLElement>(
    offer.scheduler ? "[data-booking-scheduler]" : "[data-booking-callback]",
  );
  const said = part?.querySelector<HTMLElement>("[data-booking-said]");
  if (!part || !said) return;
  const say = (key: "booked" | "saved" | "failed") => {
    said.textContent = section.dataset[key] ?? "";
  };
  section.hidden = false;
  part.hidden = false;

  const scheduler = offer.scheduler;
  if (scheduler) {
    const frame = part.querySelector<HTMLElement>("[data-booking-frame]");
    if (!frame) return;
    const [{ mountScheduler }, { getAttribution }] = await schedulerParts();
    mountScheduler(
      scheduler,
      frame,
      { ...handover.prefill, utm: utmOf(getAttribution()) },
      (booked) =>
        void send({ booking: { scheduler: scheduler.name, ...booked } }).then((ok) => {
          say(ok ? "booked" : "failed");
          if (ok) forgetBookingHandover(storage);
        }),
      () => say("failed"),
    );
    return;
  }
  const buttons = [...part.querySelectorAll<HTMLButtonElement>("button[data-callback-time]")];
  for (const button of buttons) {
    button.addEventListener("click", () => {
      for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
      void send({ callbackTime: button.dataset.callbackTime }).then((ok) =>
        say(ok ? "saved" : "failed"),
      );
    });
  }
}
