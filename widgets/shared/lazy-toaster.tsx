import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { onDemand } from "./on-demand";

const toasterModule = onDemand(() => import("./toaster"));
const WidgetToaster = lazy(() =>
  toasterModule.load().then((module) => ({ default: module.WidgetToaster })),
);

let toasterCount = 0;

export interface LazyToaster {
  /** The toaster, once wanted; render it inside the widget. */
  element: ReactNode;
  /** The visitor turned to the widget: load and mount the toaster now, before any toast. */
  want(): void;
  /** Shows a toast on this widget's toaster, loading it first if need be. */
  show(variant: "success" | "error", title: string, options?: ToastOptions): Promise<void>;
  /** Shows the destructive toast on this widget's toaster, loading it first if need be. */
  error(title: string, options: { description: string }): Promise<void>;
}

export interface ToastOptions {
  description?: string;
  /** Milliseconds on screen; sonner's 4000 otherwise. */
  duration?: number;
}

/**
 * A widget's own sonner toaster, loaded on demand: toasts are rare (a failed send), sonner is
 * not small, and nothing of it is needed to paint the form.
 *
 * Several widgets (and several copies of one widget) can share a page and sonner's toast store
 * is global, so each widget renders its own toaster, under an id unique on the page, and sends
 * its toasts to it.
 */
export function useLazyToaster(prefix: string): LazyToaster {
  const [id] = useState(() => {
    toasterCount += 1;
    return `${prefix}-${toasterCount}`;
  });
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!ready.current) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    ready.current = { promise, resolve };
  }
  const onReady = ready.current.resolve;

  const want = useCallback(() => setWanted(true), []);
  const show = useCallback(
    async (variant: "success" | "error", title: string, options: ToastOptions = {}) => {
      setWanted(true);
      const [{ toast }] = await Promise.all([toasterModule.load(), ready.current?.promise]);
      toast[variant](title, { ...options, toasterId: id });
    },
    [id],
  );
  const error = useCallback(
    (title: string, options: { description: string }) => show("error", title, options),
    [show],
  );

  const element = wanted ? (
    <Suspense fallback={null}>
      <WidgetToaster id={id} onReady={onReady} />
    </Suspense>
  ) : null;
  return { element, want, show, error };
}
