/** How long a widget near the viewport may take to load before its space shows the alternative. */
export const WIDGET_LOAD_GRACE_MS = 5000;

/**
 * A widget whose script does not arrive must not leave an empty box: each widget with a hidden
 * `[data-widget-fallback]` child (the phone-and-e-mail alternative) gets it shown when the
 * loader reports the import failed (`widget-error`), or when the element has not rendered a few
 * seconds after coming near the viewport (the loader itself may not have loaded). Once the
 * element renders, its shadow root hides this light-DOM content again.
 */
export function revealWidgetFallbacks(win: Window): void {
  const reveal = (host: Element) => {
    const fallback = host.querySelector<HTMLElement>(":scope > [data-widget-fallback]");
    if (fallback && !host.shadowRoot) fallback.hidden = false;
  };
  const hosts = [...win.document.querySelectorAll("[data-widget-fallback]")].map(
    (fallback) => fallback.parentElement as Element,
  );
  if (hosts.length === 0) return;
  win.document.addEventListener("widget-error", (event) => reveal(event.target as Element));
  const later = (host: Element) => win.setTimeout(() => reveal(host), WIDGET_LOAD_GRACE_MS);
  if (!("IntersectionObserver" in win)) {
    for (const host of hosts) later(host);
    return;
  }
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        later(entry.target);
      }
    },
    { rootMargin: "200px" },
  );
  for (const host of hosts) near.observe(host);
}
