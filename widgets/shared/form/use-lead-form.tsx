import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import {
  createSubmission,
  type LeadEndpoints,
  type LeadInput,
  type LeadPath,
  resolveApiBase,
  type Submission,
} from "../../../src/api";
import { rateLimitedMessage } from "../../../src/content/forms";
import { browserStorage } from "../../../src/site/storage";
import { countWidget } from "../../../src/tracking/funnel";
import { warnWithoutApiBase } from "../element/api-base-warning";
import { dispatch } from "../element/events";
import { type LazyToaster, useLazyToaster } from "../ui/lazy-toaster";
import { handOverBooking } from "./booking-handover";
import { formAction } from "./form-action";
import { Honeypot } from "./form-parts";
import { FormStatus, type StatusMessage } from "./form-status";
import type { LeadFormOptions, LeadFormState, StoredOutcome } from "./lead-form-options";
import { pageDeps, usePageSubmissions } from "./page-submission";
import { useBookingOffer } from "./use-booking-offer";

export type { FieldCheck, LeadFormOptions, StoredOutcome } from "./lead-form-options";

type FocusTarget<F> = { to: "status" | "submitter" | F; n: number };

/**
 * One lead form's behaviour, for every form: its values and messages (its own checks, then the
 * server's `fields`), checks on every change after the first submit, the honeypot, the
 * submission (src/api/submission.ts: attribution, outbox, one conversion per stored lead),
 * `lead-submit`, the outcome toasts and in-place messages, a 429's wait, and where the focus
 * goes after each outcome: the success message, the first field in error, or the button used.
 * The form keeps only its fields and copy.
 */
export function useLeadForm<P extends LeadPath, F extends string, L>(
  options: LeadFormOptions<P, F, L>,
) {
  const { host, path, fields } = options;
  const empty = () => Object.fromEntries(fields.map((name) => [name, ""])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>(() => {
    const start = empty();
    for (const name of fields) start[name] = options.initial?.[name] ?? "";
    return start;
  });
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<LeadFormState>("idle");
  const [limitMessage, setLimitMessage] = useState("");
  const [focus, setFocus] = useState<FocusTarget<F> | null>(null);
  const toaster: LazyToaster = useLazyToaster(options.toasterPrefix);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLElement>(null);
  const submitter = useRef<HTMLElement | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const submission = useRef<Submission<P> | null>(null);
  submission.current ??= createSubmission(
    path,
    pageDeps(host),
    (body) => latest.current.conversion?.(body) ?? null,
  );
  usePageSubmissions(host);
  const booking = useBookingOffer(resolveApiBase(options.apiBase, import.meta.url), () =>
    focusOn(fields[0] ?? "submitter"),
  );

  const focusOn = (to: FocusTarget<F>["to"]) => setFocus((last) => ({ to, n: (last?.n ?? 0) + 1 }));
  useEffect(() => {
    if (!focus) return;
    const form = formRef.current;
    const target =
      focus.to === "status"
        ? statusRef.current
        : focus.to === "submitter"
          ? submitter.current?.isConnected
            ? submitter.current
            : form?.querySelector<HTMLElement>("button[type=submit]")
          : form?.querySelector<HTMLElement>(`[name="${focus.to}"]`);
    target?.focus();
  }, [focus]);

  const limitTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(limitTimer.current), []);
  useEffect(() => warnWithoutApiBase(host.localName, latest.current.apiBase), [host]);

  const own = (messages: Record<string, string>) => {
    const found: Partial<Record<F, string>> = {};
    for (const name of fields) if (messages[name]) found[name] = messages[name];
    return found;
  };
  const firstOf = (found: Partial<Record<F, string>>) => fields.find((name) => found[name]);

  const recheck = (next: Record<F, string>) => {
    Promise.resolve()
      .then(() => latest.current.check(next))
      .then(
        (checked) => setErrors(checked.ok ? {} : own(checked.messages)),
        () => {},
      );
  };

  const change = (name: F, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setState((now) => (now === "done" || now === "failed" ? "idle" : now));
    if (attempted) recheck(next);
    // The server's word on this field no longer applies; its other messages stay.
    setServerErrors((now) => ({ ...now, [name]: undefined }));
  };

  const showFailure = (title: string, description?: string) => {
    toaster
      .show("error", title, description === undefined ? {} : { description })
      .catch((error: unknown) => console.error("A lead form's toaster failed", error));
  };

  const waitOut = (message: string, ms: number) => {
    setLimitMessage(message);
    setState("limited");
    focusOn("status");
    window.clearTimeout(limitTimer.current);
    limitTimer.current = window.setTimeout(() => {
      const status = statusRef.current;
      const root = status?.getRootNode() as Document | ShadowRoot | undefined;
      const hadFocus = status !== null && root?.activeElement === status;
      setState("idle");
      setLimitMessage("");
      if (hadFocus) focusOn("submitter");
    }, ms);
  };

  async function afterStored(outcome: StoredOutcome<P>, body: LeadEndpoints[P]["body"]) {
    const { success, onStored, apiBase } = latest.current;
    countWidget("lead", host, resolveApiBase(apiBase, import.meta.url));
    setValues(empty());
    setWebsite("");
    setAttempted(false);
    setErrors({});
    setServerErrors({});
    if (path === "/api/submit-lead" && success) booking.offer(outcome.reply, body);
    else if (path === "/api/submit-lead" && latest.current.bookingOnNextPage)
      handOverBooking(browserStorage("sessionStorage"), outcome.reply, body);
    if (path === "/api/submit-lead")
      dispatch(host, "lead-submit", {
        id: String((outcome.reply as { id?: unknown }).id),
        source: body.source ?? "",
      });
    if (success?.toast)
      void toaster.show("success", success.title, {
        ...(success.description ? { description: success.description } : {}),
        ...(success.duration ? { duration: success.duration } : {}),
      });
    const next = await onStored?.(outcome);
    setState(next === "leaving" ? "leaving" : "done");
    if (next !== "leaving") focusOn("status");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = submission.current;
    if (!current || state === "submitting" || state === "leaving" || state === "limited") return;
    submitter.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
    countWidget("attempted", host, resolveApiBase(latest.current.apiBase, import.meta.url));
    toaster.want();
    setAttempted(true);
    const { check, unchecked, toLead } = latest.current;
    let lead: L;
    try {
      const checked = await check(values);
      if (!checked.ok) {
        const found = own(checked.messages);
        setErrors(found);
        const first = firstOf(found);
        if (first) focusOn(first);
        return;
      }
      lead = checked.lead;
    } catch {
      // The checks could not load (the visitor went offline): the server's checks answer, and
      // offline the outbox keeps the lead for the next visit.
      if (!unchecked) return showFailure(latest.current.failure.title);
      lead = unchecked(values);
    }
    setErrors({});
    setServerErrors({});
    setState("submitting");
    const input = { ...toLead(lead), website } as unknown as LeadInput<P>;
    const outcome = await current.submit(
      resolveApiBase(latest.current.apiBase, import.meta.url),
      input,
    );
    const { failure } = latest.current;
    switch (outcome.kind) {
      case "busy":
        return;
      case "stored":
        try {
          await afterStored(outcome, { ...input } as LeadEndpoints[P]["body"]);
        } catch {
          setState("failed");
          showFailure(
            latest.current.unexpected ?? failure.title,
            latest.current.unexpected ? undefined : failure.description,
          );
          focusOn("submitter");
        }
        return;
      case "rate-limited":
        return waitOut(outcome.message ?? rateLimitedMessage, outcome.retryAfterMs);
      case "invalid": {
        setState("failed");
        const found = own(outcome.fields);
        const first = firstOf(found);
        setServerErrors(found);
        if (first) return focusOn(first);
        break;
      }
      default:
        setState("failed");
    }
    showFailure(failure.title, failure.description);
    focusOn("submitter");
  }

  const engage = () => {
    toaster.want();
    latest.current.onEngage?.();
  };

  const busy = state === "submitting" || state === "leaving";
  const statusMessage: (StatusMessage & { variant: "success" | "error" }) | null =
    state === "limited"
      ? { variant: "error", title: limitMessage }
      : state === "done" && options.success
        ? { variant: "success", ...options.success }
        : null;

  return {
    values,
    state,
    /** On its way, or stored with the page leaving: the form takes nothing more. */
    busy,
    /** The server asked to wait: the button stays disabled until the wait is over. */
    limited: state === "limited",
    /** The booking step is open after the thanks: the form's fields make way for it. */
    bookingOpen: state === "done" && booking.open,
    /** The props of field `name`: its value, its message and whether it is required. */
    field: (name: F) => ({
      name,
      value: values[name],
      onValueChange: (value: string) => change(name, value),
      error: errors[name] ?? serverErrors[name],
      required: options.required.includes(name),
    }),
    /** The `<form>`'s props. */
    form: {
      ref: formRef,
      method: "post",
      action: formAction(path, options.toLead),
      noValidate: true,
      "aria-busy": busy || undefined,
      onSubmit: submit,
      onFocus: engage,
      onPointerOver: engage,
    },
    /** Where the form's own success view puts the focus (instead of `status`). */
    statusRef,
    /** The honeypot, for inside the form. */
    honeypot: <Honeypot value={website} onValueChange={setWebsite} />,
    /** The outcome said in place: thanks, or the server's request to wait. */
    status: statusMessage ? (
      <>
        <FormStatus ref={statusRef} {...statusMessage} />
        {state === "done" ? booking.element : null}
      </>
    ) : null,
    toaster,
  } satisfies Record<string, unknown> & { status: ReactNode };
}
