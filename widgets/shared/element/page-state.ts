/** What the visitor is doing on the whole page, looking into every open shadow root. */

/** The focused element, looking through shadow roots (the focus may be inside another widget). */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const notTyped = new Set(["button", "submit", "reset", "checkbox", "radio", "range", "image"]);

/** Whether the visitor is filling in a field (text, choice list or editable area) right now. */
export function isFillingInField(): boolean {
  const active = deepActiveElement();
  if (!active) return false;
  if (active instanceof HTMLInputElement) return !notTyped.has(active.type);
  return (
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    active.isContentEditable
  );
}

/** Whether a `<dialog>` is open on the page, including inside (nested) open shadow roots. */
export function isDialogOpen(root: Document | ShadowRoot = document): boolean {
  if (root.querySelector("dialog[open]")) return true;
  for (const element of root.querySelectorAll("*")) {
    if (element.shadowRoot && isDialogOpen(element.shadowRoot)) return true;
  }
  return false;
}
