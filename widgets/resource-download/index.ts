import buttonCss from "../shared/button.css?inline";
import { defineElement } from "../shared/define-element";
import { fieldStyles } from "../shared/field";
import { toasterStyles } from "../shared/toaster";
import { ResourceDownloadWidget } from "./resource-download";
import resourceDownloadCss from "./resource-download.css?inline";

/** What `resource-download` carries. */
export interface ResourceDownloadDetail {
  /** The resource's id. */
  leadMagnet: string;
  fileName: string;
  /** True when this e-mail had downloaded before ("Welcome back!"). */
  isExisting: boolean;
}

declare global {
  interface HTMLElementTagNameMap {
    "resource-download": HTMLElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface ResourceDownloadEventMap {
    "resource-download": CustomEvent<ResourceDownloadDetail>;
  }
  interface HTMLElementEventMap extends ResourceDownloadEventMap {}
  interface DocumentEventMap extends ResourceDownloadEventMap {}
  interface WindowEventMap extends ResourceDownloadEventMap {}
}

defineElement("resource-download", ResourceDownloadWidget, {
  props: {
    leadMagnet: "string",
    apiBase: "string",
    redirect: "string",
    privacyHref: "string",
  },
  styles: [buttonCss, fieldStyles, toasterStyles, resourceDownloadCss],
});
