import { z } from "zod";
import { CALLBACK_TIMES } from "./callback-times";

export { CALLBACK_TIMES, type CallbackTime } from "./callback-times";

// A scheduler's ids and titles are one line: a line break or other control character in them is
// someone writing rows of their own into the desk, an export or the CRM's note.
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}\u2028\u2029]*$/u, "One line, without control characters.");

/** What the browser tells of a time booked in the inline scheduler: its own words, no more. */
const bookingSchema = z.object({
  scheduler: z.enum(["cal", "calendly"]),
  /** Cal.com's `uid`, or Calendly's invitee URI. */
  ref: oneLine(300).min(1),
  /** The event type's title (Cal.com) or URI (Calendly). */
  eventType: oneLine(300).optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * `POST /api/lead-booking`: the lead's id and the token its acknowledgement gave, with either
 * the booking made in the inline scheduler or the call-back time chosen instead.
 */
export const leadBookingBodySchema = z.union([
  z.object({
    id: z.string().max(64),
    token: z.string().max(128),
    booking: bookingSchema,
  }),
  z.object({
    id: z.string().max(64),
    token: z.string().max(128),
    callbackTime: z.enum(CALLBACK_TIMES),
  }),
]);
export type LeadBookingBody = z.input<typeof leadBookingBodySchema>;
