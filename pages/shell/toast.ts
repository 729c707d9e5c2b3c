import { toastDurationMs } from "../../src/content/toasts";

/**
 * A small toast for pages without React (the widgets use sonner), with the spec's defaults:
 * title and optional description, a destructive variant, a dismiss button, gone after the
 * default of `toastDurationMs` (or its own duration) unless the visitor is pointing at or focused
 * in it, at most three on screen. Errors are announced at once (role "alert"), other toasts
 * politely (role "status").
 */
const MAX_VISIBLE = 3;

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive";
  /** Milliseconds before it leaves on its own. */
  duration?: number;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  /**
   * The control the visitor just pressed: the toast must not cover it, so the visitor can try
   * again at once. Toasts come in at the top of the window when the bottom would.
   */
  avoid?: Element | undefined;
}

const overlap = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** At the bottom, or at the top when the bottom would cover `avoid` (measured before paint). */
function place(region: HTMLElement, avoid: Element | undefined): void {
  delete region.dataset.placement;
  if (!avoid) return;
  const target = avoid.getBoundingClientRect();
  if (overlap(region.getBoundingClientRect(), target)) region.dataset.placement = "top";
}

function toaster(doc: Document): HTMLElement {
  let region = doc.querySelector<HTMLElement>("[data-toaster]");
  if (!region) {
    region = doc.createElement("section");
    region.className = "toaster";
    region.dataset.toaster = "";
    region.setAttribute("aria-label", "Notifications");
    doc.body.append(region);
  }
  return region;
}

export function showToast(doc: Document, options: ToastOptions): HTMLElement {
  const region = toaster(doc);
  const destructive = options.variant === "destructive";
  const toast = doc.createElement("div");
  toast.className = destructive ? "toast toast-destructive" : "toast";
  toast.setAttribute("role", destructive ? "alert" : "status");
  const title = doc.createElement("p");
  title.className = "toast-title";
  title.textContent = options.title;
  toast.append(title);
  if (options.description) {
    const description = doc.createElement("p");
    description.className = "toast-description";
    description.textContent = options.description;
    toast.append(description);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "toast-close";
  close.setAttribute("aria-label", options.dismissLabel ?? "Close notification");
  close.textContent = "×";
  toast.append(close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    toast.remove();
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(dismiss, options.duration ?? toastDurationMs.default);
  };
  const hold = () => clearTimeout(timer);
  close.addEventListener("click", dismiss);
  toast.addEventListener("pointerenter", hold);
  toast.addEventListener("pointerleave", start);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("focusout", start);

  region.append(toast);
  while (region.children.length > MAX_VISIBLE) region.firstElementChild?.remove();
  place(region, options.avoid);
  start();
  return toast;
}
