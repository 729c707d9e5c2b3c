const REVEAL_AFTER_PX = 400;

const smooth = (win: Window): ScrollBehavior =>
  win.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/** Pages marked `[data-scroll-top-on-load]` always open at the top, even after a reload. */
export function scrollToTopOnLoad(win: Window): void {
  if (!win.document.querySelector("[data-scroll-top-on-load]") || win.location.hash) return;
  win.history.scrollRestoration = "manual";
  win.scrollTo(0, 0);
}

/** The floating back-to-top button appears once the visitor has scrolled down. */
export function initScrollTopButton(win: Window): void {
  const button = win.document.querySelector<HTMLButtonElement>("[data-scroll-top]");
  if (!button) return;
  const update = () => {
    button.hidden = win.scrollY < REVEAL_AFTER_PX;
  };
  win.addEventListener("scroll", update, { passive: true });
  update();
  button.addEventListener("click", () => {
    win.scrollTo({ top: 0, behavior: smooth(win) });
    // Keyboard users continue from the top of the page, not from the hidden button.
    win.document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
  });
}
