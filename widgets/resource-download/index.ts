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
  interface WidgetEventMap extends EventMapOf<typeof resourceDownload> {}
}

defineElement(resourceDownload.tag, ResourceDownloadWidget, resourceDownloadOptions);
