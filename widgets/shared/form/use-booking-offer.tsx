import { type ReactNode, useState } from "react";
import { pageAttribution } from "../../../src/api";
import { bookingStep as copy } from "../../../src/content/booking";
import { onDemand } from "../element/on-demand";
import { Button } from "../ui/button";
import { offerOf, prefillOf, utmOf } from "./booking-handover";
import type { BookingOffer } from "./booking-step";
import type { EmbedPrefill } from "./scheduler-embed";

// Loaded once a lead is stored: never part of a form's first view.
const bookingStep = onDemand(() => import("./booking-step"));

/**
 * The thank-you step after a stored lead: `offer` takes the acknowledgement and the lead sent,
 * and `element` is the scheduler (or the call-back choice) once its code has loaded, with the
 * way back to the form under it; `open` says the step stands in the form's place, and `onClose`
 * hears the visitor turn back to the form.
 */
export function useBookingOffer(apiBase: string, onClose: () => void) {
  const [shown, setShown] = useState<{ offer: BookingOffer; prefill: EmbedPrefill } | null>(null);
  const offer = (reply: unknown, body: Record<string, unknown>) => {
    const found = offerOf(reply);
    if (!found) return;
    void Promise.all([bookingStep.load(), pageAttribution()]).then(
      ([, attribution]) =>
        setShown({ offer: found, prefill: { ...prefillOf(body), utm: utmOf(attribution) } }),
      () => {},
    );
  };
  const Step = bookingStep.current?.BookingStep;
  const open = Boolean(shown && Step);
  const element: ReactNode =
    shown && Step ? (
      <>
        <Step offer={shown.offer} prefill={shown.prefill} apiBase={apiBase} />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setShown(null);
            onClose();
          }}
        >
          {copy.another}
        </Button>
      </>
    ) : null;
  return { offer, element, open };
}
