/**
 * `<details name>` already keeps one answer open in current browsers; in older ones, opening
 * an answer closes the others of its group here.
 */
export function initAccordions(doc: Document): void {
  for (const group of doc.querySelectorAll<HTMLElement>("[data-accordion]")) {
    const items = [...group.querySelectorAll<HTMLDetailsElement>("details")];
    for (const item of items) {
      item.addEventListener("toggle", () => {
        if (!item.open) return;
        for (const other of items) if (other !== item && other.open) other.open = false;
      });
    }
  }
}
