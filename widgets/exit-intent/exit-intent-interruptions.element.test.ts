import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// Runs against the production build: `npx vite build` first.
const exitIntentUrl = "/dist/widgets/exit-intent.js";
const leadFormUrl = "/dist/widgets/lead-form.js";

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function leaveThroughTop(): void {
  document.documentElement.dispatchEvent(
    new MouseEvent("mouseout", { bubbles: true, composed: true, clientY: 2, relatedTarget: null }),
  );
}

function dialogOf(element: HTMLElement): HTMLDialogElement {
  const dialog = element.shadowRoot?.querySelector("dialog");
  if (!dialog) throw new Error(`<${element.localName}> rendered no <dialog>`);
  return dialog;
}

async function mountPopup(): Promise<HTMLElement> {
  const popup = document.createElement("exit-intent");
  document.body.append(popup);
  await settle();
  return popup;
}

describe("<exit-intent> does not interrupt a visitor", () => {
  before(async () => {
    await Promise.all([import(exitIntentUrl), import(leadFormUrl)]);
  });

  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    for (const element of document.querySelectorAll("exit-intent, lead-form, input")) {
      element.remove();
    }
  });

  it("given the lead form's modal is open, stays closed, and opens on a later exit once it is closed", async () => {
    const form = document.createElement("lead-form");
    form.setAttribute("mode", "modal");
    document.body.append(form);
    const popup = await mountPopup();
    form.show();
    await waitFor(() => dialogOf(form).open, "the lead form's modal to open");
    (document.activeElement as HTMLElement | null)?.blur();
    form.shadowRoot?.querySelector<HTMLElement>("[part~=close-button]")?.focus();
    expect(form.shadowRoot?.activeElement?.getAttribute("part")).to.equal("close-button");

    leaveThroughTop();
    await settle();
    expect(dialogOf(popup).open, "over the open modal").to.equal(false);
    expect(sessionStorage.getItem("exit-intent-shown")).to.equal(null);

    form.hide();
    await waitFor(() => !dialogOf(form).open, "the lead form's modal to close");
    (document.activeElement as HTMLElement | null)?.blur();
    leaveThroughTop();
    await waitFor(() => dialogOf(popup).open, "the popup to open after the modal closed");
  });

  it("given the visitor is typing in another widget's field, stays closed until the field loses focus", async () => {
    const form = document.createElement("lead-form");
    document.body.append(form);
    const popup = await mountPopup();
    await waitFor(() => Boolean(form.shadowRoot?.querySelector("input")), "the inline form");
    const name = form.shadowRoot?.querySelector("input") as HTMLInputElement;
    name.focus();
    expect(form.shadowRoot?.activeElement).to.equal(name);

    leaveThroughTop();
    await settle();
    expect(dialogOf(popup).open, "while the field has focus").to.equal(false);

    name.blur();
    leaveThroughTop();
    await waitFor(() => dialogOf(popup).open, "the popup to open after the field lost focus");
  });

  it("given the visitor is typing in a field of the page itself, stays closed", async () => {
    const field = document.createElement("input");
    field.type = "email";
    document.body.append(field);
    const popup = await mountPopup();
    field.focus();

    leaveThroughTop();
    await settle();

    expect(dialogOf(popup).open).to.equal(false);
    expect(popup.hasAttribute("open")).to.equal(false);
  });

  it("given nothing open and no field focused, opens on the first exit", async () => {
    const button = document.createElement("input");
    button.type = "button";
    document.body.append(button);
    const popup = await mountPopup();
    button.focus();

    leaveThroughTop();

    await waitFor(() => dialogOf(popup).open, "the popup to open");
  });
});
