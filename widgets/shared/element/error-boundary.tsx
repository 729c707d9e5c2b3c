import { Component, type ReactNode } from "react";
import { dispatch } from "./events";
import { WidgetFallback } from "./widget-fallback";

/** What `widget-error` carries: which element stopped working, and why. */
export interface WidgetErrorDetail {
  tag: string;
  message: string;
}

/** Elements whose widget threw: they keep the alternative even if re-attached to the page. */
const failed = new WeakSet<Element>();

interface WidgetErrorBoundaryProps {
  host: HTMLElement;
  children?: ReactNode;
}

/**
 * Shows the phone-and-e-mail alternative in place of a widget whose code threw, and tells the
 * page once with `widget-error`. React itself logs the caught error (`console.error`, its
 * default for caught errors, as r2wc creates the root without options), so this boundary does
 * not log it a second time; remembering the failed element keeps a re-attached element from
 * running the broken code, and logging, again.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: failed.has(this.props.host) };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const { host } = this.props;
    if (failed.has(host)) return;
    failed.add(host);
    const message = error instanceof Error ? error.message : String(error);
    dispatch(host, "widget-error", { tag: host.localName, message });
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetFallback /> : this.props.children;
  }
}
