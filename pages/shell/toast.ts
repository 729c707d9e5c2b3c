/** Spec defaults: a toast stays 4 s unless it says otherwise, and at most three show at once. */
const defaultDuration = 4000;
const maxVisible = 3;

export interface ToastOptions {
  title: string;
  description?: string;
  /** Milliseconds before it leaves on its own. */
  duration?: number;
  /** Errors are announced at once (role "alert"); other toasts politely. */
  variant?: "default" | "destructive";
}

function toaster(doc: Document): HTMLOListElement {
  const existing = doc.querySelector<HTMLOListElement>("[data-toaster]");
  if (existing) return existing;
  const region = doc.createElement("section");
  region.className = "toaster";
  region.setAttribute("aria-label", "Notifications");
  const list = doc.createElement("ol");
  list.dataset.toaster = "";
  region.append(list);
  doc.body.append(region);
  return list;
}

/** A page toast with a title, an optional description and a close button. */
export function showToast(doc: Document, options: ToastOptions): HTMLElement {
  const list = toaster(doc);
  const toast = doc.createElement("li");
  toast.className = options.variant === "destructive" ? "toast toast-destructive" : "toast";
  toast.setAttribute("role", options.variant === "destructive" ? "alert" : "status");
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
  close.setAttribute("aria-label", "Close notification");
  close.textContent = "×";
  toast.append(close);
  const dismiss = () => toast.remove();
  close.addEventListener("click", dismiss);
  setTimeout(dismiss, options.duration ?? defaultDuration);
  list.append(toast);
  while (list.children.length > maxVisible) list.firstElementChild?.remove();
  return toast;
}
