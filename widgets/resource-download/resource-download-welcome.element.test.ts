import { expect } from "chai";
import {
  fakeServer,
  root,
  settle,
  toastText,
  type,
  waitFor,
  withCleanPage,
} from "../../testing/lead-form-kit";

/*
 * "Welcome back!" is the visitor's own browser's memory: the server answers a known e-mail
 * exactly as a new one, so that no one can ask it whether an address is a contact.
 */

const stored = async () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 201,
    headers: { "Content-Type": "application/json" },
  });

/** Where the widget remembers that this browser asked for a resource before. */
const ASKED_BEFORE_KEY = "ebw.resourceRequested";

async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement("resource-download");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector("form, [part]")), "the widget");
  return element;
}

function field(element: HTMLElement, name: string): HTMLInputElement {
  const found = root(element).querySelector<HTMLInputElement>(`[name=${name}]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function button(element: HTMLElement): HTMLButtonElement {
  const found = root(element).querySelector<HTMLButtonElement>("button");
  if (!found) throw new Error("no button");
  return found;
}

/** Files the page started downloading (the helper clicks a link with `download`). */
function catchDownloads(): string[] {
  const started: string[] = [];
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    started.push(this.href);
  };
  return started;
}

const realClick = HTMLAnchorElement.prototype.click;

describe("<resource-download> welcoming a visitor back", () => {
  withCleanPage("resource-download");

  beforeEach(() => localStorage.removeItem(ASKED_BEFORE_KEY));

  afterEach(() => {
    localStorage.removeItem(ASKED_BEFORE_KEY);
    HTMLAnchorElement.prototype.click = realClick;
  });

  it("a browser that asked for a resource before: 'Welcome back!' and the updated download count", async () => {
    fakeServer(stored);
    const first = await mount({ "lead-magnet": "advanced-loan-calculator", redirect: "none" });
    type(field(first, "email"), "kim@example.com");
    await settle();
    catchDownloads();
    button(first).click();
    await waitFor(() => toastText(first).includes("Thank you!"), "the first toast");
    first.remove();
    const events: CustomEvent[] = [];
    document.addEventListener("download-start", (event) => events.push(event), { once: true });

    const element = await mount({ "lead-magnet": "first-home-buyers-guide", redirect: "none" });
    type(field(element, "email"), "someone.else@example.com");
    await settle();
    button(element).click();
    await waitFor(() => toastText(element).includes("Welcome back!"), "the toast");

    expect(toastText(element)).to.include(
      "We've updated your download count. Starting your download now...",
    );
    expect(events[0]?.detail.isExisting).to.equal(true);
  });

  it("a browser that asked before reports no Lead: it is no new lead", async () => {
    localStorage.setItem(ASKED_BEFORE_KEY, "1");
    fakeServer(stored);
    const pixel: unknown[][] = [];
    (window as { fbq?: unknown }).fbq = (...args: unknown[]) => pixel.push(args);
    const element = await mount({ "lead-magnet": "advanced-loan-calculator", redirect: "none" });
    type(field(element, "email"), "kim@example.com");
    await settle();
    const downloads = catchDownloads();

    button(element).click();
    await waitFor(() => toastText(element).includes("Welcome back!"), "the toast");
    root(element).querySelector<HTMLButtonElement>("[part=download-again]")?.click();
    await settle();

    expect(downloads).to.have.length(2);
    expect(pixel).to.deep.equal([]);
  });

  it("without the page's consent, remembers the request in this page only, and in the browser once consent is given", async () => {
    const consent = (window as unknown as { ebwConsent: { deny(): void; grant(): void } })
      .ebwConsent;
    consent.deny();
    fakeServer(stored);
    catchDownloads();
    const ask = async (expected: string) => {
      const element = await mount({ "lead-magnet": "advanced-loan-calculator", redirect: "none" });
      type(field(element, "email"), "kim@example.com");
      await settle();
      button(element).click();
      await waitFor(() => toastText(element).includes(expected), expected);
      element.remove();
    };

    await ask("Thank you!");
    expect(localStorage.getItem(ASKED_BEFORE_KEY)).to.equal(null);
    await ask("Welcome back!");
    expect(localStorage.getItem(ASKED_BEFORE_KEY)).to.equal(null);
    consent.grant();
    await ask("Welcome back!");

    expect(localStorage.getItem(ASKED_BEFORE_KEY)).to.equal("1");
  });
});
