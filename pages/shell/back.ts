/**
 * Back buttons return to the previous page when it was on this site; otherwise their link
 * (home) is followed, so a visitor who arrived from a search result is not sent off the site.
 */
export function initBackLinks(win: Window): void {
  for (const link of win.document.querySelectorAll<HTMLAnchorElement>("[data-back]")) {
    link.addEventListener("click", (event) => {
      let cameFromHere = false;
      try {
        cameFromHere = new URL(win.document.referrer).origin === win.location.origin;
      } catch {
        cameFromHere = false;
      }
      if (!cameFromHere || win.history.length < 2) return;
      event.preventDefault();
      win.history.back();
    });
  }
}
