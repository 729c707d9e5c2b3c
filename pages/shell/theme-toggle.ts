/**
 * The theme switch flips the dark class like any theme switch; the light-only guard in
 * `theme.ts` removes it again, so the page stays light whatever the visitor presses.
 */
export function initThemeToggle(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]")) {
    button.addEventListener("click", () => {
      doc.documentElement.classList.toggle("dark");
    });
  }
}
