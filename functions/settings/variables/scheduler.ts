import type { Variable } from "../declare";
import { httpUrl, matching, secretOf } from "../env";

/* The broker's scheduler, offered inline after a lead and on `/schedule-call`: Cal.com or Calendly. */

export const DEFAULT_CAL_ORIGIN = "https://app.cal.com";
export const DEFAULT_CALENDLY_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";

/** Shorter secrets are guessable; both schedulers let the broker choose a long one. */
const SECRET_MIN = 16;

export const schedulerVariables = [
  {
    name: "CAL_LINK",
    default: "unset: no scheduler",
    meaning:
      "the broker's Cal.com event (`broker/30min`): offered inline after each lead, prefilled (see [A time booked after a lead](booking.md)); not with `CALENDLY_URL`",
    read: matching(
      /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/,
      "must be a Cal.com link such as broker/30min",
    ),
  },
  {
    name: "CAL_ORIGIN",
    default: `\`${DEFAULT_CAL_ORIGIN}\``,
    meaning:
      "where Cal.com's booking pages are (a self-hosted Cal.com, or a fake in tests); only with `CAL_LINK`",
    read: httpUrl(DEFAULT_CAL_ORIGIN),
  },
  {
    name: "CAL_EMBED_SCRIPT",
    default: "`<CAL_ORIGIN>/embed/embed.js`",
    meaning: "Cal.com's embed script; only with `CAL_LINK`",
    read: httpUrl(`${DEFAULT_CAL_ORIGIN}/embed/embed.js`),
  },
  {
    name: "CAL_WEBHOOK_SECRET",
    default: "unset",
    meaning: "the secret set on Cal.com's webhook (16+ characters); only with `CAL_LINK`",
    secret: true,
    read: secretOf(SECRET_MIN),
  },
  {
    name: "CALENDLY_URL",
    default: "unset: no scheduler",
    meaning:
      "the broker's Calendly event page (`https://calendly.com/broker/30min`), offered the same way; not with `CAL_LINK`",
    read: httpUrl("https://calendly.com/broker/30min"),
  },
  {
    name: "CALENDLY_EMBED_SCRIPT",
    default: "Calendly's `widget.js`",
    meaning: "its embed script (a fake in tests); only with `CALENDLY_URL`",
    read: httpUrl(DEFAULT_CALENDLY_SCRIPT),
  },
  {
    name: "CALENDLY_WEBHOOK_SIGNING_KEY",
    default: "unset",
    meaning:
      "the signing key of the Calendly webhook subscription (16+ characters); only with `CALENDLY_URL`",
    secret: true,
    read: secretOf(SECRET_MIN),
  },
] as const satisfies readonly Variable[];
