import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// A page may configure the element before its script arrives (the loader imports it late).
// This file's page must not have loaded the module before the test runs.
const moduleUrl = "/dist/widgets/exit-intent.js";

describe("<exit-intent> configured before its script loads", () => {
  it("keeps properties and attributes set while it was still unknown to the browser", async () => {
    sessionStorage.clear();
    expect(customElements.get("exit-intent")).to.equal(undefined);
    const element = document.createElement("exit-intent");
    element.setAttribute("storage-key", "spring-campaign");
    (element as HTMLElement & { href: string }).href = "https://offers.example.org/calculator";
    document.body.append(element);

    await import(moduleUrl);
    // The popup arms itself once it has rendered.
    await new Promise((resolve) => setTimeout(resolve, 150));
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientY: 0, relatedTarget: null }),
    );
    await waitFor(
      () => element.shadowRoot?.querySelector("dialog")?.open === true,
      "the popup to open",
    );

    const cta = element.shadowRoot?.querySelector<HTMLAnchorElement>("[part~=cta]");
    expect(cta?.href).to.equal("https://offers.example.org/calculator");
    expect(element.getAttribute("href")).to.equal("https://offers.example.org/calculator");
    expect(sessionStorage.getItem("spring-campaign")).to.not.equal(null);
    expect(sessionStorage.getItem("exit-intent-shown")).to.equal(null);
  });
});
