import { resourceDownloadForm as copy } from "../../src/content/forms";
import { leadMagnets } from "../../src/content/lead-magnets";
import type { LeadMagnet } from "../../src/content/types";
import type { AttributeProps } from "../shared/element/declaration";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import type { resourceDownload } from "./declaration";
import { ResourceRequestForm } from "./resource-request-form";

/** The attributes' props, where `leadMagnet` may also be a whole lead magnet (a property). */
export type ResourceDownloadElementProps = Omit<
  AttributeProps<typeof resourceDownload>,
  "leadMagnet"
> & {
  leadMagnet?: string | LeadMagnet;
};

const isLeadMagnet = (value: unknown): value is LeadMagnet => {
  if (typeof value !== "object" || value === null) return false;
  const magnet = value as Record<string, unknown>;
  return (
    ["id", "title", "fileName", "category"].every((key) => typeof magnet[key] === "string") &&
    ["spreadsheet", "guide", "checklist"].includes(String(magnet.type))
  );
};

/** The lead magnet the element was given, or null when it names none we know. */
export function resolveLeadMagnet(value: unknown): LeadMagnet | null {
  if (typeof value === "string") {
    return leadMagnets.find((magnet) => magnet.id === value.trim()) ?? null;
  }
  return isLeadMagnet(value) ? value : null;
}

/** `<resource-download>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
export function ResourceDownloadWidget({
  container,
  leadMagnet,
  apiBase,
  redirect,
  privacyHref,
}: ResourceDownloadElementProps & WidgetProps) {
  const magnet = resolveLeadMagnet(leadMagnet);
  if (!magnet) {
    return (
      <p className="rd-unavailable" role="alert" part="unavailable">
        {copy.unknownResource}
      </p>
    );
  }
  return (
    <div className="rd ebw-card" part="root">
      <ResourceRequestForm
        key={magnet.id}
        host={hostOf(container)}
        magnet={magnet}
        apiBase={apiBase}
        redirect={redirect}
        privacyHref={privacyHref}
      />
    </div>
  );
}
