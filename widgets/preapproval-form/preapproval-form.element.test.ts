import { expect } from "chai";
import { type ControlledClock, controlClock } from "../../testing/controlled-clock";
import {
  submitButton as button,
  created,
  fakeServer,
  fillIn,
  heard,
  heldAnswer,
  input,
  messageFor,
  mount as mountForm,
  recordPixel,
  refusedField,
  requiredFields,
  root,
  send,
  serverError,
  settle,
  toastText,
  type,
  waitFor,
  waitForMessage,
  waitForToast,
  withCleanPage,
} from "../../testing/lead-form-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

const mount = (attributes: Record<string, string> = {}) =>
  mountForm(attributes, "preapproval-form");

/** A buyer's request, without additional details. */
const sam = {
  name: "Sam Buyer",
  mobile: "0412 345 678",
  email: "sam@example.com",
  loanType: "purchase",
  loanAmount: "$850,000",
};

let clock: ControlledClock | undefined;

describe("<preapproval-form>", () => {
  withCleanPage("preapproval-form");

  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it("shows every field, the loan types behind a placeholder, and the privacy notice", async () => {
    const element = await mount({ "privacy-href": "/privacy-policy" });

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include('heading "Get Pre-Approved"');
    for (const label of ["Full Name", "Mobile Number", "Email Address", "Loan Amount"]) {
      expect(snapshot).to.include(`textbox "${label}"`);
    }
    expect(snapshot).to.include('textbox "Additional Details (optional)"');
    expect(snapshot).to.include('combobox "Loan Type"');
    expect(snapshot).to.include('button "Submit Pre-approval Request"');
    expect(snapshot).to.not.include("Website");
    const options = [...root(element).querySelectorAll("select[name=loanType] option")].map(
      (option) => option.textContent,
    );
    expect(options).to.deep.equal(["Select loan type", "Purchase", "Refinance"]);
    expect(input(element, "additionalDetails").tagName).to.equal("TEXTAREA");
    expect(requiredFields(element)).to.deep.equal([
      "name",
      "mobile",
      "email",
      "loanType",
      "loanAmount",
    ]);
    const privacy = root(element).querySelector<HTMLAnchorElement>("[part~=notice] a");
    expect(privacy?.getAttribute("href")).to.equal("/privacy-policy");
  });

  it("given an empty form, shows every rule's message at its field and sends nothing", async () => {
    const { sent } = fakeServer(created());
    const element = await mount();

    button(element).click();
    await settle();

    expect(messageFor(element, "name")).to.equal("Name must be at least 2 characters");
    expect(messageFor(element, "mobile")).to.equal("Please enter a valid mobile number");
    expect(messageFor(element, "email")).to.equal("Please enter a valid email address");
    expect(messageFor(element, "loanType")).to.equal("Please select a loan type");
    expect(messageFor(element, "loanAmount")).to.equal("Please enter a loan amount");
    expect(messageFor(element, "additionalDetails")).to.equal(null);
    expect(input(element, "name").getAttribute("aria-invalid")).to.equal("true");
    expect(root(element).activeElement?.getAttribute("name")).to.equal("name");
    expect(sent).to.have.length(0);
  });

  it("clears each message as the visitor corrects the field", async () => {
    fakeServer(created());
    const element = await mount();
    button(element).click();
    await settle();

    await fillIn(element, { name: "Sam", email: "sam@" });

    expect(messageFor(element, "name")).to.equal(null);
    expect(messageFor(element, "email")).to.equal("Please enter a valid email address");
    await fillIn(element, { email: "sam@example.com", loanType: "refinance" });
    expect(messageFor(element, "email")).to.equal(null);
    expect(messageFor(element, "loanType")).to.equal(null);
    expect(messageFor(element, "mobile")).to.equal("Please enter a valid mobile number");
  });

  it("sends a pre-approval lead, fires SubmitApplication once, resets, and toasts for 20 seconds", async () => {
    const { sent } = fakeServer(created("lead-321"));
    const pixel = recordPixel();
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    const element = await mount();
    const submitted = heard("lead-submit");
    await fillIn(element, { ...sam, additionalDetails: "Self-employed, two years of tax returns" });
    clock = controlClock();

    button(element).click();
    await waitForToast(element, "Pre-approval Request Submitted!");

    expect(sent).to.have.length(1);
    expect(sent[0]?.url).to.match(/\/api\/submit-lead$/);
    expect(sent[0]?.headers.get("Idempotency-Key")).to.be.a("string");
    expect(sent[0]?.body).to.deep.include({
      kind: "pre-approval",
      name: "Sam Buyer",
      mobile: "0412 345 678",
      email: "sam@example.com",
      loanType: "purchase",
      loanAmount: "$850,000",
      additionalDetails: "Self-employed, two years of tax returns",
      source: "pre-approval",
      website: "",
    });
    // With the stored lead's id, which the server's own event to Meta carries too.
    expect(pixel).to.deep.equal([
      [
        "track",
        "SubmitApplication",
        { form_type: "pre-approval", lead_source: "pre-approval" },
        { eventID: "lead-321" },
      ],
    ]);
    // Reported once the server stored the lead, not before the request left.
    expect(sent[0]?.dataLayerAtSend).to.deep.equal([]);
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.include({
      event: "SubmitApplication",
      form_type: "pre-approval",
      lead_source: "pre-approval",
    });
    expect(toastText(element)).to.include("borrowing capacity");
    expect(submitted[0]?.detail).to.deep.equal({ id: "lead-321", source: "pre-approval" });
    expect(submitted[0]?.bubbles && submitted[0]?.composed).to.equal(true);
    expect(input(element, "name").value).to.equal("");
    expect(input<HTMLSelectElement>(element, "loanType").value).to.equal("");
    expect(input(element, "additionalDetails").value).to.equal("");

    expect(clock.pending()).to.include(20_000);
    clock.advance(19_999);
    await settle();
    expect(toastText(element)).to.include("Pre-approval Request Submitted!");
    clock.advance(1);
    await waitFor(() => toastText(element) === "", "the toast to go after 20 s");
  });

  it("on a failure shows the Error toast, keeps the input, and converts once across the retry", async () => {
    const { sent } = fakeServer(serverError(), created("lead-9"));
    const pixel = recordPixel();
    const element = await mount();

    await send(element, sam);
    await waitForToast(element, "Error");

    expect(toastText(element)).to.include(
      "There was a problem submitting your request. Please try again.",
    );
    expect(input(element, "name").value).to.equal("Sam Buyer");
    expect(input(element, "loanAmount").value).to.equal("$850,000");

    button(element).click();
    await waitForToast(element, "Pre-approval Request Submitted!");
    expect(sent).to.have.length(2);
    expect(sent[1]?.headers.get("Idempotency-Key")).to.equal(
      sent[0]?.headers.get("Idempotency-Key"),
    );
    // None for the 500, one for the stored lead.
    expect(pixel.filter(([, name]) => name === "SubmitApplication")).to.have.length(1);
  });

  it("says 'Submitting...' with the button disabled while the lead is on its way", async () => {
    const reply = heldAnswer();
    fakeServer(reply.answer);
    const element = await mount();

    await send(element, sam);
    await settle();

    expect(button(element).disabled).to.equal(true);
    expect(button(element).textContent).to.equal("Submitting...");
    reply.give(await created()());
    await waitFor(() => !button(element).disabled, "the button back");
    expect(button(element).textContent).to.equal("Submit Pre-approval Request");
  });

  it("shows the server's message at the field it refused", async () => {
    fakeServer(refusedField("mobile", "Please enter a valid mobile number"));
    const element = await mount();

    await send(element, sam);
    await waitForMessage(element, "mobile");

    expect(messageFor(element, "mobile")).to.equal("Please enter a valid mobile number");
    expect(input(element, "mobile").value).to.equal("0412 345 678");
  });

  it("announces its messages to screen readers when shown", async () => {
    const element = await mount();
    button(element).click();
    await settle();
    type(input(element, "name"), "S");
    await settle();

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include("Name must be at least 2 characters");
    expect(input(element, "name").getAttribute("aria-describedby")).to.be.a("string");
  });
});
