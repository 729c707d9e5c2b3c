import { type Ref, useState } from "react";
import { resolveApiBase } from "../../src/api";
import { resourceDownloadForm as copy, RESOURCE_REDIRECT_MS } from "../../src/content/forms";
import { resourceSource } from "../../src/content/lead-sources";
import type { LeadMagnet } from "../../src/content/types";
import { resourceRequestSchema } from "../../src/schemas/forms";
import { navigationTarget } from "../../src/site/links";
import { downloadUrl, startDownload } from "../../src/site/start-download";
import { dispatch } from "../shared/element/events";
import { onForeignPage } from "../shared/element/widget-origin";
import { CollectionNotice, RequiredLegend, SubmitButton } from "../shared/form/form-parts";
import { schemaCheck } from "../shared/form/schema-check";
import { type StoredOutcome, useLeadForm } from "../shared/form/use-lead-form";
import { Button } from "../shared/ui/button";
import { Field } from "../shared/ui/field";
import { askedBefore, rememberAsked } from "./asked-before";

export const DEFAULT_REDIRECT = "/thank-you-download";

const fields = ["email", "name"] as const;
type FieldName = (typeof fields)[number];
const checkRequest = schemaCheck(resourceRequestSchema);

interface ResourceRequestFormProps {
  host: HTMLElement;
  magnet: LeadMagnet;
  apiBase?: string | undefined;
  redirect?: string | undefined;
  privacyHref?: string | undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The resource request form for one resource: e-mail required, name optional (at least 2 characters
 * if given), checked with `resourceRequestSchema`, sent to `/api/collect-lead` by `useLeadForm`. A
 * first request from this browser reports `Lead` once, when the server stores it; a browser that
 * asked before (`asked-before.ts`, "Welcome back!") and "Download Again" report nothing. Fields and button are disabled while it is on its way ("Processing..."), and stay
 * so while the page leaves for the thank-you page.
 */
export function ResourceRequestForm({
  host,
  magnet,
  apiBase,
  redirect,
  privacyHref,
}: ResourceRequestFormProps) {
  const [downloaded, setDownloaded] = useState(false);
  // With no redirect, another site's page keeps the visitor and downloads in place: our
  // thank-you page is no page of theirs.
  const stayOnPage = redirect?.trim() ? redirect.trim().toLowerCase() === "none" : onForeignPage();
  const base = resolveApiBase(apiBase, import.meta.url);

  const onStored = async ({
    reply,
    handedOver,
  }: StoredOutcome<"/api/collect-lead">): Promise<"leaving" | undefined> => {
    if ((reply as { ok?: unknown }).ok !== true)
      throw new Error("collect-lead answered without ok");
    const isExisting = askedBefore();
    rememberAsked();
    const shownToast = isExisting ? copy.returningContactToast : copy.newContactToast;
    const toasted = lead.toaster.show("success", shownToast.title, {
      description: shownToast.description,
    });
    dispatch(host, "download-start", {
      leadMagnet: magnet.id,
      fileName: magnet.fileName,
      isExisting,
    });
    if (stayOnPage) {
      setDownloaded(true);
      download();
      return undefined;
    }
    const target = navigationTarget(redirect, DEFAULT_REDIRECT, document.baseURI);
    target.searchParams.set("file", magnet.fileName);
    // The toast is on screen for the whole second before the page leaves, however long the
    // toaster took to load.
    const read = toasted.catch(() => {}).then(() => wait(RESOURCE_REDIRECT_MS));
    void Promise.all([handedOver, read]).then(() => window.location.assign(target.href));
    return "leaving";
  };

  const lead = useLeadForm({
    host,
    path: "/api/collect-lead",
    apiBase,
    toasterPrefix: "resource-download",
    fields,
    required: ["email"],
    check: checkRequest,
    toLead: (checked) => ({
      ...checked,
      source: resourceSource(magnet.type),
      leadMagnet: magnet.id,
    }),
    // A browser that asked before reports no second Lead: the visitor is no new lead.
    conversion: () =>
      askedBefore()
        ? null
        : {
            name: "Lead",
            params: {
              content_name: magnet.title,
              content_category: magnet.category,
              value: 1,
              currency: "USD",
            },
          },
    failure: copy.failureToast,
    unexpected: copy.unexpectedFailure,
    onStored,
  });
  const download = () =>
    startDownload(magnet, base, (title) => void lead.toaster.show("success", title));
  const field = (name: FieldName) => ({
    ...lead.field(name),
    label: copy.labels[name],
    placeholder: copy.placeholders[name],
    disabled: lead.busy,
  });

  return (
    <>
      {downloaded ? (
        <div className="rd-done" part="downloaded" data-state="downloaded">
          <p
            ref={lead.statusRef as Ref<HTMLParagraphElement>}
            className="rd-done-text"
            role="status"
            tabIndex={-1}
          >
            {copy.downloadedHeading}
          </p>
          <p className="rd-fallback" part="download-link">
            {copy.downloadFallback.before}
            <a href={downloadUrl(magnet, base)} download={magnet.fileName}>
              {copy.downloadFallback.link}
            </a>
            {copy.downloadFallback.after}
          </p>
          <Button variant="accent" block part="download-again" onClick={download}>
            {copy.downloadAgain}
          </Button>
        </div>
      ) : (
        <form
          className="rd-form"
          part="form"
          aria-label={magnet.title}
          data-state={lead.busy ? "submitting" : "idle"}
          {...lead.form}
        >
          {lead.status}
          <RequiredLegend />
          <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
          <Field {...field("name")} autoComplete="name" />
          {lead.honeypot}
          <SubmitButton lead={lead} copy={copy} spaced={false} />
          <CollectionNotice notice={copy.notice} privacyHref={privacyHref} />
        </form>
      )}
      {lead.toaster.element}
    </>
  );
}
