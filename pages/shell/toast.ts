/**
 * A small toast for pages without React (the widgets use sonner): title and description, a
 * destructive variant, a dismiss button, gone after 4 s unless the visitor is pointing at or
 * focused in it, at most three on screen. Announced to screen readers as an alert.
 */
const DURATION_MS = 4000;
const MAX_VISIBLE = 3;

export interface ToastOptions {
  title: string;
  description: string;
  variant?: "default" | "destructive";
  dismissLabel: string;
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
  const toast = doc.createElement("div");
  toast.className = `toast toast-${options.variant ?? "default"}`;
  toast.setAttribute("role", "alert");
  const title = doc.createElement("p");
  title.className = "toast-title";
  title.textContent = options.title;
  const description = doc.createElement("p");
  description.className = "toast-description";
  description.textContent = options.description;
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "toast-close";
  close.setAttribute("aria-label", options.dismissLabel);
  close.textContent = "×";
  toast.append(title, description, close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    toast.remove();
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(dismiss, DURATION_MS);
  };
  const hold = () => clearTimeout(timer);
  close.addEventListener("click", dismiss);
  toast.addEventListener("pointerenter", hold);
  toast.addEventListener("pointerleave", start);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("focusout", start);

  region.append(toast);
  while (region.children.length > MAX_VISIBLE) region.firstElementChild?.remove();
  start();
  return toast;
}
