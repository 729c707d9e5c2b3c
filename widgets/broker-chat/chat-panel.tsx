import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { resolveApiBase } from "../../src/api/client";
import { siteConfig } from "../../src/config";
import { chatCopy } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import { warnWithoutApiBase } from "../shared/element/api-base-warning";
import baseCss from "../shared/element/base.css?inline";
import { WidgetErrorBoundary } from "../shared/element/error-boundary";
import { dispatch } from "../shared/element/events";
import { type Stylesheet, styleInto } from "../shared/element/stylesheet";
import { formLayoutPrimitive } from "../shared/form/form-layout";
import buttonCss from "../shared/ui/button.css?inline";
import { CloseIcon } from "../shared/ui/close-icon";
import { fieldPrimitive } from "../shared/ui/field";
import panelCss from "./chat-panel.css?inline";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { useChat } from "./use-chat";

export interface ChatPanelProps {
  host: HTMLElement;
  open: boolean;
  /** What caused this render: the visitor (focus moves in), a restore on a new page, an update. */
  openedBy: "visitor" | "restore" | "update";
  /** The `api-base` attribute. */
  apiBase: string | null;
  onClose: () => void;
}

/** Follows the visible part of the screen, which shrinks when the on-screen keyboard opens. */
function useVisualViewport(panel: React.RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!open || !viewport) return;
    const update = () => {
      const element = panel.current;
      if (!element) return;
      // In the panel's own pixels: a page's `zoom` multiplies every length the panel is given.
      const zoom = element.currentCSSZoom || 1;
      element.style.setProperty("--_vv-height", `${viewport.height / zoom}px`);
      element.style.setProperty("--_vv-top", `${viewport.offsetTop / zoom}px`);
    };
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, [panel, open]);
}

function ChatPanel({ host, open, openedBy, apiBase, onClose }: ChatPanelProps) {
  const base = resolveApiBase(apiBase, import.meta.url);
  useEffect(() => warnWithoutApiBase(host.localName, apiBase), [host, apiBase]);
  const { messages, streaming, announcement, pausedUntil, send, callbackSent } = useChat(
    host,
    base,
  );
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const waiting = streaming !== undefined;
  useVisualViewport(panel, open);

  // A layout effect: focus must be in the panel by the time the visitor can type.
  useLayoutEffect(() => {
    if (!open || openedBy !== "visitor") return;
    input.current?.focus();
    dispatch(host, "chat-open", {});
  }, [open, openedBy, host]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <section
      ref={panel}
      className="panel"
      part="panel"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      data-state={open ? "open" : "closed"}
      onKeyDown={onKeyDown}
    >
      {/* Not a <header>: inside the dialog that would be a second banner landmark of the page. */}
      <div className="header" part="header">
        <div>
          <h2 id={titleId} className="title">
            {fillTemplate(chatCopy.title, siteConfig)}
          </h2>
          <p className="subtitle">{chatCopy.subtitle}</p>
        </div>
        <button type="button" className="close" aria-label={chatCopy.closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <MessageList
        messages={messages}
        streaming={streaming}
        scheduleHref={`${base}${chatCopy.scheduleCallPath}`}
        callback={{ host, apiBase: base, onSent: callbackSent }}
      />
      <div className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>
      <Composer input={input} onSend={send} waiting={waiting} pausedUntil={pausedUntil} />
    </section>
  );
}

const panelStyles: Stylesheet = {
  css: [baseCss, buttonCss, fieldPrimitive.css, formLayoutPrimitive.css, panelCss].join("\n"),
};
const roots = new WeakMap<Element, Root>();

/** Renders (or re-renders) the panel into `slot`, a node inside the element's shadow root. */
export function renderChatPanel(slot: HTMLElement, props: ChatPanelProps): void {
  let root = roots.get(slot);
  if (!root) {
    styleInto(slot.getRootNode() as ShadowRoot, panelStyles);
    root = createRoot(slot);
    roots.set(slot, root);
  }
  // As every widget: a panel whose code throws leaves the visitor the phone and e-mail.
  const host = (slot.getRootNode() as ShadowRoot).host as HTMLElement;
  root.render(
    <WidgetErrorBoundary host={host}>
      <ChatPanel {...props} />
    </WidgetErrorBoundary>,
  );
}
