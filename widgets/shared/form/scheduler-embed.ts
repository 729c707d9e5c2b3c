import type { SchedulerEmbed } from "../../../functions/settings/scheduler";

/** What the visitor just gave, and the visit's campaign, passed to the scheduler's form. */
export interface EmbedPrefill {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  utm: Partial<
    Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>
  >;
}

/** A booking as the scheduler's page told of it: its own ids, nothing more. */
export interface BookedEvent {
  ref: string;
  eventType?: string | undefined;
  startsAt?: string | undefined;
}

type Queue = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  ns?: Record<string, Queue>;
  loaded?: boolean;
};
interface SchedulerWindow {
  Cal?: Queue;
  Calendly?: { initInlineWidget(options: Record<string, unknown>): void };
}
const page = () => window as unknown as SchedulerWindow;

/*
 * Cal.com's own snippet (https://cal.com/help/embedding/embed-events and its "embed snippet"):
 * `Cal` queues every call until `embed.js` loads and replays them; `init` with a namespace makes
 * `Cal.ns[namespace]`. Written out here because the snippet is what Cal.com documents as the API.
 */
function calQueue(script: string): Queue {
  const w = page();
  if (w.Cal) return w.Cal;
  const push = (target: Queue, args: unknown[]) => {
    target.q ??= [];
    target.q.push(args);
  };
  const cal: Queue = (...args: unknown[]) => {
    if (!cal.loaded) {
      cal.ns = {};
      cal.q ??= [];
      const tag = document.createElement("script");
      tag.src = script;
      document.head.appendChild(tag);
      cal.loaded = true;
    }
    if (args[0] === "init") {
      const namespace = args[1];
      const api: Queue = (...inner: unknown[]) => push(api, inner);
      if (typeof namespace === "string") {
        cal.ns ??= {};
        cal.ns[namespace] ??= api;
        push(cal.ns[namespace], args);
        push(cal, ["initNamespace", namespace]);
      } else push(cal, args);
      return;
    }
    push(cal, args);
  };
  w.Cal = cal;
  return cal;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tag = document.createElement("script");
    tag.src = src;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => reject(new Error(`The scheduler's script did not load: ${src}`));
    document.head.appendChild(tag);
  });
}

const NAMESPACE = "ebw-booking";

/**
 * Shows the broker's scheduler inline in `container` (the element itself, as a shadow root's
 * content cannot be found by a selector), prefilled, and calls `onBooked` once a time is booked.
 * Returns what stops listening.
 */
export function mountScheduler(
  embed: SchedulerEmbed,
  container: HTMLElement,
  prefill: EmbedPrefill,
  onBooked: (event: BookedEvent) => void,
  onFailed: () => void,
): () => void {
  if (embed.name === "cal") {
    const cal = calQueue(embed.script);
    cal("init", NAMESPACE, { origin: embed.origin });
    const api = cal.ns?.[NAMESPACE];
    if (!api) return () => {};
    api("inline", {
      elementOrSelector: container,
      calLink: embed.link,
      // Cal.com prefills its booking form from these, and keeps the utm_* with the booking.
      config: {
        ...(prefill.name ? { name: prefill.name } : {}),
        ...(prefill.email ? { email: prefill.email } : {}),
        ...(prefill.phone ? { attendeePhoneNumber: prefill.phone } : {}),
        ...prefill.utm,
      },
    });
    let live = true;
    // `bookingSuccessfulV2`'s data: `uid`, `title`, `startTime`, `endTime`, `eventTypeId`…
    api("on", {
      action: "bookingSuccessfulV2",
      callback: (event: CustomEvent<{ data?: Record<string, unknown> }>) => {
        const data = event.detail?.data;
        if (!live || typeof data?.uid !== "string") return;
        onBooked({
          ref: data.uid,
          eventType: typeof data.title === "string" ? data.title : undefined,
          startsAt: typeof data.startTime === "string" ? data.startTime : undefined,
        });
      },
    });
    return () => {
      live = false;
    };
  }
  // Calendly (https://developer.calendly.com/api-docs/overview/embedding/notifying-the-parent-window):
  // its frame posts `calendly.event_scheduled` with the event's and the invitee's URIs.
  const origin = new URL(embed.url).origin;
  const listen = (message: MessageEvent) => {
    if (message.origin !== origin) return;
    const data = message.data as { event?: unknown; payload?: Record<string, { uri?: unknown }> };
    const invitee = data?.payload?.invitee?.uri;
    if (data?.event !== "calendly.event_scheduled" || typeof invitee !== "string") return;
    const eventUri = data.payload?.event?.uri;
    onBooked({ ref: invitee, eventType: typeof eventUri === "string" ? eventUri : undefined });
  };
  window.addEventListener("message", listen);
  const start = () =>
    page().Calendly?.initInlineWidget({
      url: embed.url,
      parentElement: container,
      prefill: {
        ...(prefill.name ? { name: prefill.name } : {}),
        ...(prefill.email ? { email: prefill.email } : {}),
        ...(prefill.phone ? { customAnswers: { a1: prefill.phone } } : {}),
      },
      utm: {
        utmSource: prefill.utm.utm_source,
        utmMedium: prefill.utm.utm_medium,
        utmCampaign: prefill.utm.utm_campaign,
        utmTerm: prefill.utm.utm_term,
        utmContent: prefill.utm.utm_content,
      },
    });
  if (page().Calendly) start();
  else loadScript(embed.script).then(start, onFailed);
  return () => window.removeEventListener("message", listen);
}
