import { expect } from "chai";

// Runs against the production build: `npx vite build` first.
const loaderUrl = "/dist/widgets/loader.js";

function defined(tag: string, timeout = 5000): Promise<void> {
  return Promise.race([
    customElements.whenDefined(tag).then(() => undefined),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error(`<${tag}> was not loaded within ${timeout} ms`)), timeout),
    ),
  ]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fetched = (file: string): boolean =>
  performance
    .getEntriesByType("resource")
    .some((entry) => new URL(entry.name).pathname === `/dist/widgets/${file}`);

function spacer(height: number): HTMLElement {
  const block = document.createElement("div");
  block.style.height = `${height}px`;
  return block;
}

describe("widgets/loader.js, for a visitor saving data", () => {
  before(async () => {
    // Save-Data on: nothing is warmed ahead of intent (widgets/delivery/idle.ts).
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g" }),
    });
    // An exit-intent popup far below the fold, present before the loader runs.
    document.body.append(spacer(5000), document.createElement("exit-intent"));
    await import(loaderUrl);
  });

  it("loads the exit-intent popup when the browser is idle, without scrolling to it", async () => {
    expect(window.scrollY).to.equal(0);
    await defined("exit-intent");
    expect(fetched("exit-intent.js")).to.equal(true);
  });

  it("shows a calculator far below the fold only near the viewport, and loads its code on intent", async () => {
    const calculator = document.createElement("debt-calculator");
    document.body.append(spacer(5000), calculator);
    await wait(800);

    expect(calculator.shadowRoot).to.equal(null);
    expect(fetched("first-view/debt-calculator.js")).to.equal(false);
    expect(fetched("debt-calculator.js")).to.equal(false);

    calculator.scrollIntoView();
    const deadline = performance.now() + 5000;
    while (!calculator.shadowRoot?.querySelector("button") && performance.now() < deadline) {
      await wait(20);
    }
    const add = [...(calculator.shadowRoot?.querySelectorAll("button") ?? [])].find(
      (button) => button.textContent === "Add Another Debt",
    );
    expect(add?.isConnected).to.equal(true);
    await wait(500);
    expect(customElements.get("debt-calculator")).to.equal(undefined);
    expect(fetched("debt-calculator.js")).to.equal(false);

    add?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
    await defined("debt-calculator");
    while (
      (calculator as unknown as Record<symbol, unknown>)[Symbol.for("ebw.widget.ready")] !== true &&
      performance.now() < deadline + 5000
    ) {
      await wait(20);
    }
    // Taken over in place: the button on screen is the one of the first view.
    expect(add?.isConnected).to.equal(true);
    expect(calculator.shadowRoot?.contains(add ?? null)).to.equal(true);
    window.scrollTo(0, 0);
  });

  it("holds a click on a page button for the modal form until the form can open", async () => {
    expect(customElements.get("lead-form")).to.equal(undefined);
    const form = document.createElement("lead-form");
    form.setAttribute("mode", "modal");
    const button = document.createElement("button");
    button.setAttribute("data-open-lead-form", "");
    button.textContent = "See How Much You Could Save - 100% Free";
    document.body.prepend(button, form);

    button.click();

    await defined("lead-form");
    const deadline = performance.now() + 3000;
    while (!form.shadowRoot?.querySelector("dialog")?.open && performance.now() < deadline) {
      await wait(20);
    }
    expect(form.shadowRoot?.querySelector("dialog")?.open).to.equal(true);
    form.hide();
  });
});
