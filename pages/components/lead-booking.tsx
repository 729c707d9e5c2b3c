import { callbackTimeLabels, bookingStep as copy } from "../../src/content/booking";
import { CALLBACK_TIMES } from "../../src/schemas/callback-times";

/**
 * The thank-you page's offer of a time for the lead just sent, hidden until the page script
 * finds the lead the form handed over (pages/shell/lead-booking.ts): the broker's calendar
 * inline, or with no scheduler a choice of call-back time. Without a lead it stays hidden.
 */
export function LeadBooking() {
  return (
    // A part of the card's section, under its own headings.
    <div
      className="lead-booking"
      data-lead-booking=""
      data-booked={copy.booked}
      data-saved={copy.callbackSaved}
      data-failed={copy.callbackFailed}
      hidden
    >
      <div data-booking-scheduler="" hidden>
        <h2 id="lead-booking-heading">{copy.heading}</h2>
        <p data-booking-said="" aria-live="polite">
          {copy.lede}
        </p>
        <div className="lead-booking-frame" data-booking-frame="" title={copy.frameTitle} />
      </div>
      <div data-booking-callback="" hidden>
        <h2 id="lead-booking-callback-heading">{copy.callbackHeading}</h2>
        <p data-booking-said="" aria-live="polite">
          {copy.callbackLede}
        </p>
        <fieldset className="lead-booking-times" aria-labelledby="lead-booking-callback-heading">
          {CALLBACK_TIMES.map((time) => (
            <button
              key={time}
              type="button"
              className="btn btn-outline"
              aria-pressed="false"
              data-callback-time={time}
            >
              {callbackTimeLabels[time]}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
