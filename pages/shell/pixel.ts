type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/**
 * Starts the social-ad pixel when the page carries a `meta-pixel-id` (debt-site pages, only when
 * an id is configured): the vendor's queueing stub, its script, `init` and one PageView.
 */
export function startMetaPixel(win: Window): void {
  const id = win.document.querySelector<HTMLMetaElement>('meta[name="meta-pixel-id"]')?.content;
  if (!id || win.fbq) return;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  win.fbq = fbq;
  win._fbq ??= fbq;
  const script = win.document.createElement("script");
  script.async = true;
  script.src = "https://connect.facebook.net/en_US/fbevents.js";
  win.document.head.append(script);
  fbq("init", id);
  fbq("track", "PageView");
}
