/*
 * What the lead forms' element suites share (`<lead-form>`, and `<contact-form>` and
 * `<preapproval-form>` named by tag): a fake server, and ways to fill in, send and read the form
 * as a visitor would.
 */
import { addToPage, loadElement } from "./elements.js";
import { settle, waitFor } from "./waiting.js";

export { settle, waitFor };

export const failureTitle = "Error";
export const failureDescription = "There was a problem sending your message. Please try again.";

interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
  /** The page's dataLayer as it was when the request left. */
  dataLayerAtSend: unknown[];
}

/** Plays the server: each request gets the next answer; requests are recorded. */
export function fakeServer(...answers: (() => Promise<Response>)[]): { sent: Sent[] } {
  const sent: Sent[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
      dataLayerAtSend: [...((window as { dataLayer?: unknown[] }).dataLayer ?? [])],
    });
    const answer = answers[sent.length - 1] ?? answers.at(-1);
    if (!answer) throw new Error("no answer prepared");
    return answer();
  };
  return { sent };
}

export const created =
  (id = "lead-123") =>
  async () =>
    new Response(JSON.stringify({ ok: true, id }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });

/**
 * A server that answers when the test says: `fakeServer(reply.answer)`, then, once the test has
 * seen the form waiting, `reply.give(response)`.
 */
export function heldAnswer(): {
  answer: () => Promise<Response>;
  give: (response: Response) => void;
} {
  let give: (response: Response) => void = () => {};
  const answer = () => new Promise<Response>((resolve) => (give = resolve));
  return { answer, give: (response) => give(response) };
}

export const serverError = () => async () =>
  new Response(JSON.stringify({ ok: false, error: "internal" }), { status: 500 });

/** No answer at all: the request fails as `fetch` does when the network is down. */
export const unreachable = () => async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

/** The server refusing one field of the lead, with the message to show under it. */
export const refusedField = (field: string, message: string) => async () =>
  new Response(JSON.stringify({ ok: false, error: "validation", fields: { [field]: message } }), {
    status: 400,
  });

/** Defines the form widget `tag` if needed, adds one to the page and waits for its form. */
export async function mount(
  attributes: Record<string, string> = {},
  tag = "lead-form",
): Promise<HTMLElement> {
  const element = await addToPage(tag, attributes);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector("form")), "the form");
  return element;
}

export function root(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error("no shadow root");
  return element.shadowRoot;
}

export function input<T extends Element = HTMLInputElement>(element: HTMLElement, name: string): T {
  const found = root(element).querySelector<T>(`[name=${name}]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

export function submitButton(element: HTMLElement): HTMLButtonElement {
  const found = root(element).querySelector<HTMLButtonElement>("button[type=submit]");
  if (!found) throw new Error("no submit button");
  return found;
}

export function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Types `value` into the widget's field `name`, as the visitor would. */
export function typeInto(element: HTMLElement, name: string, value: string): void {
  type(input<HTMLInputElement | HTMLTextAreaElement>(element, name), value);
}

export function choose(element: HTMLElement, band: string): void {
  const select = root(element).querySelector<HTMLSelectElement>("select[name=debtAmount]");
  if (!select) throw new Error("no debt amount select");
  select.value = band;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** What the visitor of the lead-form suites answers: the fields by name. */
export const jordan: Readonly<Record<string, string>> = {
  name: "Jordan Lee",
  phone: "0400 123 456",
  debtAmount: "$10,000 - $30,000",
};

/**
 * Fills in the form's fields by name as the visitor would (typing, or choosing in a list), then
 * lets it render. Unless told other answers, fills in a `<lead-form>` as `jordan`.
 */
export async function fillIn(
  element: HTMLElement,
  answers: Readonly<Record<string, string>> = jordan,
): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    // By tag name, not `instanceof`: the form may live in a frame, with that frame's classes.
    if (input(element, name).tagName === "SELECT") {
      const list = input<HTMLSelectElement>(element, name);
      list.value = value;
      list.dispatchEvent(new Event("change", { bubbles: true }));
    } else typeInto(element, name, value);
  }
  await settle();
}

/** The visitor fills in the form (as `fillIn` does) and presses its submit button. */
export async function send(
  element: HTMLElement,
  answers: Readonly<Record<string, string>> = jordan,
): Promise<void> {
  await fillIn(element, answers);
  submitButton(element).click();
}

/** Resolves once the form shows, under its field `name`, a message (the server's, say). */
export const waitForMessage = (element: HTMLElement, name: string) =>
  waitFor(() => messageFor(element, name) !== null, `a message at ${name}`);

export function messageFor(element: HTMLElement, name: string): string | null {
  const field = root(element).querySelector(`[name=${name}]`);
  const id = field?.getAttribute("aria-describedby");
  if (!id) return null;
  return root(element).getElementById(id)?.textContent ?? null;
}

/** The names of the fields marked required to screen readers, in the order shown. */
export const requiredFields = (element: HTMLElement): (string | null)[] =>
  [...root(element).querySelectorAll("[aria-required=true]")].map((field) =>
    field.getAttribute("name"),
  );

export const outboxKey = "ebw-lead-outbox";

interface WaitingLead {
  key: string;
  apiBase: string;
  body: Record<string, unknown>;
  savedAt: number;
}

/** The leads waiting in the browser's outbox. */
export function outbox(): WaitingLead[] {
  return JSON.parse(localStorage.getItem(outboxKey) ?? "[]");
}

export function toastText(element: HTMLElement): string {
  return [...root(element).querySelectorAll("[data-sonner-toast]")]
    .map((toast) => toast.textContent)
    .join(" | ");
}

/** Resolves once a toast on the form says `text` (its title, say). */
export const waitForToast = (element: HTMLElement, text: string) =>
  waitFor(() => toastText(element).includes(text), `a toast saying "${text}"`);

/** Resolves once a `<lead-form>` that stays on the page (`redirect="none"`) thanks the visitor. */
export const waitForThanks = (element: HTMLElement) =>
  waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the thank-you");

/** Plays the Meta pixel: its calls as the page made them (`withCleanPage` removes it). */
export function recordPixel(): unknown[][] {
  const calls: unknown[][] = [];
  (window as { fbq?: unknown }).fbq = (...args: unknown[]) => calls.push(args);
  return calls;
}

const stopListening: (() => void)[] = [];

/** The events named `type` that reach the page, in order, until `withCleanPage` cleans it. */
export function heard<Detail = unknown>(type: string): CustomEvent<Detail>[] {
  const events: CustomEvent<Detail>[] = [];
  const record = (event: Event) => events.push(event as CustomEvent<Detail>);
  document.addEventListener(type, record);
  stopListening.push(() => document.removeEventListener(type, record));
  return events;
}

/**
 * The addresses the page tries to go to, each stopped so that the test page stays, until
 * `withCleanPage` cleans the page.
 */
export function stopNavigations(): string[] {
  const seen: string[] = [];
  const navigation = (window as unknown as { navigation: EventTarget }).navigation;
  const stop = (event: Event) => {
    seen.push((event as Event & { destination: { url: string } }).destination.url);
    event.preventDefault();
  };
  navigation.addEventListener("navigate", stop);
  stopListening.push(() => navigation.removeEventListener("navigate", stop));
  return seen;
}

export const originalUrl = location.href;
const realFetch = window.fetch;

/**
 * Loads the form `tag` (a lead form unless named) once; after each test, leaves the page as the
 * test found it: no form, no waiting lead, no tags or tag manager, no listener of `heard` or
 * `stopNavigations`, the real fetch and the page's own address.
 */
export function withCleanPage(tag = "lead-form"): void {
  before(async () => {
    await loadElement(tag);
  });

  beforeEach(() => {
    localStorage.removeItem(outboxKey);
  });

  afterEach(() => {
    for (const stop of stopListening.splice(0)) stop();
    window.fetch = realFetch;
    localStorage.removeItem(outboxKey);
    for (const element of document.querySelectorAll(`${tag}, [data-open-lead-form]`)) {
      element.remove();
    }
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { fbq?: unknown }).fbq;
    delete (window as { google_tag_manager?: unknown }).google_tag_manager;
    history.replaceState(null, "", originalUrl);
  });
}
