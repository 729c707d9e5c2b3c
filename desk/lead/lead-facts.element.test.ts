import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// What a lead's page says the visitor sent, built from the sources.
const fixtureUrl = "/bundled/tests/fixtures/desk-mount.js";

interface Mount {
  mountSent(container: HTMLElement, lead: unknown): () => void;
}

describe("a lead's page, what was sent and what came of it", () => {
  let mount: Mount;
  let unmount = () => {};
  let container: HTMLElement;

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
  });

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    unmount();
    container.remove();
  });

  it("given MyCRM says the deal settled, shows the amount and whose word it is", async () => {
    unmount = mount.mountSent(container, {
      id: "lead-1",
      payload: { name: "Jane Smith", loanAmount: "650k" },
      booking: null,
      callbackTime: null,
      settled: { amount: 640_000, crm: "mycrm" },
    });
    await waitFor(() => container.querySelector("dl") !== null, "the facts");

    const text = container.textContent ?? "";
    expect(text).to.include("Settled");
    expect(text).to.match(/\$640,000, as MyCRM says/);
  });
});
