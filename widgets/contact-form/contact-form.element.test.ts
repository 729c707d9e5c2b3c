import { expect } from "chai";
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
  refusedField,
  requiredFields,
  root,
  send,
  serverError,
  settle,
  toastText,
  type,
  typeInto,
  waitFor,
  waitForMessage,
  waitForToast,
  withCleanPage,
} from "../../testing/lead-form-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

const mount = (attributes: Record<string, string> = {}) => mountForm(attributes, "contact-form");

/** A renter's enquiry, without a phone number. */
const alex = {
  name: "Alex Renter",
  email: "alex@example.com",
  message: "We are looking to buy in Randwick next year.",
};
const alexWithPhone = (phone: string) => ({ ...alex, phone });

describe("<contact-form>", () => {
  withCleanPage("contact-form");

  it("shows every field, a named form, and the privacy notice", async () => {
    const element = await mount({ "privacy-href": "/privacy-policy" });

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include('form "Enquiry form"');
    for (const label of ["Full Name", "Email Address", "Phone Number (optional)", "Your Message"]) {
      expect(snapshot).to.include(`textbox "${label}"`);
    }
    expect(snapshot).to.include('button "Send Message"');
    expect(snapshot).to.not.include("Website");
    expect(snapshot).to.not.include("heading");
    expect(input(element, "message").tagName).to.equal("TEXTAREA");
    expect(requiredFields(element)).to.deep.equal(["name", "email", "message"]);
    const privacy = root(element).querySelector<HTMLAnchorElement>("[part~=notice] a");
    expect(privacy?.getAttribute("href")).to.equal("/privacy-policy");
  });

  it("given a heading, shows it and names the form by it", async () => {
    const element = await mount({ heading: "Ask Us Anything" });

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include('heading "Ask Us Anything"');
    expect(snapshot).to.include('form "Ask Us Anything"');
  });

  it("given an empty form, shows every rule's message at its field and sends nothing", async () => {
    const { sent } = fakeServer(created());
    const element = await mount();

    button(element).click();
    await settle();

    expect(messageFor(element, "name")).to.equal("Name must be at least 2 characters");
    expect(messageFor(element, "email")).to.equal("Please enter a valid email address");
    expect(messageFor(element, "phone")).to.equal(null);
    expect(messageFor(element, "message")).to.equal("Please enter a message");
    expect(input(element, "name").getAttribute("aria-invalid")).to.equal("true");
    expect(root(element).activeElement?.getAttribute("name")).to.equal("name");
    expect(sent).to.have.length(0);
  });

  it("refuses a phone number that is not one, and one that is too long", async () => {
    const { sent } = fakeServer(created());
    const element = await mount();

    await send(element, alexWithPhone("call me"));
    await settle();

    expect(messageFor(element, "phone")).to.equal("Please enter a valid phone number");
    expect(root(element).activeElement?.getAttribute("name")).to.equal("phone");
    typeInto(element, "phone", "0".repeat(31));
    await settle();
    expect(messageFor(element, "phone")).to.equal("Please enter a valid phone number");
    expect(sent).to.have.length(0);
  });

  it("refuses a message over 2000 characters", async () => {
    fakeServer(created());
    const element = await mount();

    await send(element, { ...alex, message: "a".repeat(2001) });
    await settle();

    expect(messageFor(element, "message")).to.equal("Message must be 2000 characters or fewer");
  });

  it("clears each message as the visitor corrects the field", async () => {
    fakeServer(created());
    const element = await mount();
    button(element).click();
    await settle();

    await fillIn(element, { name: "Al", email: "alex@" });

    expect(messageFor(element, "name")).to.equal(null);
    expect(messageFor(element, "email")).to.equal("Please enter a valid email address");
    await fillIn(element, { email: "alex@example.com", message: "Hello" });
    expect(messageFor(element, "email")).to.equal(null);
    expect(messageFor(element, "message")).to.equal(null);
    await fillIn(element, { message: "   " });
    expect(messageFor(element, "message")).to.equal("Please enter a message");
  });

  it("sends a contact lead, resets, shows 'Message Sent!' and fires lead-submit", async () => {
    const { sent } = fakeServer(created("lead-77"));
    const element = await mount();
    const submitted = heard("lead-submit");

    await send(element, alexWithPhone("0412 345 678"));
    await waitForToast(element, "Message Sent!");

    expect(sent).to.have.length(1);
    expect(sent[0]?.url).to.match(/\/api\/submit-lead$/);
    expect(sent[0]?.headers.get("Idempotency-Key")).to.be.a("string");
    expect(sent[0]?.body).to.deep.include({
      kind: "contact",
      name: "Alex Renter",
      email: "alex@example.com",
      phone: "0412 345 678",
      message: "We are looking to buy in Randwick next year.",
      source: "contact",
      website: "",
    });
    expect(toastText(element)).to.include("A broker will reply within one business day.");
    expect(submitted[0]?.detail).to.deep.equal({ id: "lead-77", source: "contact" });
    expect(submitted[0]?.bubbles && submitted[0]?.composed).to.equal(true);
    for (const name of ["name", "email", "phone"]) expect(input(element, name).value).to.equal("");
    expect(input(element, "message").value).to.equal("");
  });

  it("sends an empty phone when the visitor gives none, under the page's lead source", async () => {
    const { sent } = fakeServer(created());
    const element = await mount({ "lead-source": "home-contact" });

    await send(element, alex);
    await waitForToast(element, "Message Sent!");

    expect(sent[0]?.body).to.deep.include({ phone: "", source: "home-contact" });
  });

  it("on a failure shows the Error toast, keeps the input, and resends the same lead", async () => {
    const { sent } = fakeServer(serverError(), created("lead-9"));
    const element = await mount();

    await send(element, alexWithPhone("0412 345 678"));
    await waitForToast(element, "Error");

    expect(toastText(element)).to.include(
      "There was a problem sending your message. Please try again.",
    );
    expect(input(element, "name").value).to.equal("Alex Renter");
    expect(input(element, "phone").value).to.equal("0412 345 678");
    expect(input(element, "message").value).to.equal(
      "We are looking to buy in Randwick next year.",
    );

    button(element).click();
    await waitForToast(element, "Message Sent!");
    expect(sent).to.have.length(2);
    expect(sent[1]?.headers.get("Idempotency-Key")).to.equal(
      sent[0]?.headers.get("Idempotency-Key"),
    );
  });

  it("says 'Sending...' with the button disabled while the message is on its way", async () => {
    const reply = heldAnswer();
    fakeServer(reply.answer);
    const element = await mount();

    await send(element, alex);
    await settle();

    expect(button(element).disabled).to.equal(true);
    expect(button(element).textContent).to.equal("Sending...");
    reply.give(await created()());
    await waitFor(() => !button(element).disabled, "the button back");
    expect(button(element).textContent).to.equal("Send Message");
  });

  it("shows the server's message at the field it refused", async () => {
    fakeServer(refusedField("email", "Please enter a valid email address"));
    const element = await mount();

    await send(element, alex);
    await waitForMessage(element, "email");

    expect(messageFor(element, "email")).to.equal("Please enter a valid email address");
    expect(input(element, "email").value).to.equal("alex@example.com");
  });

  it("announces its messages to screen readers when shown", async () => {
    const element = await mount();
    button(element).click();
    await settle();
    type(input(element, "name"), "A");
    await settle();

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include("Name must be at least 2 characters");
    expect(input(element, "name").getAttribute("aria-describedby")).to.be.a("string");
  });
});
