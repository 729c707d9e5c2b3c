/**
 * Replays, as ordinary input, what a visitor changed in a pre-rendered widget before it was
 * hydrated. Hydration keeps the fields' current values on screen, but the component's state
 * still holds the rendered ones and React's change tracking has already recorded what is
 * showing, so without this the figures would ignore what was typed. Every change is read first
 * (one replayed change re-renders the others' fields), then each field is put back to its
 * rendered value through its own `value` (which React tracks), set to what the visitor left
 * through the prototype's setter (which it does not) and given the event React listens for, so
 * the component's own handlers take the change as if it had just been made.
 */
type Edit = () => void;

const skipped = new Set(["button", "submit", "reset", "hidden", "file", "image"]);

function textEdit(field: HTMLInputElement | HTMLTextAreaElement): Edit | undefined {
  const left = field.value;
  if (left === field.defaultValue) return undefined;
  return () => {
    // Changed again since it was read: the visitor typed on after the takeover, and the
    // component has that already.
    if (field.value !== left && field.value !== field.defaultValue) return;
    // Through its own `value` first, so React's tracking holds the rendered value.
    field.value = field.defaultValue;
    setUntracked(field, left);
  };
}

function checkEdit(box: HTMLInputElement): Edit | undefined {
  const left = box.checked;
  if (left === box.defaultChecked) return undefined;
  return () => {
    box.checked = !left;
    box.click();
  };
}

function selectEdit(select: HTMLSelectElement): Edit | undefined {
  if ([...select.options].every((option) => option.selected === option.defaultSelected)) {
    return undefined;
  }
  const left = select.value;
  const rendered = [...select.options].find((option) => option.defaultSelected)?.value;
  return () => {
    if (select.value !== left && select.value !== rendered) return;
    select.value = left;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };
}

function editOf(field: Element): Edit | undefined {
  if (field instanceof HTMLSelectElement) return selectEdit(field);
  if (field instanceof HTMLTextAreaElement) return textEdit(field);
  if (!(field instanceof HTMLInputElement) || skipped.has(field.type)) return undefined;
  return field.type === "checkbox" || field.type === "radio" ? checkEdit(field) : textEdit(field);
}

/**
 * Reads every field of `root` whose value differs from the one it was rendered with, and
 * returns what replays those changes (it holds what was read, so a field reset in between is
 * still put back to what the visitor left).
 */
export function captureEdits(root: ShadowRoot): () => void {
  const edits = [...root.querySelectorAll("input, textarea, select")].map(editOf);
  return () => {
    for (const edit of edits) edit?.();
  };
}

const fieldsOf = (nodes: readonly Node[]): Element[] =>
  nodes.flatMap((node) =>
    node instanceof Element ? [...node.querySelectorAll("input, textarea, select")] : [],
  );

/** The field of `to` that stands for `field`: the same name (and value, for a radio button). */
function twinOf(field: Element, to: ParentNode): Element | null {
  const name = field.getAttribute("name");
  if (!name) return null;
  const radio = field instanceof HTMLInputElement && field.type === "radio";
  const value = radio ? `[value="${CSS.escape(field.value)}"]` : "";
  return to.querySelector(`[name="${CSS.escape(name)}"]${value}`);
}

/**
 * Gives what a visitor left in the fields of `from` (markup on its way out) to the same-named
 * fields of `to`, as ordinary input the component there takes as if it had been typed.
 */
export function carryEdits(from: readonly Node[], to: ParentNode): void {
  for (const field of fieldsOf(from)) {
    const twin = twinOf(field, to);
    if (field instanceof HTMLSelectElement && twin instanceof HTMLSelectElement) {
      if (twin.value === field.value) continue;
      twin.value = field.value;
      twin.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (field instanceof HTMLInputElement && twin instanceof HTMLInputElement) {
      if (skipped.has(field.type)) continue;
      if (field.type === "checkbox" || field.type === "radio") {
        if (twin.checked !== field.checked) twin.click();
        continue;
      }
      if (twin.value === field.value) continue;
      setUntracked(twin, field.value);
    } else if (field instanceof HTMLTextAreaElement && twin instanceof HTMLTextAreaElement) {
      if (twin.value !== field.value) setUntracked(twin, field.value);
    }
  }
}

/** Sets a field's value past React's tracking of it and says so, as a keystroke would. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Where the focus is in `from`, to be put on the same field in `to` (caret and all). */
export function carryFocus(root: ShadowRoot, from: readonly Node[]): (to: ParentNode) => void {
  const active = root.activeElement;
  if (!active || !from.some((node) => node.contains(active))) return () => {};
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? [active.selectionStart, active.selectionEnd]
      : null;
  return (to) => {
    const twin = twinOf(active, to);
    if (!(twin instanceof HTMLElement)) return;
    twin.focus();
    const [start, end] = selection ?? [];
    if (
      (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) &&
      typeof start === "number" &&
      typeof end === "number"
    ) {
      try {
        twin.setSelectionRange(start, end);
      } catch {
        // Fields without a caret (e-mail, number) keep the browser's.
      }
    }
  };
}
