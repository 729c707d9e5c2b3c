import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The classic-script entry for site builders (`npm run build:widgets` first): one script tag
// that carries the button's code, the panel still coming from the module build beside it when
// the visitor reaches for the button. Save-Data is on, so the panel is not warmed ahead of that
// (`./broker-chat-warm-up.element.test.ts` has the warm-up).
const scriptUrl = "/dist/widgets/standalone/broker-chat.js";

describe("<broker-chat> from its standalone script, for a visitor saving data", () => {
  before(async () => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g" }),
    });
    const script = document.createElement("script");
    script.src = scriptUrl;
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
    await customElements.whenDefined("broker-chat");
  });

  it("shows its button from the script alone, then opens and answers with the panel from beside it", async () => {
    sessionStorage.clear();
    const sent: string[] = [];
    window.fetch = async (input: RequestInfo | URL) => {
      sent.push(String(input));
      const body =
        'event: meta\ndata: {"mode":"faq"}\n\nevent: delta\ndata: {"text":"Hi there"}\n\nevent: done\ndata: {}\n\n';
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    };
    const element = document.createElement("broker-chat");
    element.setAttribute("api-base", "https://broker.example");
    document.body.append(element);
    const root = element.shadowRoot as ShadowRoot;
    const widgetFiles = () =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/dist/widgets/"));
    expect(root.querySelector(".launcher")?.getAttribute("aria-label")).to.equal("Chat with us");
    expect(widgetFiles()).to.deep.equal(["/dist/widgets/standalone/broker-chat.js"]);

    // The page has loaded; it is left idle long enough for a warm-up to have started.
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
    }
    const pressedAt = performance.now();
    (root.querySelector(".launcher") as HTMLButtonElement).click();
    await waitFor(() => root.querySelector("textarea") !== null, "the panel");
    const box = root.querySelector("textarea") as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setValue?.call(box, "Hello");
    box.dispatchEvent(new Event("input", { bubbles: true }));
    (root.querySelector("button[type=submit]") as HTMLButtonElement).click();
    await waitFor(() => (root.textContent ?? "").includes("Hi there"), "the reply");

    expect(sent).to.deep.equal(["https://broker.example/api/chat"]);
    const panelFetchedAt = performance
      .getEntriesByType("resource")
      .find((entry) =>
        /^\/dist\/widgets\/chunks\/after-intent-[\w-]+\.js$/.test(new URL(entry.name).pathname),
      )?.startTime;
    expect(panelFetchedAt).to.be.at.least(pressedAt);
    expect(widgetFiles()).not.to.include("/dist/widgets/broker-chat.js");
  });
});
