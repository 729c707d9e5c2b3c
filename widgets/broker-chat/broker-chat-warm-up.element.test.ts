import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// Runs against the production build: `npm run build:widgets` first. Each case is a page of its
// own (an iframe), whose parsing is held open so that its `load` event comes when the test says.

type Frame = Window & typeof globalThis;

const panelFile = /^\/dist\/widgets\/chunks\/after-intent-[\w-]+\.js$/;

/** When the panel's code started to be fetched in `frame` (its clock, ms), if it was. */
const panelFetchedAt = (frame: Frame): number | undefined =>
  frame.performance
    .getEntriesByType("resource")
    .find((entry) => panelFile.test(new URL(entry.name).pathname))?.startTime;

/** Resolves when `frame` is next idle (or after 3 s), after what it had queued for idle time. */
const idle = (frame: Frame) =>
  new Promise<void>((resolve) => frame.requestIdleCallback(() => resolve(), { timeout: 3000 }));

const entries = [
  { name: "module", script: '<script type="module" src="/dist/widgets/broker-chat.js"></script>' },
  {
    name: "standalone script",
    script: '<script src="/dist/widgets/standalone/broker-chat.js"></script>',
  },
];

/**
 * A page with a chat button from `script`, still loading: `finish()` ends its parsing, and its
 * `load` event follows. `saveData` emulates a visitor asking to save data.
 */
async function page(script: string, saveData: boolean) {
  const iframe = document.createElement("iframe");
  document.body.append(iframe);
  const frame = iframe.contentWindow as Frame;
  Object.defineProperty(frame.Navigator.prototype, "connection", {
    configurable: true,
    get: () => ({ saveData, effectiveType: "4g" }),
  });
  const doc = frame.document;
  doc.open();
  // A module script waits for the end of parsing; `import()` does not.
  const load = script.includes("module")
    ? '<script>import("/dist/widgets/broker-chat.js")</script>'
    : script;
  doc.write(`<!doctype html><html><body><broker-chat></broker-chat>${load}`);
  await frame.customElements.whenDefined("broker-chat");
  let loadedAt: number | undefined;
  frame.addEventListener("load", () => {
    loadedAt = frame.performance.now();
  });
  return {
    frame,
    button: () =>
      frame.document.querySelector("broker-chat")?.shadowRoot?.querySelector(".launcher") as
        | HTMLButtonElement
        | undefined,
    finish: async () => {
      doc.close();
      await waitFor(() => loadedAt !== undefined, "the page's load event");
      return loadedAt as number;
    },
  };
}

describe("<broker-chat> warms its panel", () => {
  afterEach(() => {
    for (const iframe of document.querySelectorAll("iframe")) iframe.remove();
  });

  for (const { name, script } of entries) {
    it(`fetches the panel's code once the page has loaded and is idle, without intent (${name})`, async () => {
      const { frame, finish } = await page(script, false);
      await idle(frame);
      expect(panelFetchedAt(frame)).to.equal(undefined);

      const loadedAt = await finish();
      await waitFor(() => panelFetchedAt(frame) !== undefined, "the panel's code");
      expect(panelFetchedAt(frame)).to.be.greaterThan(loadedAt);
    });
  }

  it("does not fetch the panel's code for a visitor saving data until the button is touched", async () => {
    const { frame, button, finish } = await page(entries[0]?.script ?? "", true);
    await finish();
    await idle(frame);
    await idle(frame);

    const touchedAt = frame.performance.now();
    button()?.dispatchEvent(new frame.Event("touchstart"));
    await waitFor(() => panelFetchedAt(frame) !== undefined, "the panel's code");
    expect(panelFetchedAt(frame)).to.be.at.least(touchedAt);
  });
});
