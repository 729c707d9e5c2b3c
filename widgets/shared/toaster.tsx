import { useLayoutEffect, useRef, useState } from "react";
import { Toaster, type ToasterProps, toast, useSonner } from "sonner";
import sonnerCss from "sonner/dist/styles.css?inline";
import type { Primitive } from "./primitive";
import toasterCss from "./toaster.css?inline";

export { toast };

/** Declare in defineElement's `primitives` in every widget that renders a WidgetToaster. */
export const toasterPrimitive: Primitive = { name: "toaster", css: `${sonnerCss}\n${toasterCss}` };

let toasterCount = 0;

/**
 * A toaster id unique on the page. Several widgets (and several copies of one widget) can share
 * a page and sonner's toast store is global, so each widget renders its own toaster and sends
 * its toasts to it: `toast.error(title, { description, toasterId })`.
 */
export function useToasterId(prefix: string): string {
  const [id] = useState(() => {
    toasterCount += 1;
    return `${prefix}-${toasterCount}`;
  });
  return id;
}

export interface WidgetToasterProps extends Omit<ToasterProps, "id"> {
  /** From useToasterId(); toasts reach this toaster only when given the same `toasterId`. */
  id: string;
}

const supportsPopover = (): boolean =>
  typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

/**
 * sonner's <Toaster> rendered inside the widget's shadow root, with sonner's defaults (4000 ms,
 * 3 visible, 14 px gap, 356 px wide), a light theme and rich colours, so the destructive variant
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
  ...rest
}: WidgetToasterProps) {
  const layer = useRef<HTMLDivElement>(null);
  const { toasts } = useSonner();
  const mine = toasts.filter((item) => item.toasterId === id).length;
  const popover = supportsPopover();

  // Open from the start so sonner measures toasts in a rendered layer; re-opened (which moves
  // it to the top of the top layer) whenever a toast arrives.
  const shown = useRef(0);
  useLayoutEffect(() => {
    const element = layer.current;
    if (!popover || !element) return;
    const isOpen = element.matches(":popover-open");
    if (isOpen && mine > shown.current) element.hidePopover();
    if (!element.matches(":popover-open")) element.showPopover();
    shown.current = mine;
  }, [mine, popover]);

  return (
    <div
      ref={layer}
      className="ebw-toaster-layer"
      part="toaster"
      // Always written (a browser without popovers ignores it), so markup pre-rendered on a
      // server, where support cannot be known, matches the browser's.
      popover="manual"
    >
      <Toaster id={id} position={position} theme="light" richColors={richColors} {...rest} />
    </div>
  );
}
