import { expect } from "chai";
import {
  choose,
  created,
  fakeServer,
  fillIn,
  input,
  messageFor,
  mount,
  root,
  settle,
  submitButton,
  type,
  waitFor,
  withCleanPage,
} from "../../testing/lead-form-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

// Runs against the production build: `npm run build:widgets` first.
const moduleUrl = "/dist/widgets/lead-form.js";

describe("<lead-form>", () => {
  withCleanPage();

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

    const snapshot = await ariaSnapshot(element);

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
});
