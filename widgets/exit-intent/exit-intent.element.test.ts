import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// Runs against the production build: `npx vite build` first.
const moduleUrl = "/dist/widgets/exit-intent.js";

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function leaveThroughTop(clientY = 2): void {
  document.documentElement.dispatchEvent(
    new MouseEvent("mouseout", { bubbles: true, composed: true, clientY, relatedTarget: null }),
  );
}

function dialogOf(element: HTMLElement): HTMLDialogElement {
  const dialog = element.shadowRoot?.querySelector("dialog");
  if (!dialog) throw new Error("the popup rendered no <dialog>");
  return dialog;
}

describe("<exit-intent>", () => {
  before(async () => {
    await import(moduleUrl);
  });

  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    for (const element of document.querySelectorAll("exit-intent")) element.remove();
    for (const style of document.querySelectorAll("style[data-hostile]")) style.remove();
  });

  it("opens when the pointer leaves through the top edge, with the offer's texts", async () => {
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();

    leaveThroughTop(2);
    await waitFor(() => dialogOf(element).open, "the popup to open");

    const text = element.shadowRoot?.textContent ?? "";
    expect(text).to.include("Not Ready to Book a Call?");
    expect(text).to.include("no sign-up required");
    expect(text).to.include("You Could Save $1,000's per month");
    const highlight = element.shadowRoot?.querySelector("[part~=highlight]");
    expect(highlight?.textContent).to.equal("rolling your debts into one simplified repayment");
    const cta = element.shadowRoot?.querySelector<HTMLAnchorElement>("[part~=cta]");
    expect(cta?.textContent).to.equal("Try the Calculator Now");
    expect(cta?.href).to.equal(new URL("/debt-calculator", location.href).href);
    expect(element.hasAttribute("open")).to.equal(true);
    expect(dialogOf(element).dataset.state).to.equal("open");
  });

  it("stays closed when the pointer leaves lower down the page or into another element", async () => {
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();

    leaveThroughTop(200);
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientY: 2, relatedTarget: document.body }),
    );
    await settle();

    expect(dialogOf(element).open).to.equal(false);
    expect(sessionStorage.getItem("exit-intent-shown")).to.equal(null);
  });

  it("closes on Escape and tells the page it opened and closed", async () => {
    const events: string[] = [];
    const record = (event: Event) => events.push(event.type);
    document.addEventListener("exit-intent-open", record);
    document.addEventListener("exit-intent-close", record);
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();

    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open");
    await sendKeys({ press: "Escape" });
    await waitFor(() => !dialogOf(element).open, "the popup to close");
    await settle();

    document.removeEventListener("exit-intent-open", record);
    document.removeEventListener("exit-intent-close", record);
    expect(events).to.deep.equal(["exit-intent-open", "exit-intent-close"]);
    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("closes with the close button and reports why", async () => {
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();
    let closeDetail: unknown;
    element.addEventListener("exit-intent-close", (event) => {
      closeDetail = event.detail;
    });

    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open");
    const close = element.shadowRoot?.querySelector<HTMLButtonElement>("[part~=close-button]");
    expect(close?.getAttribute("aria-label")).to.equal("Close");
    close?.click();
    await waitFor(() => !dialogOf(element).open, "the popup to close");
    await settle();

    expect(closeDetail).to.deep.equal({ reason: "close-button" });
  });

  it("pushes its events to the page's dataLayer", async () => {
    const layer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();

    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open");
    await settle();

    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    expect(layer).to.deep.equal([{ event: "exit-intent-open", trigger: "exit" }]);
  });

  it("does not open a second time in the same session", async () => {
    const first = document.createElement("exit-intent");
    document.body.append(first);
    await settle();
    leaveThroughTop();
    await waitFor(() => dialogOf(first).open, "the popup to open");
    first.shadowRoot?.querySelector<HTMLButtonElement>("[part~=close-button]")?.click();
    await waitFor(() => !dialogOf(first).open, "the popup to close");

    expect(sessionStorage.getItem("exit-intent-shown")).to.not.equal(null);
    leaveThroughTop();
    await settle();
    expect(dialogOf(first).open).to.equal(false);

    // As after a reload: a fresh element finds the flag.
    first.remove();
    const second = document.createElement("exit-intent");
    document.body.append(second);
    await settle();
    leaveThroughTop();
    await settle();
    expect(dialogOf(second).open).to.equal(false);
  });

  it("stays closed when the session flag already exists on load", async () => {
    sessionStorage.setItem("campaign-popup", "1");
    const element = document.createElement("exit-intent");
    element.setAttribute("storage-key", "campaign-popup");
    document.body.append(element);
    await settle();

    leaveThroughTop();
    await settle();

    expect(dialogOf(element).open).to.equal(false);
  });

  it("does not arm itself while disabled, and arms again when the attribute is removed", async () => {
    const element = document.createElement("exit-intent");
    element.setAttribute("disabled", "");
    document.body.append(element);
    await settle();

    leaveThroughTop();
    await settle();
    expect(dialogOf(element).open).to.equal(false);

    element.removeAttribute("disabled");
    await settle();
    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open once enabled");
  });

  it("opens and closes through show() and hide() and follows the href attribute", async () => {
    const element = document.createElement("exit-intent");
    element.setAttribute("href", "https://calculators.example.org/debt?from=popup");
    document.body.append(element);
    await settle();

    element.show();
    await waitFor(() => dialogOf(element).open, "show() to open the popup");
    const cta = element.shadowRoot?.querySelector<HTMLAnchorElement>("[part~=cta]");
    expect(cta?.href).to.equal("https://calculators.example.org/debt?from=popup");

    element.hide();
    await waitFor(() => !dialogOf(element).open, "hide() to close the popup");
  });

  it("ignores an href that is not a web address", async () => {
    const element = document.createElement("exit-intent");
    element.setAttribute("href", "javascript:alert(1)");
    document.body.append(element);
    await settle();
    element.show();
    await waitFor(() => dialogOf(element).open, "the popup to open");

    const cta = element.shadowRoot?.querySelector<HTMLAnchorElement>("[part~=cta]");
    expect(cta?.href).to.equal(new URL("/debt-calculator", location.href).href);
  });

  it("is a named modal dialog that takes focus and gives it back", async () => {
    const before = document.createElement("button");
    before.textContent = "Page button";
    document.body.append(before);
    before.focus();
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();

    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open");

    const snapshot = await executeServerCommand<string, { selector: string }>("aria-snapshot", {
      selector: "exit-intent",
    });
    expect(snapshot).to.match(/dialog "Not Ready to Book a Call\?"/);
    expect(snapshot).to.match(/link "Try the Calculator Now"/);
    expect(snapshot).to.match(/button "Close"/);
    expect(element.shadowRoot?.activeElement?.textContent).to.equal("Try the Calculator Now");
    expect(dialogOf(element).matches(":modal")).to.equal(true);

    await sendKeys({ press: "Escape" });
    await waitFor(() => !dialogOf(element).open, "the popup to close");
    await waitFor(() => document.activeElement === before, "focus to return to the page");
    before.remove();
  });

  it("looks the same on a page with hostile CSS", async () => {
    const hostile = document.createElement("style");
    hostile.dataset.hostile = "";
    hostile.textContent = `
      * { color: rgb(255, 0, 0) !important; font-size: 40px !important;
          text-transform: uppercase !important; letter-spacing: 12px !important;
          font-family: monospace !important; line-height: 4 !important; }
      exit-intent, dialog, h2, p, a, button { display: none !important; }
      :root { font-size: 30px; }
    `;
    document.head.append(hostile);
    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();

    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open");

    const dialog = dialogOf(element);
    const title = element.shadowRoot?.querySelector("[part~=title]") as HTMLElement;
    const cta = element.shadowRoot?.querySelector("[part~=cta]") as HTMLElement;
    expect(getComputedStyle(dialog).display).to.equal("block");
    expect(dialog.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(getComputedStyle(title).color).to.equal("rgb(15, 23, 42)");
    expect(getComputedStyle(title).fontSize).to.equal("24px");
    expect(getComputedStyle(title).textTransform).to.equal("none");
    expect(getComputedStyle(title).letterSpacing).to.equal("normal");
    expect(getComputedStyle(cta).display).to.not.equal("none");
    expect(cta.getBoundingClientRect().height).to.be.greaterThan(40);
  });

  it("survives its script being included twice", async () => {
    const definition = customElements.get("exit-intent");
    await import(`${moduleUrl}?pasted-twice`);
    expect(customElements.get("exit-intent")).to.equal(definition);

    const element = document.createElement("exit-intent");
    document.body.append(element);
    await settle();
    leaveThroughTop();
    await waitFor(() => dialogOf(element).open, "the popup to open");
    expect(element.shadowRoot?.querySelectorAll("dialog").length).to.equal(1);
  });
});
