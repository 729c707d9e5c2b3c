/** Copyright years are pre-rendered with the build year; a visitor always sees the current one. */
export function updateCurrentYear(doc: Document, now: Date): void {
  const year = String(now.getFullYear());
  for (const element of doc.querySelectorAll<HTMLElement>("[data-current-year]")) {
    if (element.textContent !== year) element.textContent = year;
  }
}
