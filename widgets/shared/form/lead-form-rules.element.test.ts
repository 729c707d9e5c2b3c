import { expect } from "chai";
import { type ControlledClock, controlClock } from "../../../testing/controlled-clock";
import {
  fakeServer,
  fillIn,
  messageFor,
  mount,
  recordPixel,
  root,
  send,
  settle,
  submitButton,
  waitFor,
  waitForToast,
} from "../../../testing/lead-form-kit";

/*
 * The rules every lead form keeps (useLeadForm), checked on each of the four built elements:
 * required fields marked, where the focus goes after each outcome, the server's field messages,
 * one conversion per stored lead (never on a refusal, a failure or an abort), and a 429's wait.
 */

interface FormUnderTest {
  tag: string;
  attributes: Record<string, string>;
  /** What a visitor types into each field, or picks in each list, to send a valid lead. */
  answers: Record<string, string>;
  required: string[];
  optional: string[];
  /** The conversion a stored lead reports; null when the form reports none. */
  conversion: string | null;
  /** A field the server may refuse. */
  serverField: string;
  /** The body of the server's 2xx. */
  stored: Record<string, unknown>;
  /** Words of the thanks that takes the focus. */
  thanks: string;
  failure: string;
}

const forms: FormUnderTest[] = [
  {
    tag: "lead-form",
    attributes: { redirect: "none" },
    answers: { name: "Jordan Lee", phone: "0400 123 456", debtAmount: "$10,000 - $30,000" },
    required: ["name", "phone", "debtAmount"],
    optional: [],
    conversion: "debt_consolidation",
    serverField: "phone",
    stored: { ok: true, id: "lead-1" },
    thanks: "We've received your details",
    failure: "There was a problem sending your message.",
  },
  {
    tag: "preapproval-form",
    attributes: {},
    answers: {
      name: "Sam Buyer",
      mobile: "0412 345 678",
      email: "sam@example.com",
      loanAmount: "$850,000",
      loanType: "purchase",
    },
    required: ["name", "mobile", "email", "loanType", "loanAmount"],
    optional: ["additionalDetails"],
    conversion: "SubmitApplication",
    serverField: "email",
    stored: { ok: true, id: "lead-2" },
    thanks: "Pre-approval Request Submitted!",
    failure: "There was a problem submitting your request.",
  },
  {
    tag: "contact-form",
    attributes: {},
    answers: {
      name: "Alex Renter",
      email: "alex@example.com",
      message: "Can we talk about refinancing next week?",
    },
    required: ["name", "email", "message"],
    optional: ["phone"],
    conversion: null,
    serverField: "message",
    stored: { ok: true, id: "lead-3" },
    thanks: "Message Sent!",
    failure: "There was a problem sending your message.",
  },
  {
    tag: "resource-download",
    attributes: { "lead-magnet": "first-home-buyers-guide", redirect: "none" },
    answers: { email: "kim@example.com" },
    required: ["email"],
    optional: ["name"],
    conversion: "Lead",
    serverField: "email",
    stored: { ok: true },
    thanks: "Your download is starting",
    failure: "There was a problem processing your request.",
  },
];

const conversionNames = ["debt_consolidation", "SubmitApplication", "Lead"];

type Page = { dataLayer?: { event?: string }[]; fbq?: unknown };
const page = window as unknown as Page;

/** Conversions the tags received: dataLayer pushes and pixel calls. */
function conversions(pixel: unknown[][]): string[] {
  const pushed = (page.dataLayer ?? [])
    .map((entry) => entry.event ?? "")
    .filter((name) => conversionNames.includes(name));
  const tracked = pixel.map(([, name]) => String(name));
  return [...pushed, ...tracked.map((name) => `pixel:${name}`)];
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });

const realFetch = window.fetch;
const realClick = HTMLAnchorElement.prototype.click;
let clock: ControlledClock | undefined;

for (const form of forms) {
  describe(`<${form.tag}> keeps the lead-form rules`, () => {
    let pixel: unknown[][];

    before(async () => {
      await import(`/dist/widgets/${form.tag}.js`);
    });

    beforeEach(() => {
      page.dataLayer = [];
      pixel = recordPixel();
      // A resource's file is not fetched in these tests.
      HTMLAnchorElement.prototype.click = () => {};
    });

    afterEach(() => {
      clock?.restore();
      clock = undefined;
      window.fetch = realFetch;
      HTMLAnchorElement.prototype.click = realClick;
      localStorage.removeItem("ebw-lead-outbox");
      // The resource form's memory of an earlier request, which would welcome the next one back.
      localStorage.removeItem("ebw.resourceRequested");
      for (const element of document.querySelectorAll(form.tag)) element.remove();
      delete page.dataLayer;
      delete page.fbq;
    });

    const submitted = async () => {
      const element = await mount(form.attributes, form.tag);
      await send(element, form.answers);
      return element;
    };

    const expectedConversions = form.conversion
      ? [
          form.conversion,
          `pixel:${form.conversion === "debt_consolidation" ? "Lead" : form.conversion}`,
        ]
      : [];

    it("marks each required field with an asterisk and aria-required, and says what it means", async () => {
      const element = await mount(form.attributes, form.tag);
      const shadow = root(element);

      expect(shadow.querySelector("[part=required-legend]")?.textContent).to.equal(
        "Fields marked * are required.",
      );
      for (const name of form.required) {
        const control = shadow.querySelector(`[name=${name}]`);
        expect(control?.getAttribute("aria-required"), name).to.equal("true");
        const label = shadow.querySelector(`label[for="${control?.id}"]`);
        expect(label?.querySelector(".field-required")?.textContent, name).to.equal(" *");
        expect(label?.querySelector(".field-required")?.getAttribute("aria-hidden")).to.equal(
          "true",
        );
      }
      for (const name of form.optional) {
        const control = shadow.querySelector(`[name=${name}]`);
        expect(control?.hasAttribute("aria-required"), name).to.equal(false);
        expect(shadow.querySelector(`label[for="${control?.id}"] .field-required`)).to.equal(null);
      }
    });

    for (const status of [201, 200]) {
      it(`answered ${status}: focuses the thanks, announced politely, and converts once`, async () => {
        fakeServer(json(status, form.stored));
        const element = await submitted();
        const shadow = root(element);

        await waitFor(
          () => shadow.activeElement?.textContent?.includes(form.thanks) ?? false,
          "focus on the thanks",
        );
        const thanks = shadow.activeElement;
        expect(thanks?.getAttribute("role")).to.equal("status");
        expect(thanks?.getAttribute("tabindex")).to.equal("-1");
        await settle();
        expect(conversions(pixel)).to.deep.equal(expectedConversions);
      });
    }

    it("refused with a field named (422): marks it with the server's message and focuses it", async () => {
      const message = "The server does not accept this one";
      fakeServer(
        json(422, { ok: false, error: "validation", fields: { [form.serverField]: message } }),
      );
      const element = await submitted();
      const control = () => root(element).querySelector(`[name=${form.serverField}]`);

      await waitFor(() => root(element).activeElement === control(), "focus on the field");
      expect(control()?.getAttribute("aria-invalid")).to.equal("true");
      expect(messageFor(element, form.serverField)).to.equal(message);
      await settle();
      expect(conversions(pixel)).to.deep.equal([]);
    });

    for (const [what, answer] of [
      ["a server error (500)", json(500, { ok: false, error: "internal" })],
      ["an aborted request", () => Promise.reject(new DOMException("aborted", "AbortError"))],
    ] as const) {
      it(`after ${what}: the failure toast, focus back on the re-enabled button, no conversion`, async () => {
        fakeServer(answer);
        const element = await submitted();

        await waitForToast(element, form.failure);
        await waitFor(
          () => root(element).activeElement === submitButton(element),
          "focus on the button",
        );
        expect(submitButton(element).disabled).to.equal(false);
        expect(conversions(pixel)).to.deep.equal([]);
      });
    }

    it("rate-limited (429): says the server's words and keeps the button disabled until Retry-After", async () => {
      const words = "Too many requests from this connection. Please wait 60 seconds.";
      const { sent } = fakeServer(
        json(429, { ok: false, error: "rate_limited", message: words }, { "Retry-After": "60" }),
        json(201, form.stored),
      );
      const element = await mount(form.attributes, form.tag);
      await fillIn(element, form.answers);
      clock = controlClock();
      submitButton(element).click();

      const shadow = root(element);
      await waitFor(() => shadow.querySelector("[part=rate-limit]") !== null, "the message");
      const notice = shadow.querySelector("[part=rate-limit]");
      expect(notice?.textContent).to.equal(words);
      expect(notice?.getAttribute("role")).to.equal("alert");
      expect(shadow.activeElement).to.equal(notice);
      expect(submitButton(element).disabled).to.equal(true);
      expect(localStorage.getItem("ebw-lead-outbox")).to.equal(null);

      clock.advance(59_000);
      await settle();
      expect(submitButton(element).disabled).to.equal(true);
      submitButton(element).click();
      await settle();
      expect(sent).to.have.length(1);

      clock.advance(1_000);
      await waitFor(() => !submitButton(element).disabled, "the button back");
      expect(shadow.querySelector("[part=rate-limit]")).to.equal(null);
      expect(shadow.activeElement).to.equal(submitButton(element));
      expect(conversions(pixel)).to.deep.equal([]);
    });

    it("rate-limited without words of the server's own: says so plainly, not 'try again'", async () => {
      fakeServer(async () => new Response("", { status: 429, headers: { "Retry-After": "30" } }));
      const element = await submitted();

      await waitFor(() => root(element).querySelector("[part=rate-limit]") !== null, "the message");
      expect(root(element).querySelector("[part=rate-limit]")?.textContent).to.equal(
        "Too many requests from this connection. Please wait a minute and try again.",
      );
    });
  });
}
