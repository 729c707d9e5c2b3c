import { kindsOf } from "../shared/element/declaration";
import type { DefineElementOptions } from "../shared/element/define-element";
import { formLayoutPrimitive } from "../shared/form/form-layout";
import { buttonPrimitive } from "../shared/ui/button";
import { fieldPrimitive } from "../shared/ui/field";
import { resourceDownload } from "./declaration";
import type { ResourceDownloadElementProps } from "./resource-download";
import resourceDownloadCss from "./resource-download.css?inline";

/** How `<resource-download>` is defined; the element and the first-view pre-renderer both read it. */
export const resourceDownloadOptions: DefineElementOptions<ResourceDownloadElementProps> = {
  props: kindsOf(resourceDownload.attributes),
  primitives: [buttonPrimitive, fieldPrimitive, formLayoutPrimitive],
  styles: [resourceDownloadCss],
};
