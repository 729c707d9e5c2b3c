/**
 * The fixed mobile button would cover the hero's own form while the visitor fills it in, so it
 * steps aside whenever the inline form is on screen.
 */
export function initMobileCta(win: Window): void {
  const button = win.document.querySelector<HTMLElement>("[data-mobile-cta]");
  const form = win.document.querySelector('lead-form:not([mode="modal"])');
  if (!button || !form || !("IntersectionObserver" in win)) return;
  new IntersectionObserver((entries) => {
    const visible = entries.some((entry) => entry.isIntersecting);
    if (visible) button.dataset.state = "hidden";
    else delete button.dataset.state;
  }).observe(form);
}
