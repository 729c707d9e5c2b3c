import { useEffect, useLayoutEffect, useRef } from "react";
import { Toaster, type ToasterProps, toast, useSonner } from "sonner";
import sonnerCss from "sonner/dist/styles.css?inline";
import { toastDurationMs } from "../../../src/content/toasts";
import { adoptInto, adoptsSheets, type Stylesheet } from "../element/stylesheet";
import { announceToastChange, joinToastStack, sonnerExtent } from "./toast-stack";
import toasterCss from "./toaster.css?inline";

export { toast };

// Rendered with the toaster rather than declared as a primitive: this module (sonner and its
// stylesheet) loads on demand, after the widget's own stylesheet is in place.
const css = `${sonnerCss}\n${toasterCss}`;

// Adopted as a constructed stylesheet by the shadow root (or document) holding the toaster.
const styles: Stylesheet = { css };

export interface WidgetToasterProps extends Omit<ToasterProps, "id"> {
  /** Toasts reach this toaster only when given the same `toasterId`. */
  id: string;
  /** Called once sonner listens for toasts: one sent before that would be lost. */
  onReady?: () => void;
}

const supportsPopover = (): boolean =>
  typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

/**
 * sonner's <Toaster> rendered inside the widget's shadow root, with the site's default duration
 * (`toastDurationMs`) and sonner's other defaults (3 visible, 14 px gap, 356 px wide), a light theme and rich colours, so the destructive variant
 * `toast.error(title, { description, toasterId })` is red and `toast.success` green.
 *
 * The toaster sits in a transparent manual popover, raised to the top of the top layer whenever
 * a toast arrives, so a toast is visible above an open modal <dialog> and is not clipped by
 * transforms on the host page.
 */
export function WidgetToaster({
  id,
  position = "bottom-right",
  richColors = true,
  onReady,
  ...rest
}: WidgetToasterProps) {
  const layer = useRef<HTMLDivElement>(null);
  const { toasts } = useSonner();
  const mine = toasts.filter((item) => item.toasterId === id).length;
  const popover = supportsPopover();

  useLayoutEffect(() => {
    if (layer.current) adoptInto(layer.current.getRootNode() as ShadowRoot | Document, styles);
  }, []);

  // Open from the start so sonner measures toasts in a rendered layer; re-opened (which moves
  // it to the top of the top layer) whenever a toast arrives.
  const shown = useRef(0);
  useLayoutEffect(() => {
    const element = layer.current;
    if (mine !== shown.current) announceToastChange();
    // A widget the page has taken out (to move it, or for good) has no top layer to show in.
    if (!popover || !element?.isConnected) return;
    const isOpen = element.matches(":popover-open");
    if (isOpen && mine > shown.current) element.hidePopover();
    if (!element.matches(":popover-open")) element.showPopover();
    shown.current = mine;
  }, [mine, popover]);

  // Stacked with the other widgets' toasters on the page (`./toast-stack.ts`): raised above
  // their toasts, through a custom property (CSSOM, which a strict policy allows).
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    return joinToastStack({
      extent: () => sonnerExtent(element),
      place: (offset) => element.style.setProperty("--_toast-stack", `${offset}px`),
    });
  }, []);

  // Effects run children first, so sonner's <Toaster> subscribed before this.
  useEffect(() => onReady?.(), [onReady]);

  return (
    <div
      ref={layer}
      className="ebw-toaster-layer"
      part="toaster"
      // Always written (a browser without popovers ignores it), so markup pre-rendered on a
      // server, where support cannot be known, matches the browser's.
      popover="manual"
    >
      {adoptsSheets ? null : <style>{css}</style>}
      <Toaster
        id={id}
        position={position}
        theme="light"
        richColors={richColors}
        duration={toastDurationMs.default}
        {...rest}
      />
    </div>
  );
}
