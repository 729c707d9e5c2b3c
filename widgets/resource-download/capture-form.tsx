import { type FormEvent, useRef, useState } from "react";
import { resolveApiBase } from "../../src/api";
import { resourceDownloadForm as copy, RESOURCE_REDIRECT_MS } from "../../src/content/forms";
import { resourceSource } from "../../src/content/lead-sources";
import type { LeadMagnet } from "../../src/content/types";
import { fieldErrors } from "../../src/schemas/errors";
import { resourceLeadSchema } from "../../src/schemas/forms";
import { navigationTarget } from "../../src/site/links";
import { getAttribution } from "../../src/tracking";
import { dispatch } from "../shared/events";
import { Field } from "../shared/field";
import { CollectionNotice, Honeypot } from "../shared/form-parts";
import { useLazyToaster } from "../shared/lazy-toaster";
import { useSubmission } from "../shared/use-submission";
import { startDownload } from "./start-download";

export const DEFAULT_REDIRECT = "/thank-you-download";

type FieldName = "email" | "name";
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;
const emptyValues: Values = { email: "", name: "" };

function ownFields(messages: Record<string, string>): Errors {
  const errors: Errors = {};
  if (messages.email) errors.email = messages.email;
  if (messages.name) errors.name = messages.name;
  return errors;
}

function validate(values: Values): Errors {
  const parsed = resourceLeadSchema.safeParse(values);
  return parsed.success ? {} : ownFields(fieldErrors(parsed.error));
}

/** `idle` and `submitting` as the spec says; then leaving for the thank-you page, or downloaded. */
type Stage = "form" | "leaving" | "downloaded";

interface CaptureFormProps {
  host: HTMLElement;
  magnet: LeadMagnet;
  apiBase?: string | undefined;
  redirect?: string | undefined;
  privacyHref?: string | undefined;
}

/**
 * The e-mail capture for one resource: e-mail required, name optional (at least 2 characters if
 * given), checked with `resourceLeadSchema` on submit and as the visitor corrects it, sent to
 * `/api/collect-lead` through the shared submission. Fields and button are disabled while it is
 * on its way ("Processing..."), and stay so while the page leaves for the thank-you page.
 */
export function CaptureForm({ host, magnet, apiBase, redirect, privacyHref }: CaptureFormProps) {
  const toaster = useLazyToaster("resource-download");
  const downloadStarted = (title: string) => void toaster.show("success", title);
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [stage, setStage] = useState<Stage>("form");
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useSubmission({ host, path: "/api/collect-lead", apiBase });
  const busy = submission.state === "submitting" || stage === "leaving";
  const shown: Errors = { ...ownFields(submission.serverErrors), ...errors };
  const stayOnPage = redirect?.trim().toLowerCase() === "none";
  const base = resolveApiBase(apiBase, import.meta.url);

  const change = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    submission.reset();
    if (attempted) setErrors(validate(next));
  };

  async function send(body: Values) {
    const outcome = await submission.submit({
      ...body,
      source: resourceSource(magnet.type),
      leadMagnet: magnet.id,
      attribution: getAttribution(),
      website,
    });
    if (outcome.kind === "busy") return;
    if (outcome.kind !== "stored") {
      void toaster.error(copy.failureToast.title, { description: copy.failureToast.description });
      return;
    }
    const { isExisting } = outcome.reply;
    if (typeof isExisting !== "boolean")
      throw new Error("collect-lead answered without isExisting");
    const shownToast = isExisting ? copy.returningContactToast : copy.newContactToast;
    void toaster.show("success", shownToast.title, { description: shownToast.description });
    dispatch(host, "resource-download", {
      leadMagnet: magnet.id,
      fileName: magnet.fileName,
      isExisting,
    });
    if (stayOnPage) {
      setStage("downloaded");
      startDownload(magnet, base, downloadStarted);
      return;
    }
    setStage("leaving");
    const target = navigationTarget(redirect, DEFAULT_REDIRECT, document.baseURI);
    target.searchParams.set("file", magnet.fileName);
    window.setTimeout(() => window.location.assign(target.href), RESOURCE_REDIRECT_MS);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const parsed = resourceLeadSchema.safeParse(values);
    if (!parsed.success) {
      const found = validate(values);
      setErrors(found);
      const first = (["email", "name"] as const).find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      await send(parsed.data);
    } catch {
      setStage("form");
      void toaster.show("error", copy.unexpectedFailure);
    }
  }

  return (
    <>
      {stage === "downloaded" ? (
        <div className="rd-done" part="downloaded" data-state="downloaded">
          <p className="rd-done-text" role="status">
            {copy.downloadedHeading}
          </p>
          <button
            type="button"
            className="ebw-button"
            data-variant="accent"
            data-block=""
            part="download-again"
            onClick={() => startDownload(magnet, base, downloadStarted)}
          >
            {copy.downloadAgain}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          className="rd-form"
          part="form"
          noValidate
          aria-label={magnet.title}
          aria-busy={busy || undefined}
          data-state={busy ? "submitting" : "idle"}
          onSubmit={submit}
        >
          <Field
            name="email"
            label={copy.labels.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={copy.placeholders.email}
            required
            disabled={busy}
            value={values.email}
            onValueChange={(value) => change("email", value)}
            error={shown.email}
          />
          <Field
            name="name"
            label={copy.labels.name}
            autoComplete="name"
            placeholder={copy.placeholders.name}
            disabled={busy}
            value={values.name}
            onValueChange={(value) => change("name", value)}
            error={shown.name}
          />
          <Honeypot value={website} onValueChange={setWebsite} />
          <button
            type="submit"
            className="ebw-button"
            data-variant="accent"
            data-size="lg"
            data-block=""
            part="submit-button"
            disabled={busy}
          >
            {busy ? copy.submitting : copy.submit}
          </button>
          <CollectionNotice className="rd-notice" notice={copy.notice} privacyHref={privacyHref} />
        </form>
      )}
      {toaster.element}
    </>
  );
}
