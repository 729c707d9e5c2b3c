import { leadFormStyles } from "../shared/debt-lead-form";
import { defineElement } from "../shared/define-element";
import type { LeadSubmitDetail } from "../shared/use-submission";
import { type LeadFormElement, LeadFormWidget, leadFormMethods } from "./lead-form";
import leadFormCss from "./lead-form.css?inline";

declare global {
  interface HTMLElementTagNameMap {
    "lead-form": LeadFormElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface LeadFormEventMap {
    "lead-submit": CustomEvent<LeadSubmitDetail>;
  }
  interface HTMLElementEventMap extends LeadFormEventMap {}
  interface DocumentEventMap extends LeadFormEventMap {}
  interface WindowEventMap extends LeadFormEventMap {}
}

defineElement("lead-form", LeadFormWidget, {
  props: {
    mode: "string",
    apiBase: "string",
    redirect: "string",
    leadSource: "string",
    privacyHref: "string",
    heading: "string",
    open: "boolean",
  },
  styles: [...leadFormStyles, leadFormCss],
  methods: leadFormMethods,
});
