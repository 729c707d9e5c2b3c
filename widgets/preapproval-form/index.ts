import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { preApprovalForm } from "./declaration";
import { preApprovalFormOptions } from "./options";
import { PreApprovalFormWidget } from "./preapproval-form";

declare global {
  interface HTMLElementTagNameMap {
    "preapproval-form": HTMLElement;
  }
  interface WidgetEventMap extends EventMapOf<typeof preApprovalForm> {}
}

defineElement(preApprovalForm.tag, PreApprovalFormWidget, preApprovalFormOptions);
