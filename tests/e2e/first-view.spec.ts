import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { holdRequests } from "../fixtures/held-requests";

/*
 * Each form and each calculator variant pasted into a page of another origin, with the loader or
 * with its standalone script: before the visitor shows intent the page has the element's first
 * view and has asked for nothing of React nor the element's module; hovering it fetches the
 * module, and the element takes the view over in place: what was typed before is kept, a press
 * made before is honoured once, and the console stays free of errors (hydration mismatches
 * included). The element's module is held back by the test until the visitor has acted, so
 * "before" is certain.
 */

let host: ForeignHost;
let body = "";

test.beforeAll(async () => {
  host = await startForeignHost(() => body);
});

test.afterAll(() => host.close());

interface Case {
  tag: string;
  attributes?: string;
  /** A button of the first view. */
  button: string;
  /** What the visitor does before the element's code has arrived; returns the check after. */
  act(widget: Locator, page: Page): Promise<() => Promise<void>>;
}

/**
 * Fills the form's fields, presses `submit`; after: one lead sent, with what was typed, and the
 * form says `done`.
 */
function sendsForm(
  fields: Record<string, string>,
  picks: Record<string, number>,
  submit: string,
  done: string,
) {
  return async (widget: Locator, page: Page) => {
    // The leads sent: every POST to the API but the page's funnel events, which go as they will.
    const posts: Request[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (
        request.method() === "POST" &&
        pathname.startsWith("/api/") &&
        pathname !== "/api/events"
      ) {
        posts.push(request);
      }
    });
    for (const [label, value] of Object.entries(fields)) {
      await widget.getByLabel(label, { exact: false }).first().fill(value);
    }
    for (const [label, index] of Object.entries(picks)) {
      await widget.getByLabel(label, { exact: false }).selectOption({ index });
    }
    await widget.getByRole("button", { name: submit }).click();
    return async () => {
      await expect.poll(() => posts.length).toBe(1);
      const sent = (await posts[0]?.response())?.status();
      expect(sent).toBeLessThan(300);
      for (const value of Object.values(fields)) expect(posts[0]?.postData()).toContain(value);
      await expect(page.getByText(done).first()).toBeVisible();
      expect(posts.map((post) => new URL(post.url()).pathname)).toHaveLength(1);
    };
  };
}

const calculatorAct = async (widget: Locator) => {
  const amount = widget.locator("input[inputmode=decimal]").first();
  const add = widget.getByRole("button", { name: "Add Another Debt" });
  const amounts = await widget.locator("input[inputmode=decimal]").count();
  const slider = widget.getByRole("slider");
  const sliderBefore = (await slider.count()) ? await slider.getAttribute("aria-valuenow") : null;
  await amount.fill("25000");
  if (sliderBefore !== null) {
    await slider.focus();
    await widget.page().keyboard.press("ArrowRight");
  }
  await add.click();
  return async () => {
    await expect(widget.locator("input[inputmode=decimal]")).toHaveCount(amounts + 2);
    await expect(amount).toHaveValue(/^25,?000$/);
    if (sliderBefore !== null) {
      await expect(slider).not.toHaveAttribute("aria-valuenow", sliderBefore);
    }
  };
};

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const cases: Case[] = [
  {
    tag: "lead-form",
    button: "See My Potential Savings",
    act: (widget, page) =>
      sendsForm(
        { "Your Name": "Jordan Lee", "Phone Number": "0400 123 456" },
        { "How much debt do you have?": 2 },
        "See My Potential Savings",
        "We've received your details",
      )(widget, page),
  },
  {
    tag: "contact-form",
    button: "Send Message",
    act: (widget, page) =>
      sendsForm(
        {
          "Full Name": "Robin Park",
          "Email Address": `robin.${unique()}@example.com`,
          "Your Message": "Could we talk about refinancing?",
        },
        {},
        "Send Message",
        "A broker will reply within one business day",
      )(widget, page),
  },
  {
    tag: "preapproval-form",
    button: "Submit Pre-approval Request",
    act: (widget, page) =>
      sendsForm(
        {
          "Full Name": "Sam Ng",
          "Mobile Number": "0400 222 333",
          "Email Address": `sam.${unique()}@example.com`,
          "Loan Amount": "650000",
        },
        { "Loan Type": 1 },
        "Submit Pre-approval Request",
        "Our broker will be in touch shortly",
      )(widget, page),
  },
  {
    tag: "resource-download",
    attributes: 'lead-magnet="first-home-buyers-guide" redirect="none"',
    button: "Download Now",
    act: (widget, page) =>
      sendsForm(
        { "Email Address": `kim.${unique()}@example.com` },
        {},
        "Download Now",
        "Your download is starting",
      )(widget, page),
  },
  ...["", "slider", "detailed", "compact"].map((variant) => ({
    tag: "debt-calculator",
    attributes: variant ? `variant="${variant}"` : "",
    button: "Add Another Debt",
    act: calculatorAct,
  })),
];

/** The visitor's browser says Save-Data (`navigator.connection`): no widget is warmed early. */
const saveData = () =>
  Object.defineProperty(Navigator.prototype, "connection", {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: "4g" }),
  });

/** Resolves once the page has loaded and the browser has been idle twice since. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    if (document.readyState !== "complete") {
      await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
    }
    for (let turn = 0; turn < 2; turn++) {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    }
  });

const setups = {
  loader: (ours: string) => `<script type="module" src="${ours}/widgets/loader.js"></script>`,
  "standalone script": (ours: string, tag: string) =>
    `<script src="${ours}/widgets/standalone/${tag}.js"></script>`,
};

for (const [setup, script] of Object.entries(setups)) {
  for (const item of cases) {
    const name = `<${item.tag}${item.attributes ? ` ${item.attributes}` : ""}>`;
    test(`${name} with the ${setup}, saving data: first view without React, taken over in place on intent`, async ({
      page,
      baseURL,
    }) => {
      await page.addInitScript(saveData);
      const ours = new URL(baseURL ?? "").origin;
      body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${script(ours, item.tag)}</head>
<body><h1>Clear your debts</h1><${item.tag} ${item.attributes ?? ""}></${item.tag}></body></html>`;
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      const code = new RegExp(`/widgets/(chunks/|${item.tag}\\.js)`);
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (code.test(request.url())) fetched.push(request.url());
      });
      const { release } = await holdRequests(page, `${ours}/widgets/${item.tag}.js`);

      await page.goto(`${host.origin}/`);
      const widget = page.locator(item.tag);
      await expect(widget.getByRole("button", { name: item.button })).toBeVisible();
      await settled(page);
      expect(fetched).toEqual([]);
      expect(await page.evaluate((tag) => !customElements.get(tag), item.tag)).toBe(true);

      await widget.hover();
      await expect.poll(() => fetched).toEqual([`${ours}/widgets/${item.tag}.js`]);
      const check = await item.act(widget, page);
      release();

      await page.waitForFunction(
        (tag) =>
          (document.querySelector(tag) as unknown as Record<symbol, unknown>)[
            Symbol.for("ebw.widget.ready")
          ] === true,
        item.tag,
      );
      await check();
      expect(errors).toEqual([]);
    });
  }
}

for (const [setup, script] of Object.entries(setups)) {
  test(`with the ${setup}, a first view's module arrives once the page has loaded and is idle, with no intent, and never before the page's load`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    // An image of the host page that keeps its load event from firing until the test lets it.
    body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${script(ours, "debt-calculator")}</head>
<body><h1>Clear your debts</h1><img src="/slow.png" alt="" width="1" height="1">
<debt-calculator></debt-calculator></body></html>`;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${host.origin}/slow.png`, async (route) => {
      await held;
      await route.fulfill({ status: 404 });
    });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url() === `${ours}/widgets/debt-calculator.js`) fetched.push(request.url());
    });

    await page.goto(`${host.origin}/`, { waitUntil: "domcontentloaded" });
    const widget = page.locator("debt-calculator");
    await expect(widget.getByRole("button", { name: "Add Another Debt" })).toBeVisible();
    await page.evaluate(async () => {
      for (let turn = 0; turn < 2; turn++) {
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
      }
    });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(fetched).toEqual([]);

    release();
    await expect.poll(() => fetched).toEqual([`${ours}/widgets/debt-calculator.js`]);
    await page.waitForFunction(
      () =>
        (document.querySelector("debt-calculator") as unknown as Record<symbol, unknown>)[
          Symbol.for("ebw.widget.ready")
        ] === true,
    );
  });
}
