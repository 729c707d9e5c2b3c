import { useEffect, useRef, useState } from "react";
import type { SchedulerEmbed } from "../../../functions/settings/scheduler";
import { callbackTimeLabels, bookingStep as copy } from "../../../src/content/booking";
import { CALLBACK_TIMES, type CallbackTime } from "../../../src/schemas/callback-times";
import { Button } from "../ui/button";
import { type EmbedPrefill, mountScheduler } from "./scheduler-embed";

/** What a lead's acknowledgement offers next: its id, its token and the broker's scheduler. */
export interface BookingOffer {
  id: string;
  token: string;
  scheduler: SchedulerEmbed | null;
}

interface BookingStepProps {
  offer: BookingOffer;
  prefill: EmbedPrefill;
  /** Where `/api/lead-booking` is (the widget's own origin). */
  apiBase: string;
}

type Saved = "idle" | "saved" | "failed";

/**
 * The thank-you step of a lead form: the broker's calendar inline, prefilled with what the
 * visitor just gave and the visit's campaign, its script loaded only now; or, with no scheduler,
 * a choice of call-back time. Either is kept on this lead alone with the acknowledgement's token.
 */
export function BookingStep({ offer, prefill, apiBase }: BookingStepProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<Saved>("idle");
  const [chosen, setChosen] = useState<CallbackTime | null>(null);
  const send = async (body: Record<string, unknown>) => {
    // Plain fetch: this chunk loads after the lead, and must not pull the forms' client along.
    const ok = await fetch(`${apiBase}/api/lead-booking`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: offer.id, token: offer.token, ...body }),
    }).then(
      (response) => response.ok,
      () => false,
    );
    setSaved(ok ? "saved" : "failed");
  };
  const latest = useRef(send);
  latest.current = send;

  const scheduler = offer.scheduler;
  useEffect(() => {
    const container = frame.current;
    if (!scheduler || !container) return;
    return mountScheduler(
      scheduler,
      container,
      prefill,
      (booked) => void latest.current({ booking: { scheduler: scheduler.name, ...booked } }),
      () => setSaved("failed"),
    );
  }, [scheduler, prefill]);

  if (scheduler) {
    return (
      <section
        className="ebw-booking"
        part="booking"
        aria-label={copy.heading}
        data-scheduler={scheduler.name}
      >
        <h3 className="ebw-form-heading">{copy.heading}</h3>
        <p className="ebw-form-lede">{saved === "saved" ? copy.booked : copy.lede}</p>
        <div
          ref={frame}
          className="ebw-booking-frame"
          style={{ minHeight: 560, width: "100%", overflow: "auto" }}
          title={copy.frameTitle}
        />
      </section>
    );
  }
  return (
    <section className="ebw-booking" part="booking" aria-labelledby="ebw-callback-heading">
      <h3 id="ebw-callback-heading" className="ebw-form-heading">
        {copy.callbackHeading}
      </h3>
      {/* Read out as it changes, without being a second status beside the form's thanks. */}
      <p className="ebw-form-lede" aria-live="polite">
        {saved === "saved"
          ? copy.callbackSaved
          : saved === "failed"
            ? copy.callbackFailed
            : copy.callbackLede}
      </p>
      <fieldset
        aria-labelledby="ebw-callback-heading"
        style={{
          border: 0,
          margin: 0,
          padding: 0,
          display: "grid",
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          gap: 8,
        }}
      >
        {CALLBACK_TIMES.map((time) => (
          <Button
            key={time}
            type="button"
            variant={chosen === time ? "primary" : "outline"}
            aria-pressed={chosen === time}
            onClick={() => {
              setChosen(time);
              void send({ callbackTime: time });
            }}
          >
            {callbackTimeLabels[time]}
          </Button>
        ))}
      </fieldset>
    </section>
  );
}
