const smooth = (win: Window): ScrollBehavior =>
  win.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/** Shows each carousel's previous and next buttons and moves the row by one card per press. */
export function initCarousels(win: Window): void {
  for (const carousel of win.document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const track = carousel.querySelector<HTMLElement>(".carousel-track");
    const controls = carousel.querySelector<HTMLElement>("[data-carousel-controls]");
    if (!track || !controls) continue;
    controls.hidden = false;
    for (const button of controls.querySelectorAll<HTMLButtonElement>("[data-carousel-step]")) {
      button.addEventListener("click", () => {
        const card = track.firstElementChild as HTMLElement | null;
        const gap = Number.parseFloat(win.getComputedStyle(track).columnGap) || 0;
        const step = (card?.offsetWidth ?? track.clientWidth) + gap;
        const direction = Number(button.dataset.carouselStep);
        track.scrollBy({ left: direction * step, behavior: smooth(win) });
      });
    }
  }
}
