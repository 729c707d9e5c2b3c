import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";

// Runs against the production build: `npm run build:widgets` first.
const moduleUrl = "/dist/widgets/lead-form.js";

const failureTitle = "Error";
const failureDescription = "There was a problem sending your message. Please try again.";

async function waitFor(check: () => boolean, what: string, timeout = 4000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
  /** The page's dataLayer as it was when the request left. */
  dataLayerAtSend: unknown[];
}

/** Plays the server: each request gets the next answer; requests are recorded. */
function fakeServer(...answers: (() => Promise<Response>)[]): { sent: Sent[] } {
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

const created =
  (id = "lead-123") =>
  async () =>
    new Response(JSON.stringify({ ok: true, id }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });

const serverError = () => async () =>
  new Response(JSON.stringify({ ok: false, error: "internal" }), { status: 500 });

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement("lead-form");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector("form")), "the form");
  return element;
}

function root(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error("no shadow root");
  return element.shadowRoot;
}

function input(element: HTMLElement, name: string): HTMLInputElement {
  const found = root(element).querySelector<HTMLInputElement>(`[name=${name}]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function submitButton(element: HTMLElement): HTMLButtonElement {
  const found = root(element).querySelector<HTMLButtonElement>("button[type=submit]");
  if (!found) throw new Error("no submit button");
  return found;
}

function type(field: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function choose(element: HTMLElement, band: string): void {
  const select = root(element).querySelector<HTMLSelectElement>("select[name=debtAmount]");
  if (!select) throw new Error("no debt amount select");
  select.value = band;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

async function fillIn(element: HTMLElement): Promise<void> {
  type(input(element, "name"), "Jordan Lee");
  type(input(element, "phone"), "0400 123 456");
  choose(element, "$10,000 - $30,000");
  await settle();
}

function messageFor(element: HTMLElement, name: string): string | null {
  const field = root(element).querySelector(`[name=${name}]`);
  const id = field?.getAttribute("aria-describedby");
  if (!id) return null;
  return root(element).getElementById(id)?.textContent ?? null;
}

const outboxKey = "ebw-lead-outbox";

interface WaitingLead {
  key: string;
  apiBase: string;
  body: Record<string, unknown>;
  savedAt: number;
}

/** The leads waiting in the browser's outbox. */
function outbox(): WaitingLead[] {
  return JSON.parse(localStorage.getItem(outboxKey) ?? "[]");
}

function toastText(element: HTMLElement): string {
  return [...root(element).querySelectorAll("[data-sonner-toast]")]
    .map((toast) => toast.textContent)
    .join(" | ");
}

describe("<lead-form>", () => {
  const realFetch = window.fetch;
  const originalUrl = location.href;

  before(async () => {
    await import(moduleUrl);
  });

  beforeEach(() => {
    localStorage.removeItem(outboxKey);
  });

  afterEach(() => {
    window.fetch = realFetch;
    localStorage.removeItem(outboxKey);
    for (const element of document.querySelectorAll("lead-form, [data-open-lead-form]")) {
      element.remove();
    }
    delete (window as { dataLayer?: unknown }).dataLayer;
    history.replaceState(null, "", originalUrl);
  });

  it("inline, shows its heading, the no-stress line, the fields and the privacy notice", async () => {
    const element = await mount({ "privacy-href": "/privacy-policy" });
    const text = root(element).textContent ?? "";

    expect(root(element).querySelector("h2")?.textContent).to.equal("See How Much You Could Save");
    expect(text).to.include("No forms and no stress");
    expect(submitButton(element).textContent).to.equal("See My Potential Savings");
    const options = [...root(element).querySelectorAll("select[name=debtAmount] option")].map(
      (option) => option.textContent,
    );
    expect(options).to.deep.equal([
      "Select your debt amount",
      "$0 - $10,000",
      "$10,000 - $30,000",
      "$30,000 - $50,000",
      "$50,000+",
    ]);
    const privacy = root(element).querySelector<HTMLAnchorElement>("[part~=notice] a");
    expect(privacy?.textContent).to.equal("Privacy Policy");
    expect(privacy?.getAttribute("href")).to.equal("/privacy-policy");
  });

  it("names every field for screen readers and keeps the honeypot out of reach", async () => {
    const element = await mount();
    element.id = "named-lead-form";

    const snapshot = (await executeServerCommand("aria-snapshot", {
      selector: "#named-lead-form",
    })) as string;

    expect(snapshot).to.include('heading "See How Much You Could Save"');
    expect(snapshot).to.include('textbox "Your Name"');
    expect(snapshot).to.include('textbox "Phone Number"');
    expect(snapshot).to.include('combobox "How much debt do you have?"');
    expect(snapshot).to.include('button "See My Potential Savings"');
    expect(snapshot).to.include('link "Privacy Policy"');
    expect(snapshot).to.not.include("Website");
  });

  it("never follows a redirect that is not a web address", async () => {
    // In a frame, so the fallback navigation to /thank-you does not take the test page away.
    const frame = document.createElement("iframe");
    frame.srcdoc = `<script type="module" src="${moduleUrl}"></script>
      <lead-form redirect="javascript:parent.hijacked = true"></lead-form>`;
    document.body.append(frame);
    try {
      await waitFor(
        () =>
          Boolean(
            frame.contentDocument?.querySelector("lead-form")?.shadowRoot?.querySelector("form"),
          ),
        "the framed form",
      );
      const framed = frame.contentWindow as Window & typeof globalThis;
      framed.fetch = async () =>
        new Response(JSON.stringify({ ok: true, id: "f1" }), { status: 201 });
      const element = frame.contentDocument?.querySelector("lead-form") as HTMLElement;
      await fillIn(element);

      submitButton(element).click();
      await waitFor(
        () => frame.contentWindow?.location.pathname === "/thank-you",
        "the fallback page",
      );

      expect((window as { hijacked?: boolean }).hijacked).to.equal(undefined);
    } finally {
      frame.remove();
    }
  });

  it("takes its heading from the heading attribute", async () => {
    const element = await mount({ heading: "Talk to a broker today" });

    expect(root(element).querySelector("h2")?.textContent).to.equal("Talk to a broker today");
  });

  it("submitted empty, shows each field's message, marks it invalid and sends nothing", async () => {
    const { sent } = fakeServer(created());
    const element = await mount({ redirect: "none" });

    submitButton(element).click();
    await settle();

    expect(messageFor(element, "name")).to.equal("Name must be at least 2 characters");
    expect(messageFor(element, "phone")).to.equal("Please enter a valid phone number");
    expect(messageFor(element, "debtAmount")).to.equal("Please select your debt amount");
    expect(input(element, "name").getAttribute("aria-invalid")).to.equal("true");
    expect(input(element, "phone").getAttribute("aria-invalid")).to.equal("true");
    expect(
      root(element).querySelector("select[name=debtAmount]")?.getAttribute("aria-invalid"),
    ).to.equal("true");
    expect(root(element).activeElement).to.equal(input(element, "name"));
    expect(sent).to.have.length(0);
  });

  it("after a failed submit, checks again on every change", async () => {
    const element = await mount({ redirect: "none" });
    submitButton(element).click();
    await settle();

    type(input(element, "name"), "J");
    await settle();
    expect(messageFor(element, "name")).to.equal("Name must be at least 2 characters");

    type(input(element, "name"), "Jo");
    type(input(element, "phone"), "04001");
    await settle();
    expect(messageFor(element, "name")).to.equal(null);
    expect(input(element, "name").hasAttribute("aria-invalid")).to.equal(false);
    expect(messageFor(element, "phone")).to.equal("Please enter a valid phone number");

    type(input(element, "phone"), "0400 123 456");
    choose(element, "$50,000+");
    await settle();
    expect(messageFor(element, "phone")).to.equal(null);
    expect(messageFor(element, "debtAmount")).to.equal(null);
  });

  it("does not check fields while the visitor is still filling them in for the first time", async () => {
    const element = await mount();

    type(input(element, "name"), "J");
    await settle();

    expect(messageFor(element, "name")).to.equal(null);
  });

  it("shows 'Submitting...' on a disabled button while the lead is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const element = await mount({ redirect: "none" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => submitButton(element).disabled, "the button to disable");
    expect(submitButton(element).textContent).to.equal("Submitting...");

    answer(new Response(JSON.stringify({ ok: true, id: "x" }), { status: 201 }));
    await waitFor(() => !submitButton(element).disabled, "the button to come back");
    expect(submitButton(element).textContent).to.equal("See My Potential Savings");
  });

  it("sends the lead with its source, attribution, honeypot and an Idempotency-Key", async () => {
    const { sent } = fakeServer(created());
    const element = await mount({ redirect: "none", "api-base": "https://api.example.test/" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the request");

    const [request] = sent;
    expect(request?.url).to.equal("https://api.example.test/api/submit-lead");
    expect(request?.headers.get("Content-Type")).to.equal("application/json");
    expect(request?.headers.get("Idempotency-Key")).to.match(/^[0-9a-f-]{36}$/);
    expect(request?.body).to.deep.include({
      kind: "debt",
      name: "Jordan Lee",
      phone: "0400 123 456",
      debtAmount: "$10,000 - $30,000",
      source: "debt-lead-inline",
      website: "",
    });
    expect(request?.body.attribution).to.be.an("object");
  });

  it("sends the lead-source attribute as the source", async () => {
    const { sent } = fakeServer(created());
    const element = await mount({ redirect: "none", "lead-source": "debtconsol-hero" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the request");

    expect(sent[0]?.body.source).to.equal("debtconsol-hero");
  });

  it("sends what a bot typed into the hidden website field", async () => {
    const { sent } = fakeServer(created());
    const element = await mount({ redirect: "none" });
    const honeypot = input(element, "website");
    expect(honeypot.tabIndex).to.equal(-1);
    expect(honeypot.getAttribute("autocomplete")).to.equal("off");
    const hidden = honeypot.closest("[aria-hidden=true]");
    expect(hidden).to.not.equal(null);
    // A 1 px clipped box: nothing of it shows.
    expect(hidden?.getBoundingClientRect().width).to.be.at.most(1);

    await fillIn(element);
    type(honeypot, "https://spam.example");
    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the request");

    expect(sent[0]?.body.website).to.equal("https://spam.example");
  });

  it("records the debt_consolidation conversion before the request leaves", async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    const { sent } = fakeServer(created());
    const element = await mount({ redirect: "none" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the request");

    const events = sent[0]?.dataLayerAtSend.map((entry) => (entry as { event?: string }).event);
    expect(events).to.include("debt_consolidation");
    expect(events).to.not.include("lead-submit");
  });

  it("sends the visit's campaign attribution, kept from the page the visitor landed on", async () => {
    sessionStorage.removeItem("ebw-attribution");
    history.replaceState(null, "", `${location.pathname}?utm_source=newsletter&gclid=abc123`);
    const element = await mount({ redirect: "none" });
    await settle();
    history.replaceState(null, "", originalUrl);
    const { sent } = fakeServer(created());

    await fillIn(element);
    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the request");

    expect(sent[0]?.body.attribution).to.deep.include({
      utm_source: "newsletter",
      gclid: "abc123",
      landingPage: `${location.pathname}?utm_source=newsletter&gclid=abc123`,
    });
    sessionStorage.removeItem("ebw-attribution");
  });

  it("on success, clears the form, fires lead-submit and goes to the redirect", async () => {
    fakeServer(created("lead-789"));
    const element = await mount({ redirect: "#done" });
    let detail: unknown;
    let composed = false;
    document.addEventListener(
      "lead-submit",
      (event) => {
        detail = (event as CustomEvent).detail;
        composed = event.composed;
      },
      { once: true },
    );
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => location.hash === "#done", "the redirect");

    expect(detail).to.deep.equal({ id: "lead-789", source: "debt-lead-inline" });
    expect(composed).to.equal(true);
    await settle();
    expect(input(element, "name").value).to.equal("");
    expect(input(element, "phone").value).to.equal("");
    expect(root(element).querySelector<HTMLSelectElement>("select")?.value).to.equal("");
  });

  it("with redirect none, stays on the page and thanks the visitor", async () => {
    fakeServer(created());
    const element = await mount({ redirect: "none" });
    await fillIn(element);
    const before = location.href;

    submitButton(element).click();
    await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the thank-you");

    expect(root(element).querySelector("[role=status]")?.textContent).to.include("Thank you!");
    expect(location.href).to.equal(before);
    expect(input(element, "name").value).to.equal("");
  });

  it("when the server fails, shows the error toast and keeps what was typed", async () => {
    fakeServer(serverError());
    const element = await mount({ redirect: "#never" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => toastText(element).includes(failureTitle), "the toast");

    expect(toastText(element)).to.include(failureDescription);
    expect(root(element).querySelector("[data-sonner-toast]")?.getAttribute("data-type")).to.equal(
      "error",
    );
    expect(input(element, "name").value).to.equal("Jordan Lee");
    expect(input(element, "phone").value).to.equal("0400 123 456");
    expect(location.hash).to.equal("");
  });

  it("when the network is down, shows the same toast", async () => {
    window.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    const element = await mount({ redirect: "#never" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => toastText(element).includes(failureDescription), "the toast");

    expect(input(element, "name").value).to.equal("Jordan Lee");
    expect(submitButton(element).disabled).to.equal(false);
  });

  it("shows the server's own message under a field it rejected", async () => {
    fakeServer(
      async () =>
        new Response(
          JSON.stringify({
            ok: false,
            error: "validation",
            fields: { phone: "Please enter a valid phone number" },
          }),
          { status: 400 },
        ),
    );
    const element = await mount({ redirect: "#never" });
    type(input(element, "name"), "Jordan Lee");
    type(input(element, "phone"), "0400-000-000");
    choose(element, "$0 - $10,000");
    await settle();

    submitButton(element).click();
    await waitFor(() => messageFor(element, "phone") !== null, "the field message");

    expect(messageFor(element, "phone")).to.equal("Please enter a valid phone number");
    expect(toastText(element)).to.include(failureDescription);
  });

  it("retrying after a failure reuses the Idempotency-Key; the next lead gets a new one", async () => {
    const { sent } = fakeServer(serverError(), created(), created());
    const element = await mount({ redirect: "none" });
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => toastText(element).includes(failureTitle), "the failure");
    submitButton(element).click();
    await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the success");
    await fillIn(element);
    submitButton(element).click();
    await waitFor(() => sent.length === 3, "the third request");

    const keys = sent.map((request) => request.headers.get("Idempotency-Key"));
    expect(keys[0]).to.be.a("string");
    expect(keys[1]).to.equal(keys[0]);
    expect(keys[2]).to.not.equal(keys[0]);
  });

  it("given an earlier version already reached the broker, a corrected retry is stored as its own lead", async () => {
    const conflict = () => async () =>
      new Response(JSON.stringify({ ok: false, error: "idempotency_conflict" }), { status: 409 });
    const { sent } = fakeServer(serverError(), conflict(), created("lead-corrected"));
    const element = await mount({ redirect: "none" });
    const submitted: unknown[] = [];
    element.addEventListener("lead-submit", (event) => submitted.push(event.detail));
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => toastText(element).includes(failureTitle), "the failure");
    type(input(element, "name"), "Jordan Leigh");
    await settle();
    submitButton(element).click();
    await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the success");

    expect(sent).to.have.length(3);
    expect(sent[1]?.headers.get("Idempotency-Key")).to.equal(
      sent[0]?.headers.get("Idempotency-Key"),
    );
    expect(sent[2]?.headers.get("Idempotency-Key")).to.not.equal(
      sent[0]?.headers.get("Idempotency-Key"),
    );
    expect(sent[2]?.body.name).to.equal("Jordan Leigh");
    expect(submitted).to.deep.equal([{ id: "lead-corrected", source: "debt-lead-inline" }]);
    expect(outbox()).to.deep.equal([]);
  });

  describe("when the lead cannot be sent", () => {
    it("a failed send keeps the lead in the browser's outbox, with its Idempotency-Key", async () => {
      const { sent } = fakeServer(serverError());
      const element = await mount({ redirect: "#never", "api-base": "https://api.example.test/" });
      await fillIn(element);

      submitButton(element).click();
      await waitFor(() => toastText(element).includes(failureTitle), "the toast");

      expect(toastText(element)).to.include(failureDescription);
      const waiting = outbox();
      expect(waiting).to.have.length(1);
      expect(waiting[0]?.key).to.equal(sent[0]?.headers.get("Idempotency-Key"));
      expect(waiting[0]?.apiBase).to.equal("https://api.example.test");
      expect(waiting[0]?.body).to.deep.equal(sent[0]?.body);
      expect(waiting[0]?.savedAt).to.be.closeTo(Date.now(), 10_000);
    });

    it("the next lead form, with the server back, resends it with the same key, quietly", async () => {
      window.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
      const first = await mount({ redirect: "#never", "api-base": "https://api.example.test/" });
      await fillIn(first);
      submitButton(first).click();
      await waitFor(() => toastText(first).includes(failureDescription), "the toast");
      const [waiting] = outbox();
      first.remove();

      // The visitor closed the tab; a later page (another api base) mounts a lead form.
      const { sent } = fakeServer(created("lead-resent"));
      const events: unknown[] = [];
      const record = (event: Event) => events.push((event as CustomEvent).detail);
      document.addEventListener("lead-submit", record);
      (window as { dataLayer?: unknown[] }).dataLayer = [];
      try {
        const next = await mount({ redirect: "#never", "api-base": "https://other.example.test" });
        await waitFor(() => outbox().length === 0, "the outbox to empty");

        expect(sent).to.have.length(1);
        expect(sent[0]?.url).to.equal("https://api.example.test/api/submit-lead");
        expect(sent[0]?.headers.get("Idempotency-Key")).to.equal(waiting?.key);
        expect(sent[0]?.body).to.deep.equal(waiting?.body);
        expect(events).to.deep.equal([
          { id: "lead-resent", source: "debt-lead-inline", resent: true },
        ]);
        expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.include({
          event: "lead-submit",
          id: "lead-resent",
          source: "debt-lead-inline",
          resent: true,
        });
        await settle();
        expect(toastText(next)).to.equal("");
        expect(location.hash).to.equal("");
      } finally {
        document.removeEventListener("lead-submit", record);
      }
    });

    it("resends when the browser comes back online", async () => {
      window.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
      const element = await mount({ redirect: "none" });
      await fillIn(element);
      submitButton(element).click();
      await waitFor(() => toastText(element).includes(failureDescription), "the toast");
      const [waiting] = outbox();

      const { sent } = fakeServer(created());
      window.dispatchEvent(new Event("online"));
      await waitFor(() => outbox().length === 0, "the outbox to empty");

      expect(sent).to.have.length(1);
      expect(sent[0]?.headers.get("Idempotency-Key")).to.equal(waiting?.key);
    });

    it("a manual retry that succeeds empties the outbox", async () => {
      const { sent } = fakeServer(serverError(), created());
      const element = await mount({ redirect: "none" });
      await fillIn(element);

      submitButton(element).click();
      await waitFor(() => toastText(element).includes(failureTitle), "the failure");
      expect(outbox()).to.have.length(1);
      submitButton(element).click();
      await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the success");

      expect(outbox()).to.deep.equal([]);
      expect(sent).to.have.length(2);
      expect(sent[1]?.headers.get("Idempotency-Key")).to.equal(
        sent[0]?.headers.get("Idempotency-Key"),
      );
    });

    it("a lead the server rejected (400) is not kept", async () => {
      fakeServer(
        async () =>
          new Response(
            JSON.stringify({
              ok: false,
              error: "validation",
              fields: { phone: "Please enter a valid phone number" },
            }),
            { status: 400 },
          ),
      );
      const element = await mount({ redirect: "#never" });
      await fillIn(element);

      submitButton(element).click();
      await waitFor(() => messageFor(element, "phone") !== null, "the field message");

      expect(outbox()).to.deep.equal([]);
    });

    it("a lead with the honeypot filled in is never kept", async () => {
      fakeServer(serverError());
      const element = await mount({ redirect: "#never" });
      await fillIn(element);
      type(input(element, "website"), "https://spam.example");

      submitButton(element).click();
      await waitFor(() => toastText(element).includes(failureTitle), "the toast");

      expect(outbox()).to.deep.equal([]);
    });

    it("garbage in the outbox does not stop the form", async () => {
      localStorage.setItem(outboxKey, "{not json");
      const { sent } = fakeServer(created());
      const element = await mount({ redirect: "none" });
      await fillIn(element);

      submitButton(element).click();
      await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the success");

      expect(sent).to.have.length(1);
      expect(outbox()).to.deep.equal([]);
    });
  });

  it("modal: a data-open-lead-form button added later opens the dialog", async () => {
    const element = await mount({ mode: "modal" });
    const dialog = root(element).querySelector("dialog");
    expect(dialog?.open).to.equal(false);

    const opener = document.createElement("button");
    opener.setAttribute("data-open-lead-form", "");
    opener.textContent = "See How Much You Could Save - 100% Free";
    document.body.append(opener);
    opener.click();
    await waitFor(() => dialog?.open === true, "the dialog to open");

    expect(element.hasAttribute("open")).to.equal(true);
    expect(dialog?.querySelector("form")).to.not.equal(null);
    expect(dialog?.querySelector("h2")?.textContent).to.equal("See How Much You Could Save");
  });

  it("modal: show() and hide() open and close it", async () => {
    const element = await mount({ mode: "modal", heading: "Free debt review" });
    const dialog = root(element).querySelector("dialog");

    (element as HTMLElement & { show(): void }).show();
    await waitFor(() => dialog?.open === true, "the dialog to open");
    expect(dialog?.querySelector("h2")?.textContent).to.equal("Free debt review");

    (element as HTMLElement & { hide(): void }).hide();
    await waitFor(() => dialog?.open === false, "the dialog to close");
    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("modal: closes on Escape", async () => {
    const element = await mount({ mode: "modal" });
    const dialog = root(element).querySelector("dialog");
    (element as HTMLElement & { show(): void }).show();
    await waitFor(() => dialog?.open === true, "the dialog to open");

    await sendKeys({ press: "Escape" });
    await waitFor(() => dialog?.open === false, "the dialog to close");
    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("modal: once removed from the page, it no longer answers data-open-lead-form clicks", async () => {
    const element = await mount({ mode: "modal" });
    const opener = document.createElement("button");
    opener.setAttribute("data-open-lead-form", "");
    document.body.append(opener);
    element.remove();
    await settle();

    opener.click();
    await settle();

    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("modal: a second submit while the first is on its way sends nothing more", async () => {
    let answer: (response: Response) => void = () => {};
    const { sent } = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const element = await mount({ mode: "modal", redirect: "none" });
    (element as HTMLElement & { show(): void }).show();
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the first request");
    // The modal keeps its label while sending, as specified; it just ignores the repeat.
    expect(submitButton(element).textContent).to.equal("See My Potential Savings");
    submitButton(element).click();
    root(element).querySelector("form")?.requestSubmit();
    await settle();

    expect(sent).to.have.length(1);
    answer(new Response(JSON.stringify({ ok: true, id: "once" }), { status: 201 }));
    await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the success");
    expect(sent).to.have.length(1);
    expect(sent[0]?.body.source).to.equal("debt-lead-modal");
  });
});
