/**
 * The toasts of every widget on a page, stacked in one corner rather than drawn over each other.
 * Each widget has a toaster of its own (`./toaster.tsx`, in its own shadow root), all in the same
 * corner: each joins one page-wide list, kept on `globalThis` under a registered symbol so that
 * every copy of this code on the page (module and standalone builds, two versions) shares it, and
 * sits above the toasts of the toasters that joined before it. Whenever a toaster's toasts
 * change it says so to the page, and every toaster moves to its new height.
 */

/** A toaster in the list: how tall its toasts stand now (0 with none). */
export interface StackedToaster {
  extent(): number;
  /** Moves the toaster up by `offset` px. */
  place(offset: number): void;
}

const LIST = Symbol.for("ebw.toast-stack");
const CHANGED = "ebw-toast-stack-change";
/** Space between two widgets' toasts, as sonner leaves between two toasts of one toaster. */
const GAP_PX = 14;

function list(): StackedToaster[] {
  const holder = globalThis as { [LIST]?: StackedToaster[] };
  holder[LIST] ??= [];
  return holder[LIST];
}

/** How far up `toaster` sits: above the toasts of every toaster before it in the list. */
function offsetOf(toaster: StackedToaster): number {
  let offset = 0;
  for (const before of list()) {
    if (before === toaster) break;
    const extent = before.extent();
    if (extent > 0) offset += extent + GAP_PX;
  }
  return offset;
}

/** Adds `toaster` on top of the page's stack; returns what takes it out again. */
export function joinToastStack(toaster: StackedToaster): () => void {
  const place = () => toaster.place(offsetOf(toaster));
  list().push(toaster);
  document.addEventListener(CHANGED, place);
  announceToastChange();
  return () => {
    document.removeEventListener(CHANGED, place);
    const toasters = list();
    toasters.splice(toasters.indexOf(toaster), 1);
    announceToastChange();
  };
}

/** Tells every toaster on the page that one's toasts changed, once they are laid out. */
export function announceToastChange(): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => document.dispatchEvent(new Event(CHANGED))),
  );
}

/**
 * How tall a sonner toaster's toasts stand when collapsed: the front toast (sonner writes its
 * height on the list as `--front-toast-height`) and a sliver of each toast behind it, of the
 * three it shows.
 */
export function sonnerExtent(layer: ParentNode): number {
  const toaster = layer.querySelector<HTMLElement>("[data-sonner-toaster]");
  if (!toaster) return 0;
  const shown = toaster.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length;
  if (shown === 0) return 0;
  const front = Number.parseFloat(toaster.style.getPropertyValue("--front-toast-height")) || 0;
  return front + (Math.min(shown, 3) - 1) * GAP_PX;
}
