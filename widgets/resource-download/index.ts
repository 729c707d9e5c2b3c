import type { LeadMagnet } from "../../src/content/types";
import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import { resourceDownloadOptions } from "./options";
import { ResourceDownloadWidget } from "./resource-download";

/** What `download-start` carries. */
export interface ResourceDownloadDetail {
  /** The resource's id. */
  leadMagnet: string;
  fileName: string;
  /**
   * True when this browser asked for a resource before ("Welcome back!"). The server never says
   * whether an e-mail is known.
   */
  isExisting: boolean;
}

/** The element: `leadMagnet` is the `lead-magnet` attribute, or a whole lead magnet. */
export interface ResourceDownloadElement extends HTMLElement {
  leadMagnet: string | LeadMagnet | undefined;
  apiBase: string | undefined;
  redirect: string | undefined;
  privacyHref: string | undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    "resource-download": ResourceDownloadElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface ResourceDownloadEventMap {
    "download-start": CustomEvent<ResourceDownloadDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends ResourceDownloadEventMap {}
  interface DocumentEventMap extends ResourceDownloadEventMap {}
  interface WindowEventMap extends ResourceDownloadEventMap {}
}

defineElement("resource-download", ResourceDownloadWidget, resourceDownloadOptions);
