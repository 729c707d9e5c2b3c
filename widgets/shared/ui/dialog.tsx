import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { deepActiveElement } from "../element/page-state";
import { CloseIcon } from "./close-icon";
import dialogCss from "./dialog.css?inline";
import type { Primitive } from "./primitive";

/** Declare in defineElement's `primitives` in every widget that renders a Dialog. */
export const dialogPrimitive: Primitive = { name: "dialog", css: dialogCss };

/** Why the visitor closed the dialog. */
export type DialogCloseReason = "escape" | "close-button" | "backdrop";

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when the visitor asks to close (Escape, close button, backdrop), never for `open`. */
  onOpenChange: (open: boolean, reason: DialogCloseReason) => void;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Optional line under the heading, also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Accessible label of the close button. */
  closeLabel?: string;
  /** Extra class on the <dialog>, for per-widget sizing. */
  className?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal built on the native <dialog>: `showModal()` puts it in the top layer, above any host
 * page z-index, makes the page inert and gives Escape handling for free.
 *
 * Focus goes to the first `[autofocus]` element, else the first focusable element of the
 * content, else the close button; it returns to whatever had focus before when it closes.
 * State shows as `data-state="open|closed"`. Parts: `dialog`, `panel`, `title`, `description`,
 * `body`, `close-button`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = "Close",
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const restoreFocus = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      restoreFocus.current = deepActiveElement();
      dialog.showModal();
      const target =
        dialog.querySelector<HTMLElement>("[autofocus]") ??
        dialog.querySelector<HTMLElement>(`[data-dialog-body] :is(${focusable})`) ??
        dialog.querySelector<HTMLElement>("[data-dialog-close]");
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing by unmounting must still hand focus back.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: keep the decision with the owner of `open`.
    event.preventDefault();
    onOpenChange(false, "escape");
  };

  const handleClose = () => {
    const previous = restoreFocus.current;
    restoreFocus.current = null;
    if (previous?.isConnected) previous.focus();
    // The browser may close the dialog itself (a repeated Escape ignores preventDefault).
    if (openRef.current) onOpenChange(false, "escape");
  };

  const handlePointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog box, so a click whose target is the <dialog> itself landed
    // on the ::backdrop.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) {
      onOpenChange(false, "backdrop");
    }
    pressedOnBackdrop.current = false;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is for the backdrop; Escape (cancel) is its keyboard twin
    <dialog
      ref={ref}
      className={className ? `ebw-dialog ${className}` : "ebw-dialog"}
      part="dialog"
      data-state={open ? "open" : "closed"}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClose={handleClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      <div className="ebw-dialog__panel" part="panel">
        <h2 id={titleId} className="ebw-dialog__title" part="title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="ebw-dialog__description" part="description">
            {description}
          </p>
        ) : null}
        <div className="ebw-dialog__body" part="body" data-dialog-body="">
          {children}
        </div>
        <button
          type="button"
          className="ebw-icon-button ebw-dialog__close"
          part="close-button"
          aria-label={closeLabel}
          data-dialog-close=""
          onClick={() => onOpenChange(false, "close-button")}
        >
          <CloseIcon />
        </button>
      </div>
    </dialog>
  );
}
