import { toastDurationMs } from "../../src/content/toasts";
import { showToast } from "./toast";

/**
 * After a click on the 2% page's 'Download Now' button or guide cover (links that open the
 * guide in a new tab): the thank-you toast, whose copy the page carries in data attributes.
 */
export function showGuideToast(doc: Document, link: Element): void {
  const copy = link.closest("main")?.querySelector<HTMLElement>("[data-guide-toast-title]");
  if (!copy) return;
  showToast(doc, {
    title: copy.dataset.guideToastTitle ?? "",
    description: copy.dataset.guideToastDescription,
    duration: toastDurationMs.guideOpened,
    avoid: link,
  });
}
