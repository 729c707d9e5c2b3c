import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Response, test } from "@playwright/test";
import { fill, fitsAt, forms, functionOf, scripts, sendLead, shell, watch } from "./host-pages";

/*
 * The pages marketers really build, served from another origin, with our widgets pasted in:
 * old libraries' globals (an enumerable `Object.prototype.foo`, Prototype.js-style
 * `Array.prototype` methods, a RequireJS-era AMD `define`) and snippets pasted at different
 * times (standalone scripts in the head, the loader at the end of the body, or the reverse).
 * Each form must load and send its lead once, the calculator must draw its chart, and every
 * element must be upgraded.
 */

let server: Server;
let host = "";
/** Each path's page: its parts are sent one after another, each once `release` resolves. */
const pages = new Map<string, { parts: string[]; release?: Promise<void> }>();

test.beforeAll(async () => {
  server = createServer(async (request, response: ServerResponse) => {
    const page = pages.get(new URL(request.url ?? "/", "http://host").pathname);
    response.writeHead(page ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    if (!page) return response.end("not found");
    const [first, ...rest] = page.parts;
    response.write(first);
    if (rest.length > 0) await page.release;
    response.end(rest.join(""));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** What old libraries and plugins leave on a page, before anything of ours runs. */
function pollute() {
  (Object.prototype as unknown as Record<string, unknown>).foo = 1;
  const extensions: Record<string, unknown> = {
    each(this: unknown[], fn: (x: unknown) => void) {
      for (let i = 0; i < this.length; i++) fn(this[i]);
    },
    first(this: unknown[]) {
      return this[0];
    },
    compact(this: unknown[]) {
      return this.filter((x) => x != null);
    },
  };
  for (const [name, value] of Object.entries(extensions)) {
    (Array.prototype as unknown as Record<string, unknown>)[name] = value;
  }
  const define = Object.assign(() => {}, { amd: { jQuery: true } });
  Object.assign(window, { define, require: () => {} });
}

// The loader at 390 px and the standalone scripts at 1280 px, then the other width on the same
// page: the globals are the point, and each embedding meets them once.
for (const [embedding, width, other] of [
  ["loader", 390, 1280],
  ["standalone", 1280, 390],
] as const) {
  test(`on a page with a polluted Object.prototype, Array.prototype methods and an AMD define (${embedding}, ${width} px), each form sends its lead once and stays on the page`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    await page.setViewportSize({ width, height: 844 });
    const errors = watch(page);
    await page.addInitScript(pollute);
    const body = `<lead-form></lead-form><preapproval-form></preapproval-form><contact-form></contact-form>
<resource-download lead-magnet="first-home-buyers-guide"></resource-download>`;
    pages.set("/polluted", { parts: [shell(scripts(ours, embedding, forms), body)] });
    await page.goto(`${host}/polluted`);

    for (const tag of forms) {
      const answers: Response[] = [];
      const counted = (response: Response) => {
        if (new URL(response.url()).pathname === functionOf(tag)) answers.push(response);
      };
      page.on("response", counted);
      await sendLead(page, tag, ours);
      page.off("response", counted);
      expect(answers, `${tag} sent its lead once`).toHaveLength(1);
    }
    expect(page.url()).toBe(`${host}/polluted`);
    await fitsAt(page, forms, [width, other]);
    expect(errors).toEqual([]);
  });
}

for (const embedding of ["loader", "standalone"] as const) {
  test(`on the same page (${embedding}), the calculator draws its chart and its call to action sends a lead`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    const errors = watch(page);
    await page.addInitScript(pollute);
    pages.set("/calculator", {
      parts: [
        shell(scripts(ours, embedding, ["debt-calculator"]), "<debt-calculator></debt-calculator>"),
      ],
    });
    await page.goto(`${host}/calculator`);
    const calculator = page.locator("debt-calculator");
    await calculator.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => customElements.get("debt-calculator") !== undefined);
    await calculator.getByRole("button", { name: "Add Another Debt" }).click();
    await calculator.locator("[part~=chart]").scrollIntoViewIfNeeded();
    await expect(calculator.locator("[part~=chart]")).toHaveAttribute("data-state", "ready");
    await expect(calculator.locator(".recharts-bar-rectangle path")).toHaveCount(2);
    await expect(calculator.getByText("could not be shown")).toHaveCount(0);

    await calculator.getByRole("button", { name: "Start Saving Today!" }).click();
    const dialog = calculator.getByRole("dialog", { name: "Contact Us To Start Saving" });
    await fill["lead-form"].fields(dialog);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${ours}/api/submit-lead`),
      dialog.getByRole("button", { name: "See My Potential Savings" }).click(),
    ]);
    expect(answer.status()).toBe(201);
    expect(errors).toEqual([]);
  });
}

// A theme's `<base href>` to its CDN: every relative URL of the page resolves there. The loader
// at 390 px and the standalone scripts at 1280 px, then the other width on the same page.
for (const [embedding, width, other] of [
  ["loader", 390, 1280],
  ["standalone", 1280, 390],
] as const) {
  test(`on a page whose <base href> is another origin's (${embedding}, ${width} px), each form and the calculator send their lead once, to us, and nothing goes to that origin`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const ours = new URL(baseURL ?? "").origin;
    await page.setViewportSize({ width, height: 844 });
    const errors = watch(page);
    const elsewhere = "https://cdn.elsewhere.invalid";
    const toElsewhere: string[] = [];
    await page.route(`${elsewhere}/**`, (route) => {
      toElsewhere.push(route.request().url());
      return route.abort();
    });
    const tags = [...forms, "debt-calculator"];
    const body = `<lead-form></lead-form><preapproval-form></preapproval-form><contact-form></contact-form>
<resource-download lead-magnet="first-home-buyers-guide"></resource-download><debt-calculator></debt-calculator>`;
    const head = `<base href="${elsewhere}/theme/">${scripts(ours, embedding, tags)}`;
    pages.set("/based", { parts: [shell(head, body)] });
    await page.goto(`${host}/based`);

    const sent: string[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(`${ours}/api/`)) sent.push(new URL(response.url()).pathname);
    });
    for (const tag of forms) await sendLead(page, tag, ours);
    const calculator = page.locator("debt-calculator");
    await calculator.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => customElements.get("debt-calculator") !== undefined);
    await calculator.getByRole("button", { name: "Start Saving Today!" }).click();
    const dialog = calculator.getByRole("dialog", { name: "Contact Us To Start Saving" });
    await fill["lead-form"].fields(dialog);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${ours}/api/submit-lead`),
      dialog.getByRole("button", { name: fill["lead-form"].send }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await expect(dialog.getByRole("status").first()).toBeVisible();

    // Each lead once: the four forms', then the calculator's.
    expect(sent.filter((path) => path !== "/api/events")).toEqual([
      ...forms.map(functionOf),
      "/api/submit-lead",
    ]);
    expect(page.url()).toBe(`${host}/based`);
    await fitsAt(page, tags, [width, other]);
    expect(toElsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/**
 * Where each snippet is pasted; `held`: the page's end is held back until the loader has run
 * (a long page on a slow network), where a script of the head brings it in before the end.
 */
const layouts = {
  "standalone scripts in the head, the loader at the end of the body": (ours: string) => ({
    head: scripts(ours, "standalone", ["lead-form"]),
    end: scripts(ours, "loader", []),
    held: true,
  }),
  "the loader in the head, standalone scripts at the end of the body": (ours: string) => ({
    head: scripts(ours, "loader", []),
    end: scripts(ours, "standalone", ["lead-form", "contact-form"]),
    held: false,
  }),
  "the loader twice, and a standalone script between": (ours: string) => ({
    head: scripts(ours, "loader", []) + scripts(ours, "standalone", ["lead-form"]),
    end: scripts(ours, "loader", []),
    held: true,
  }),
};

for (const [layout, snippets] of Object.entries(layouts)) {
  test(`with ${layout}, every element is upgraded once, whichever script runs first`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    const errors = watch(page);
    const tags = ["lead-form", "contact-form", "preapproval-form", "debt-calculator"];
    // The page's end held back until every script of its head has run (where the layout holds
    // it): the order a long page on a slow network gives, every time.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { head, end, held: holds } = snippets(ours);
    pages.set("/mixed", {
      parts: [
        shell(head, "<lead-form></lead-form><div style='height:1200px'></div>").replace(
          "</main></body></html>",
          "",
        ),
        `<contact-form></contact-form><preapproval-form></preapproval-form>
<debt-calculator></debt-calculator></main>${end}</body></html>`,
      ],
      release: held,
    });
    if (!holds) release();
    await page.goto(`${host}/mixed`, { waitUntil: "commit" });
    await page.waitForFunction(() => {
      const queue = (window as { ebwStandalone?: unknown }).ebwStandalone;
      return queue !== undefined && !Array.isArray(queue);
    });
    release();
    await page.waitForLoadState("load");

    for (const tag of tags) {
      const element = page.locator(tag);
      await element.scrollIntoViewIfNeeded();
      await element.hover();
      await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
      await expect(element.locator("form, button").first()).toBeVisible();
      expect((await element.boundingBox())?.height ?? 0, `${tag} has a height`).toBeGreaterThan(
        100,
      );
    }
    expect(errors).toEqual([]);
  });
}

for (const injection of ["pasted", "added by a tag manager after load"] as const) {
  test(`the loader as a classic script, ${injection} (no type=module), shows and sends a lead form and leaves the page's globals alone`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    const errors = watch(page);
    const classic =
      injection === "pasted"
        ? `<script src="${ours}/widgets/loader.js"></script>`
        : `<script>addEventListener("load", function () {
  var s = document.createElement("script"); s.src = ${JSON.stringify(`${ours}/widgets/loader.js`)};
  document.body.appendChild(s);
});</script>`;
    // One-letter globals of the host's own, as minified site scripts leave them.
    const globals = `<script>var e = "host e", t = "host t", n = "host n";</script>`;
    pages.set("/classic", { parts: [shell(globals, `<lead-form></lead-form>${classic}`)] });
    await page.goto(`${host}/classic`);

    const widget = page.locator("lead-form");
    await widget.hover();
    await page.waitForFunction(() => customElements.get("lead-form") !== undefined);
    await fill["lead-form"].fields(widget);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${ours}/api/submit-lead`),
      widget.getByRole("button", { name: fill["lead-form"].send }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await expect(widget.getByRole("status").first()).toBeVisible();
    expect(
      await page.evaluate(() => {
        const page = window as unknown as Record<string, unknown>;
        return [page.e, page.t, page.n];
      }),
    ).toEqual(["host e", "host t", "host n"]);
    expect(errors).toEqual([]);
  });
}
