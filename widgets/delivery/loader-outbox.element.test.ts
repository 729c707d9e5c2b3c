import { expect } from "chai";

// Runs against the production build: `npx vite build` first.
const loaderUrl = "/dist/widgets/loader.js";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fetched = (file: string): boolean =>
  performance
    .getEntriesByType("resource")
    .some((entry) => new URL(entry.name).pathname === `/dist/widgets/${file}`);

describe("widgets/loader.js, with a lead an earlier page could not send", () => {
  const sent: { url: string; key: string | null }[] = [];

  before(async () => {
    // A visitor saving data, whose earlier page kept a lead it could not deliver.
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g" }),
    });
    localStorage.setItem(
      "ebw-lead-outbox",
      JSON.stringify([
        {
          key: "waiting-lead-1",
          apiBase: "https://api.example.test",
          body: { kind: "contact", name: "Sam Waiting", email: "sam@example.com", source: "x" },
          savedAt: Date.now(),
        },
      ]),
    );
    window.fetch = async (input, init) => {
      sent.push({
        url: String(input),
        key: new Headers(init?.headers).get("Idempotency-Key"),
      });
      return new Response(JSON.stringify({ ok: true, id: "lead-1" }), {
        status: 201,
        headers: { "Content-Type": "application/json" },
      });
    };
    // This page's only form, a guide's, far below the fold; nobody scrolls or touches it.
    const spacer = document.createElement("div");
    spacer.style.height = "5000px";
    const guide = document.createElement("resource-download");
    guide.setAttribute("lead-magnet", "first-home-buyers-guide");
    document.body.append(spacer, guide);
    await import(loaderUrl);
  });

  after(() => localStorage.removeItem("ebw-lead-outbox"));

  it("loads the page's form once idle, which sends the lead with its key and empties the outbox", async () => {
    const deadline = performance.now() + 8000;
    while (localStorage.getItem("ebw-lead-outbox") !== null && performance.now() < deadline) {
      await wait(50);
    }
    expect(window.scrollY).to.equal(0);
    expect(fetched("resource-download.js")).to.equal(true);
    expect(sent).to.deep.equal([
      { url: "https://api.example.test/api/submit-lead", key: "waiting-lead-1" },
    ]);
    expect(localStorage.getItem("ebw-lead-outbox")).to.equal(null);
  });
});
