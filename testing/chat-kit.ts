/*
 * What the <broker-chat> element suites share: a fake chat server, and ways to open, type into
 * and read the panel as a visitor would.
 */
import { sendKeys } from "@web/test-runner-commands";
import { addToPage, loadElement } from "./elements.js";
import { waitFor } from "./waiting.js";

export { waitFor };

export const apology =
  "Sorry mate, having a bit of trouble connecting right now. Mind trying again?";
export const greeting =
  "Hey mate! Sam here from Eastside Home Loans (example). What can I help you with today?";

const encoder = new TextEncoder();
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

interface Sent {
  url: string;
  body: { message: string; history: { sender: string; content: string }[] };
}

/**
 * Plays the server: each request gets a stream the test writes to (`say`, `finish`), or the
 * failure given; the first requests get the `refusals`, in order. Requests are recorded.
 */
export function fakeServer(failWith?: Error, refusals: Response[] = []) {
  const sent: Sent[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    if (failWith) throw failWith;
    const refusal = refusals.shift();
    if (refusal) return refusal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
        controller.enqueue(encoder.encode(event("meta", { mode: "ai" })));
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  };
  return {
    sent,
    say: (text: string) => stream?.enqueue(encoder.encode(event("delta", { text }))),
    finish: () => {
      stream?.enqueue(encoder.encode(event("done", {})));
      stream?.close();
    },
  };
}

export function root(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error("no shadow root");
  return element.shadowRoot;
}

export const launcher = (element: HTMLElement) =>
  root(element).querySelector(".launcher") as HTMLButtonElement;
export const panel = (element: HTMLElement) =>
  root(element).querySelector<HTMLElement>("[part=panel]");
export const textbox = (element: HTMLElement) =>
  root(element).querySelector("textarea") as HTMLTextAreaElement;
export const sendButton = (element: HTMLElement) =>
  root(element).querySelector("button[type=submit]") as HTMLButtonElement;
export const messages = (element: HTMLElement) =>
  [...root(element).querySelectorAll<HTMLElement>(".message:not(.typing)")].map((m) => ({
    sender: m.dataset.sender,
    text: m.textContent,
  }));

/** Defines `<broker-chat>` if needed and adds one to the page. */
export async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  return addToPage("broker-chat", attributes);
}

export async function open(element: HTMLElement): Promise<void> {
  launcher(element).click();
  await waitFor(() => panel(element)?.hidden === false, "the panel to open");
}

export async function typeAndSend(element: HTMLElement, text: string): Promise<void> {
  textbox(element).focus();
  await sendKeys({ type: text });
  await sendKeys({ press: "Enter" });
}

const realFetch = window.fetch;

/**
 * Defines `<broker-chat>` (the production build: `npm run build:widgets` first) before the
 * suite; gives each test a fresh session and analytics queue; after each, puts the page's own
 * fetch back and removes the chats.
 */
export function withCleanPage(): void {
  before(async () => {
    await loadElement("broker-chat");
  });

  beforeEach(() => {
    sessionStorage.clear();
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });

  afterEach(() => {
    window.fetch = realFetch;
    for (const element of document.querySelectorAll("broker-chat")) element.remove();
  });
}
