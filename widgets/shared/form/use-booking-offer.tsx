import { type ReactNode, useState } from "react";
import { pageAttribution } from "../../../src/api";
import { bookingStep as copy } from "../../../src/content/booking";
import { onDemand } from "../element/on-demand";
import { Button } from "../ui/button";
import type { BookingOffer } from "./booking-step";
import type { EmbedPrefill } from "./scheduler-embed";

// Loaded once a lead is stored: never part of a form's first view.
const bookingStep = onDemand(() => import("./booking-step"));

const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const text = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/** The offer a lead's acknowledgement makes (`booking: { token, scheduler }`), if it makes one. */
function offerOf(reply: unknown): BookingOffer | null {
  const { id, booking } = (reply ?? {}) as {
    id?: unknown;
    booking?: { token?: unknown; scheduler?: unknown };
  };
  if (typeof id !== "string" || typeof booking?.token !== "string") return null;
  return {
    id,
    token: booking.token,
    scheduler: (booking.scheduler ?? null) as BookingOffer["scheduler"],
  };
}

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
      ([, attribution]) => {
        // The first touch is the campaign that found the visitor; else the last.
        const touch = (attribution?.firstTouch ?? attribution ?? {}) as Record<string, unknown>;
        const utm: EmbedPrefill["utm"] = {};
        for (const key of UTM) if (text(touch[key])) utm[key] = text(touch[key]);
        setShown({
          offer: found,
          prefill: {
            name: text(body.name),
            email: text(body.email),
            phone: text(body.phone) ?? text(body.mobile),
            utm,
          },
        });
      },
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
