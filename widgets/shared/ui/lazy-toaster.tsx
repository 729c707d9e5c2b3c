import { type ReactNode, useCallback, useRef, useState } from "react";
import { onDemand } from "../element/on-demand";
import { useOnDemand } from "../element/use-on-demand";

const toasterModule = onDemand(() => import("./toaster"));
type ToasterModule = Awaited<ReturnType<typeof toasterModule.load>>;

let toasterCount = 0;

export interface LazyToaster {
  /** The toaster once wanted, or the notice that stands in for it; render it in the widget. */
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
  /** Milliseconds on screen; `toastDurationMs.default` otherwise. */
  duration?: number;
}

interface Notice {
  variant: "success" | "error";
  title: string;
  description?: string;
}

/**
 * A widget's own sonner toaster, loaded on demand: toasts are rare (a failed send), sonner is
 * not small, and nothing of it is needed to paint the form.
 *
 * Several widgets (and several copies of one widget) can share a page and sonner's toast store
 * is global, so each widget renders its own toaster, under an id unique on the page, and sends
 * its toasts to it.
 *
 * When the toaster cannot load (the visitor went offline after the page loaded, which is also
 * when a send fails), the message is said in the widget itself, as a notice in place, so a
 * visitor is never left without an answer; the next toast tries the toaster again.
 */
export function useLazyToaster(prefix: string): LazyToaster {
  const [id] = useState(() => {
    toasterCount += 1;
    return `${prefix}-${toasterCount}`;
  });
  const [loaded, setLoaded] = useOnDemand(toasterModule);
  const [notice, setNotice] = useState<Notice | null>(null);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!ready.current) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    ready.current = { promise, resolve };
  }
  const onReady = ready.current.resolve;

  const want = useCallback(() => {
    toasterModule.load().then(setLoaded, () => {
      // Tried again on the next toast.
    });
  }, [setLoaded]);
  const show = useCallback(
    async (variant: "success" | "error", title: string, options: ToastOptions = {}) => {
      let module: ToasterModule;
      try {
        module = await toasterModule.load();
      } catch {
        setNotice({ variant, title, description: options.description });
        return;
      }
      setLoaded(module);
      setNotice(null);
      await ready.current?.promise;
      module.toast[variant](title, { ...options, toasterId: id });
    },
    [id, setLoaded],
  );
  const error = useCallback(
    (title: string, options: { description: string }) => show("error", title, options),
    [show],
  );

  const element = (
    <>
      {loaded ? <loaded.WidgetToaster id={id} onReady={onReady} /> : null}
      {notice ? (
        <p
          className="ebw-notice"
          data-variant={notice.variant}
          role={notice.variant === "error" ? "alert" : "status"}
        >
          <strong>{notice.title}</strong>
          {notice.description ? ` ${notice.description}` : null}
        </p>
      ) : null}
    </>
  );
  return { element, want, show, error };
}
