import { expect } from "chai";

// The classic-script entry for site builders (`npm run build:widgets` first): a script tag that
// loads the element's module from beside itself, so the panel still comes only when opened.
const scriptUrl = "/dist/widgets/standalone/broker-chat.js";

async function waitFor(check: () => boolean, what: string, timeout = 4000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("<broker-chat> from its standalone script", () => {
  before(async () => {
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

  it("opens and answers, the element's module loaded from beside the script", async () => {
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

    (root.querySelector(".launcher") as HTMLButtonElement).click();
    await waitFor(() => root.querySelector("textarea") !== null, "the panel");
    const box = root.querySelector("textarea") as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setValue?.call(box, "Hello");
    box.dispatchEvent(new Event("input", { bubbles: true }));
    (root.querySelector("button[type=submit]") as HTMLButtonElement).click();
    await waitFor(() => (root.textContent ?? "").includes("Hi there"), "the reply");

    expect(sent).to.deep.equal(["https://broker.example/api/chat"]);
    const fetched = performance.getEntriesByType("resource").map((entry) => entry.name);
    expect(
      fetched.some((name) => name.includes("/dist/widgets/standalone/broker-chat.js")),
    ).to.equal(true);
    expect(fetched.some((name) => name.endsWith("/dist/widgets/broker-chat.js"))).to.equal(true);
  });
});
