import { expect } from "chai";
import { type ControlledClock, controlClock } from "../../testing/controlled-clock";
import {
  fakeServer,
  fillIn,
  heard,
  heldAnswer,
  messageFor,
  recordPixel,
  root,
  send,
  serverError,
  settle,
  stopNavigations,
  toastText,
  type,
  waitFor,
  waitForToast,
} from "../../testing/lead-form-kit";
import { button, field, mount, stored, withCleanPage } from "../../testing/resource-download-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

/** Files the page started downloading (the helper clicks a link with `download`). */
function catchDownloads(): { href: string; download: string; target: string }[] {
  const started: { href: string; download: string; target: string }[] = [];
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    started.push({ href: this.href, download: this.download, target: this.target });
  };
  return started;
}

let clock: ControlledClock | undefined;

describe("<resource-download>", () => {
  withCleanPage();

  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it("shows the resource request form for the resource it names: e-mail required, name optional", async () => {
    const element = await mount();

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include(`form "First Home Buyer's Complete Guide"`);
    expect(snapshot).to.include('textbox "Email Address"');
    expect(snapshot).to.include('textbox "Name (optional)"');
    expect(snapshot).to.include('button "Download Now"');
    expect(snapshot).to.include('link "Privacy Policy"');
    expect(field(element, "email").getAttribute("aria-required")).to.equal("true");
    expect(field(element, "name").hasAttribute("aria-required")).to.equal(false);
  });

  it("given an unknown resource id, says the resource is not available instead of a blank box", async () => {
    const element = await mount({ "lead-magnet": "no-such-guide" });

    const message = root(element).querySelector("[part=unavailable]");
    expect(message?.getAttribute("role")).to.equal("alert");
    expect(message?.textContent).to.include("This resource is not available");
    expect(root(element).querySelector("form")).to.equal(null);
  });

  it("takes a whole lead magnet as a property", async () => {
    const element = document.createElement("resource-download") as HTMLElement & {
      leadMagnet: unknown;
    };
    element.leadMagnet = {
      id: "rate-sheet",
      title: "Rate Sheet",
      description: "",
      fileName: "rate-sheet.pdf",
      fileUrl: "/downloads/rate-sheet.pdf",
      category: "Tools",
      type: "checklist",
    };
    document.body.append(element);
    await waitFor(() => Boolean(element.shadowRoot?.querySelector("form")), "the form");

    expect(root(element).querySelector("form")?.getAttribute("aria-label")).to.equal("Rate Sheet");
    expect(element.hasAttribute("lead-magnet")).to.equal(false);
  });

  it("shows the e-mail and name messages on submit, clears them as corrected, sends nothing", async () => {
    const { sent } = fakeServer(stored);
    const element = await mount();
    type(field(element, "name"), "A");

    button(element).click();
    await settle();

    expect(messageFor(element, "email")).to.equal("Please enter a valid email address");
    expect(messageFor(element, "name")).to.equal("Name must be at least 2 characters");
    expect(sent).to.have.length(0);
    await fillIn(element, { name: "", email: "kim@example.com" });
    expect(messageFor(element, "email")).to.equal(null);
    expect(messageFor(element, "name")).to.equal(null);
  });

  it("disables the fields and says 'Processing...' while sending", async () => {
    const reply = heldAnswer();
    fakeServer(reply.answer);
    const element = await mount();

    await send(element, { email: "kim@example.com" });
    await settle();

    expect(button(element).textContent).to.equal("Processing...");
    expect(button(element).disabled).to.equal(true);
    expect(field(element, "email").disabled).to.equal(true);
    expect(field(element, "name").disabled).to.equal(true);
    reply.give(await serverError()());
    await waitFor(() => !button(element).disabled, "the form back");
  });

  it("a new contact: 'Thank you!', then after exactly one second the thank-you page with the file", async () => {
    const { sent } = fakeServer(stored);
    const element = await mount();
    const events = heard("download-start");
    await fillIn(element, { email: " Kim@Example.com ", name: "Kim" });
    const navigations = stopNavigations();
    clock = controlClock();

    button(element).click();
    await waitForToast(element, "Thank you!");

    expect(toastText(element)).to.include(
      "Your information has been saved. Starting your download now...",
    );
    expect(sent[0]?.url).to.match(/\/api\/collect-lead$/);
    expect(sent[0]?.headers.get("Idempotency-Key")).to.be.a("string");
    expect(sent[0]?.body).to.deep.include({
      email: "Kim@Example.com",
      name: "Kim",
      source: "lead-magnet-guide",
      leadMagnet: "first-home-buyers-guide",
    });
    expect(events[0]?.detail).to.deep.equal({
      leadMagnet: "first-home-buyers-guide",
      fileName: "first-home-buyers-complete-guide.pdf",
      isExisting: false,
    });
    expect(clock.pending()).to.include(1000);
    clock.advance(999);
    await settle();
    expect(navigations).to.deep.equal([]);
    clock.advance(1);
    await waitFor(() => navigations.length === 1, "the redirect");
    const target = new URL(navigations[0] ?? "");
    expect(target.pathname).to.equal("/thank-you-download");
    expect(target.searchParams.get("file")).to.equal("first-home-buyers-complete-guide.pdf");
  });

  it("a new contact on its way to the thank-you page reports Lead once, before the page leaves", async () => {
    fakeServer(stored);
    const pixel = recordPixel();
    const element = await mount();
    await fillIn(element, { email: "kim@example.com" });
    const navigations = stopNavigations();
    clock = controlClock();

    button(element).click();
    await waitForToast(element, "Thank you!");
    expect(pixel.map(([kind, name]) => `${kind} ${name}`)).to.deep.equal(["track Lead"]);
    clock.advance(1000);
    await waitFor(() => navigations.length === 1, "the redirect");
    expect(pixel).to.have.length(1);
  });

  it("on a backend error shows the destructive Error toast and keeps the form", async () => {
    fakeServer(serverError());
    const element = await mount();

    await send(element, { email: "kim@example.com" });
    await waitForToast(element, "Error");

    expect(toastText(element)).to.include(
      "There was a problem processing your request. Please try again.",
    );
    const toast = root(element).querySelector("[data-sonner-toast]");
    expect(toast?.getAttribute("data-type")).to.equal("error");
    expect(field(element, "email").value).to.equal("kim@example.com");
    expect(field(element, "email").disabled).to.equal(false);
  });

  it("on an unexpected answer says 'Something went wrong. Please try again.'", async () => {
    fakeServer(async () => Response.json({ received: true }, { status: 201 }));
    const element = await mount();

    await send(element, { email: "kim@example.com" });
    await waitForToast(element, "Something went wrong");

    expect(toastText(element)).to.include("Something went wrong. Please try again.");
    expect(button(element).disabled).to.equal(false);
  });

  it("with redirect='none', stays, starts the download with the Lead event, and offers Download Again", async () => {
    const { sent } = fakeServer(stored);
    const pixel = recordPixel();
    const element = await mount({
      "lead-magnet": "investment-property-checklist",
      redirect: "none",
    });
    const navigations = stopNavigations();
    const downloads = catchDownloads();

    await send(element, { email: "kim@example.com" });
    await waitForToast(element, "Download Started!");

    expect(toastText(element)).to.include("Thank you!");
    // The view that replaced the form has the focus, so the visitor is not left on nothing.
    const done = root(element).querySelector("[part=downloaded] [role=status]");
    await waitFor(() => root(element).activeElement === done, "focus on the download view");
    expect(downloads).to.have.length(1);
    expect(new URL(downloads[0]?.href ?? "").pathname).to.equal(
      "/downloads/investment-property-checklist.pdf",
    );
    expect(downloads[0]?.download).to.equal("investment-property-checklist.pdf");
    // In this tab (the file is an attachment): no new tab for a popup blocker to stop.
    expect(downloads[0]?.target).to.equal("");
    const fallback = root(element).querySelector<HTMLAnchorElement>("[part=download-link] a");
    expect(fallback?.textContent).to.equal("Download the file");
    expect(fallback?.href).to.equal(downloads[0]?.href);
    expect(pixel).to.deep.equal([
      [
        "track",
        "Lead",
        {
          content_name: "Investment Property Checklist",
          content_category: "Investment",
          value: 1,
          currency: "USD",
        },
        // The server's event for the same request carries its key: Meta keeps one of the two.
        { eventID: sent[0]?.headers.get("Idempotency-Key") },
      ],
    ]);
    const again = root(element).querySelector<HTMLButtonElement>("[part=download-again]");
    expect(again?.textContent).to.equal("Download Again");
    again?.click();
    await settle();
    expect(downloads).to.have.length(2);
    // The Lead is the stored contact's, not the file's: Download Again reports nothing more.
    expect(pixel).to.have.length(1);
    expect(navigations).to.deep.equal([]);
  });
});
