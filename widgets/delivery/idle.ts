/**
 * The idle strategy, and the warm-up the other strategies use (`./visible.ts`, `./trigger.ts`):
 * a widget whose first view the visitor has seen gets its module before they reach for it, so
 * their first tap is answered by the widget itself rather than held while React downloads.
 * Never at the host page's expense: nothing starts before the page's `load` event, then only
 * when the main thread is idle (`requestIdleCallback`, or a timeout where there is none), and
 * the loader imports modules one at a time. When the visitor asked to save data, or the
 * connection is 2G or slower, nothing is warmed: modules then load on intent, as before. The
 * chat's button warms its panel on the same rule, written again in
 * `../broker-chat/index.ts` so that neither entry fetches a shared chunk for it: change both.
 */
/** Runs `callback` when the browser is idle, or after 3 s at the latest. */
export function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 200);
}

/**
 * Calls `callback` once the page has loaded and is idle, if the connection can spare it or the
 * module is `needed` whatever the connection (it has a visitor's lead to send: `./outbox.ts`).
 */
export function warmUp(callback: () => void, needed?: boolean): void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (!needed && (connection?.saveData || /2g/.test(connection?.effectiveType ?? ""))) return;
  if (document.readyState === "complete") whenIdle(callback);
  else addEventListener("load", () => whenIdle(callback), { once: true });
}

/**
 * The elements whose module is imported as soon as the browser is idle: they react to the whole
 * page rather than to their own box (`strategy: "idle"` in their declaration).
 */
export const onIdle = __ON_IDLE__;
