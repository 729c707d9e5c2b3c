/**
 * `/schedule-call`: the broker's scheduler (a run-time setting, asked of `/api/scheduler`)
 * inline in the page, through the same embed as the thank-you step, with the visit's campaign;
 * its booking reaches the lead through the scheduler's webhook (matched by e-mail or phone).
 * With none configured, or when its script cannot load, the page's frame or link stays.
 */
import type { SchedulerEmbed } from "../../functions/settings/scheduler";
import { utmOf } from "../../widgets/shared/form/booking-handover";

export async function initScheduleCall(win: Window): Promise<void> {
  const doc = win.document;
  const embed = doc.querySelector<HTMLElement>("[data-scheduler-embed]");
  const fallback = doc.querySelector<HTMLElement>("[data-scheduler-fallback]");
  if (!embed) return;
  const reply = await win.fetch("/api/scheduler").then(
    (response) => (response.ok ? (response.json() as Promise<{ scheduler?: unknown }>) : null),
    () => null,
  );
  const scheduler = (reply?.scheduler ?? null) as SchedulerEmbed | null;
  if (!scheduler) return;
  const [{ mountScheduler }, { getAttribution }] = await Promise.all([
    import("../../widgets/shared/form/scheduler-embed"),
    import("../../src/tracking/attribution"),
  ]);
  // The frame of the fallback would load a second calendar: it goes while the embed shows.
  fallback?.remove();
  embed.hidden = false;
  mountScheduler(
    scheduler,
    embed,
    { utm: utmOf(getAttribution()) },
    () => {},
    () => {
      embed.hidden = true;
      if (fallback) embed.after(fallback);
    },
  );
}
