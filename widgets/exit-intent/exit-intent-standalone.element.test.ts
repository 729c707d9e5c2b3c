import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The classic-script entry for site builders (`npm run build:widgets` first), pasted on a page
// that asks for consent first: one file carries the whole offer, and until the page's consent
// banner answers, the popup's "already shown" flag stays out of the browser's storage.
const scriptUrl = "/dist/widgets/standalone/exit-intent.js";

type Offer = HTMLElement & { show(): void; hide(): void };
type ConsentWindow = { ebwConsent?: { status: string; grant(): void } };

describe("<exit-intent> from its standalone script, on a page asking for consent", () => {
  before(async () => {
    sessionStorage.clear();
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.dataset.consent = "required";
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
  });

  it("defines the offer from the one script, linking the calculator beside the script", async () => {
    const element = document.createElement("exit-intent") as Offer;
    document.body.append(element);

    expect(customElements.get("exit-intent")).to.not.equal(undefined);
    const widgetFiles = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/dist/widgets/"));
    expect(widgetFiles).to.deep.equal(["/dist/widgets/standalone/exit-intent.js"]);
    const cta = element.shadowRoot?.querySelector<HTMLAnchorElement>("[part~=cta]");
    expect(cta?.textContent).to.equal("Try the Calculator Now");
    expect(cta?.href).to.equal(new URL("/debt-calculator", new URL(scriptUrl, location.href)).href);
    element.remove();
  });

  it("keeps the shown flag out of sessionStorage until consent, and stores it after", async () => {
    const consent = (window as unknown as ConsentWindow).ebwConsent;
    expect(consent?.status).to.equal("pending");
    const element = document.createElement("exit-intent") as Offer;
    document.body.append(element);
    const dialog = element.shadowRoot?.querySelector("dialog") as HTMLDialogElement;

    element.show();
    await waitFor(() => dialog.open, "the popup to open", 3000);
    expect(sessionStorage.getItem("exit-intent-shown")).to.equal(null);
    element.hide();
    await waitFor(() => !dialog.open, "the popup to close", 3000);

    consent?.grant();
    element.show();
    await waitFor(() => dialog.open, "the popup to open again", 3000);
    expect(sessionStorage.getItem("exit-intent-shown")).to.equal("1");
    element.remove();
  });
});
