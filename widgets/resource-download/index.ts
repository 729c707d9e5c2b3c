import type { LeadMagnet } from "../../src/content/types";
import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { resourceDownload } from "./declaration";
import { resourceDownloadOptions } from "./options";
import { ResourceDownloadWidget } from "./resource-download";

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
  interface ResourceDownloadEventMap extends EventMapOf<typeof resourceDownload> {}
  interface HTMLElementEventMap extends ResourceDownloadEventMap {}
  interface DocumentEventMap extends ResourceDownloadEventMap {}
  interface WindowEventMap extends ResourceDownloadEventMap {}
}

defineElement(resourceDownload.tag, ResourceDownloadWidget, resourceDownloadOptions);
