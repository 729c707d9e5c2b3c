import { defineElement } from "../shared/define-element";
import {
  type LeadFormElement,
  LeadFormWidget,
  type LeadSubmitDetail,
  leadFormMethods,
  leadFormStyles,
} from "./lead-form";

declare global {
  interface HTMLElementTagNameMap {
    "lead-form": LeadFormElement;
  }
  interface HTMLElementEventMap {
    "lead-submit": CustomEvent<LeadSubmitDetail>;
  }
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
  styles: leadFormStyles,
  methods: leadFormMethods,
});
