import type { Env } from "./env";
import { setting } from "./schema";
import { DEFAULT_CAL_ORIGIN, DEFAULT_CALENDLY_SCRIPT } from "./variables/scheduler";

/*
 * The broker's scheduler, offered inline after a lead and on `/schedule-call`. Each speaks its
 * own documented embed protocol:
 * - Cal.com: https://cal.com/help/embedding/embed-events (the `Cal("init")` snippet loading
 *   `<origin>/embed/embed.js`, `Cal.ns[ns]("inline", …)`, `bookingSuccessfulV2`);
 * - Calendly: https://developer.calendly.com/api-docs/overview/embedding/notifying-the-parent-window
 *   (`Calendly.initInlineWidget`, the `calendly.event_scheduled` message).
 * Their webhooks are signed with a secret the broker sets on each side:
 * - Cal.com: `X-Cal-Signature-256`, hex HMAC-SHA256 of the raw body
 *   (https://cal.com/docs/developing/guides/automation/webhooks);
 * - Calendly: `Calendly-Webhook-Signature: t=<unix>,v1=<hex>` over `<t>.<raw body>`
 *   (https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures).
 */

export const SCHEDULERS = ["cal", "calendly"] as const;
export type SchedulerName = (typeof SCHEDULERS)[number];

/** What the browser is told to load and show: nothing secret. */
export type SchedulerEmbed =
  | {
      name: "cal";
      /** `CAL_LINK`: the event's link below the origin (`broker/30min`). */
      link: string;
      /** `CAL_ORIGIN`: where the booking pages are served, `https://app.cal.com` unless set. */
      origin: string;
      /** `CAL_EMBED_SCRIPT`: the embed's script, `<CAL_ORIGIN>/embed/embed.js` unless set. */
      script: string;
    }
  | {
      name: "calendly";
      /** `CALENDLY_URL`: the event type's scheduling page (`https://calendly.com/broker/30min`). */
      url: string;
      /** `CALENDLY_EMBED_SCRIPT`: Calendly's `widget.js` unless set. */
      script: string;
    };

export interface SchedulerOptions {
  embed: SchedulerEmbed;
  /**
   * `CAL_WEBHOOK_SECRET` or `CALENDLY_WEBHOOK_SIGNING_KEY`: the secret the scheduler signs its
   * webhooks with; unset, its webhook route answers 503 and only the embed records bookings.
   */
  webhookSecret: string | undefined;
}

/**
 * `CAL_LINK` (with `CAL_ORIGIN`, `CAL_EMBED_SCRIPT`, `CAL_WEBHOOK_SECRET`) or `CALENDLY_URL`
 * (with `CALENDLY_EMBED_SCRIPT`, `CALENDLY_WEBHOOK_SIGNING_KEY`); neither: no scheduler, and the
 * thank-you step offers a call-back time instead. Both, a setting of one without its link, or a
 * link that cannot be one stops the start naming the variable.
 */
export function schedulerOptions(env: Env): SchedulerOptions | undefined {
  const calLink = setting(env, "CAL_LINK");
  const calendly = setting(env, "CALENDLY_URL");
  if (calLink && calendly) {
    throw new Error("CAL_LINK and CALENDLY_URL are both set: choose one scheduler");
  }
  const orphan = (
    names: (
      | "CAL_ORIGIN"
      | "CAL_EMBED_SCRIPT"
      | "CAL_WEBHOOK_SECRET"
      | "CALENDLY_EMBED_SCRIPT"
      | "CALENDLY_WEBHOOK_SIGNING_KEY"
    )[],
    needs: string,
  ) => {
    const set = names.find((name) => setting(env, name));
    if (set) throw new Error(`${set} is set without ${needs}`);
  };
  if (!calLink) orphan(["CAL_ORIGIN", "CAL_EMBED_SCRIPT", "CAL_WEBHOOK_SECRET"], "CAL_LINK");
  if (!calendly) orphan(["CALENDLY_EMBED_SCRIPT", "CALENDLY_WEBHOOK_SIGNING_KEY"], "CALENDLY_URL");
  if (calLink) {
    const origin = setting(env, "CAL_ORIGIN") ?? new URL(DEFAULT_CAL_ORIGIN);
    const script = setting(env, "CAL_EMBED_SCRIPT") ?? new URL("/embed/embed.js", origin);
    return {
      embed: { name: "cal", link: calLink, origin: origin.origin, script: script.href },
      webhookSecret: setting(env, "CAL_WEBHOOK_SECRET"),
    };
  }
  if (calendly) {
    const script = setting(env, "CALENDLY_EMBED_SCRIPT") ?? new URL(DEFAULT_CALENDLY_SCRIPT);
    return {
      embed: { name: "calendly", url: calendly.href, script: script.href },
      webhookSecret: setting(env, "CALENDLY_WEBHOOK_SIGNING_KEY"),
    };
  }
  return undefined;
}

/** The start's line saying which scheduler is on, and whether its webhook is. */
export function schedulerNote(options: SchedulerOptions | undefined): string {
  if (!options)
    return "no scheduler: the thank-you step offers a call-back time (set CAL_LINK or CALENDLY_URL)";
  const which = options.embed.name === "cal" ? "Cal.com" : "Calendly";
  return options.webhookSecret
    ? `${which} offered after each lead, its signed webhook on`
    : `${which} offered after each lead; its webhook off (set ${options.embed.name === "cal" ? "CAL_WEBHOOK_SECRET" : "CALENDLY_WEBHOOK_SIGNING_KEY"})`;
}
