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
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    field.value = field.defaultValue;
    setter?.call(field, left);
    field.dispatchEvent(new Event("input", { bubbles: true }));
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
