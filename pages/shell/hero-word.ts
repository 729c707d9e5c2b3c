/** Spec: the hero's highlighted word changes every 2 s and wraps. */
export const HERO_WORD_INTERVAL_MS = 2000;

/**
 * Cycles each `[data-rotating-words]` element through its words ("Home Loan|Refinance"). The
 * pause button (WCAG 2.2.2) stops and restarts it. With reduced motion the word still changes,
 * it only stops sliding in (CSS).
 */
export function initHeroWords(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>("[data-rotating-words]")) {
    const words = (element.dataset.rotatingWords ?? "").split("|").filter(Boolean);
    if (words.length < 2) continue;
    let index = Math.max(0, words.indexOf(element.textContent?.trim() ?? ""));
    const tick = () => {
      index = (index + 1) % words.length;
      element.textContent = words[index] ?? "";
      // Restart the entrance animation of the new word.
      element.classList.remove("hero-word-in");
      void element.offsetWidth;
      element.classList.add("hero-word-in");
    };
    let timer: ReturnType<typeof setInterval> | undefined = setInterval(
      tick,
      HERO_WORD_INTERVAL_MS,
    );
    const pause = element
      .closest("section")
      ?.querySelector<HTMLButtonElement>("[data-rotator-pause]");
    if (!pause) continue;
    pause.hidden = false;
    pause.addEventListener("click", () => {
      if (timer === undefined) {
        timer = setInterval(tick, HERO_WORD_INTERVAL_MS);
        pause.setAttribute("aria-pressed", "false");
      } else {
        clearInterval(timer);
        timer = undefined;
        pause.setAttribute("aria-pressed", "true");
      }
    });
  }
}
