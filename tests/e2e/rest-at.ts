import type { Page } from "@playwright/test";

/**
 * Scrolls to `top` (pixels, kept within the page, or the middle or bottom of the page) and waits
 * until the page is at rest: scrolling ended, the movements it started (transitions) finished.
 */
export async function restAt(page: Page, top: number | "top" | "middle" | "bottom"): Promise<void> {
  await page.evaluate(async (top) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const target =
      top === "top"
        ? 0
        : top === "middle"
          ? Math.round(end / 2)
          : top === "bottom"
            ? end
            : Math.max(0, Math.min(top, end));
    if (Math.abs(window.scrollY - target) >= 1) {
      const ended = new Promise((resolve) =>
        window.addEventListener("scrollend", resolve, { once: true }),
      );
      window.scrollTo({ top: target, behavior: "instant" });
      await ended;
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    // The movements started by the scroll, not endless decorations.
    const moves = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(moves.map((animation) => animation.finished));
  }, top);
}
