import { expect } from "chai";

// Runs against the production build: `npm run build` first.
const FIRST_VIEW = Symbol.for("ebw.firstView");
// In variables, so the type checker does not look for the built files.
const firstViewUrl = "/dist/widgets/first-view/contact-form.js";
const moduleUrl = "/dist/widgets/contact-form.js";

const waitFor = async (done: () => boolean, what: string, timeout = 5000) => {
  const deadline = performance.now() + timeout;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("a first view that does not match what the widget's code renders", () => {
  it("is replaced by the widget, keeping what was typed and the focus, and the page is told", async () => {
    // The loader's first view of <contact-form>, as it shows it, but for a heading the
    // component does not render: hydrating it cannot match.
    const view = (await import(firstViewUrl)) as {
      html: string;
      css: string;
    };
    const element = document.createElement("contact-form");
    document.body.append(element);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(view.css);
    const root = element.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = view.html.replace("Full Name", "Your full name");
    (root as unknown as Record<symbol, CSSStyleSheet>)[FIRST_VIEW] = sheet;

    const name = root.querySelector<HTMLInputElement>("input[name=name]");
    if (!name) throw new Error("the first view has no name field");
    name.focus();
    name.value = "Alex Renter";
    name.setSelectionRange(4, 4);

    const reported: CustomEvent[] = [];
    document.addEventListener("widget-error", (event) => reported.push(event as CustomEvent));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
    try {
      await import(moduleUrl);
      await waitFor(() => reported.length > 0, "widget-error");
    } finally {
      console.warn = warn;
    }

    expect(root.querySelectorAll("form")).to.have.length(1);
    expect(root.textContent).not.to.contain("Your full name");
    const field = root.querySelector<HTMLInputElement>("input[name=name]");
    expect(field?.value).to.equal("Alex Renter");
    expect(root.activeElement).to.equal(field);
    expect(field?.selectionStart).to.equal(4);
    expect(reported[0]?.detail.tag).to.equal("contact-form");
    expect(reported[0]?.detail.message).to.contain("first view did not match");
    expect(warnings.some((line) => line.includes("<contact-form>"))).to.equal(true);

    // What was carried over is the component's own: it is what the form sends.
    field?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(root.querySelector<HTMLInputElement>("input[name=name]")?.value).to.equal("Alex Renter");
    element.remove();
  });
});
