import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schedulerOptions } from "../functions/settings/scheduler";
import { appFor, distFixtures } from "../tests/fixtures/dist-fixture";
import { layOutNetlify } from "./netlify";

const { distWith } = distFixtures();

const hash = (letter: string) => `'sha256-${letter.repeat(43)}='`;
const sources = (styleSrc: string[], scriptSrc: string[] = []) => ({
  scriptSrc,
  styleSrc,
  styleSrcAttr: [],
  frameSrc: ["https://www.youtube-nocookie.com"],
  imgSrc: [],
  connectSrc: [],
});
const map = '{"version":3,"sourcesContent":["const secretSauce = 1;"]}';

const built = {
  "site/routes.json": JSON.stringify({ main: {}, debt: {} }),
  "site/csp.json": JSON.stringify({
    main: sources([hash("A")]),
    debt: sources([hash("B")], ["https://connect.facebook.net"]),
  }),
  "site/main/index.html": "<h1>Main</h1>",
  "site/main/privacy/index.html": "<h1>Privacy</h1>",
  "site/main/404.html": "<h1>404</h1>",
  "site/debt/index.html": "<h1>Debt</h1>",
  "site/debt/privacy/index.html": "<h1>Privacy (debt)</h1>",
  "site/debt/404.html": "<h1>404 (debt)</h1>",
  "site/assets/site-9a8b7c6d.css": "body{margin:0}",
  "site/assets/site-9a8b7c6d.css.br": "twin",
  "site/assets/images/avatar-mei.svg": "<svg/>",
  "site/downloads/guide.pdf": "%PDF",
  "widgets/loader.js": "/* loader */",
  "widgets/loader.js.map": map,
  "widgets/loader.js.gz": "twin",
  "widgets/standalone/lead-form.js": "/* standalone */",
  "widgets/chunks/react-C0ffee12.js": "/* chunk */",
  "widgets/chunks/react-C0ffee12.js.map": map,
  "widgets/0.1.0/loader.js": "/* pinned */",
};

/** `_headers` as Netlify reads it: each rule a path pattern (`*` any rest) and its headers. */
function parseHeaders(text: string): [RegExp, Record<string, string>][] {
  const rules: [RegExp, Record<string, string>][] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push([new RegExp(`^${pattern}$`), {}]);
      continue;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!match?.[1] || match[2] === undefined || !rule) throw new Error(`bad line: ${line}`);
    rule[1][match[1].toLowerCase()] = match[2];
  }
  return rules;
}

/** What Netlify sends for `path`: every matching rule's headers, a later rule's value winning. */
function netlifyHeadersFor(rules: [RegExp, Record<string, string>][], path: string) {
  return Object.assign({}, ...rules.filter(([pattern]) => pattern.test(path)).map(([, h]) => h));
}

/** The build laid out for Netlify with `env`'s settings, and the Node server of the same build. */
async function published(env: Record<string, string> = {}) {
  const dist = distWith(built);
  await layOutNetlify(dist, "https://debt.example.test", schedulerOptions(env)?.embed);
  const rules = parseHeaders(readFileSync(join(dist, "netlify/_headers"), "utf8"));
  return {
    dist,
    app: appFor(dist, env),
    headersFor: (path: string) => netlifyHeadersFor(rules, path),
  };
}

// What depends on the file or the request rather than on policy.
const PER_FILE = [
  "content-type",
  "content-length",
  "etag",
  "last-modified",
  "vary",
  "accept-ranges",
  "date",
];
const policyOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_FILE.includes(name)));

describe("the Netlify deploy's headers", () => {
  it("give each site's pages the security headers the Node server sends them, with that site's CSP", async () => {
    const { app, headersFor } = await published();

    const mainPage = policyOf(await app.request("http://localhost/privacy"));
    const debtPage = policyOf(await app.request("http://localhost/privacy?subdomain=debt"));
    // Netlify's default for pages (revalidate each time) stands in for the server's no-cache.
    const { "cache-control": _main, ...mainPolicy } = mainPage;
    const { "cache-control": _debt, ...debtPolicy } = debtPage;

    expect(mainPolicy["content-security-policy"]).toContain(hash("A"));
    expect(debtPolicy["content-security-policy"]).toContain(hash("B"));
    expect(debtPolicy["content-security-policy"]).toContain("https://connect.facebook.net");
    expect(Object.keys(mainPolicy)).toEqual(
      expect.arrayContaining([
        "strict-transport-security",
        "permissions-policy",
        "x-frame-options",
      ]),
    );
    expect(headersFor("/privacy/")).toMatchObject(mainPolicy);
    expect(headersFor("/")).toMatchObject(mainPolicy);
    // The debt host's pages are served from _debt/ (see _redirects).
    expect(headersFor("/_debt/privacy/")).toMatchObject(debtPolicy);
    expect(headersFor("/_debt/")).toMatchObject(debtPolicy);
  });

  for (const [scheduler, env] of [
    ["Cal.com", { CAL_LINK: "broker/30min", CAL_ORIGIN: "https://cal.com" }],
    ["Calendly", { CALENDLY_URL: "https://calendly.com/broker/30min" }],
  ] as const) {
    it(`give each site's pages the Node server's policy with ${scheduler}'s hosts when it is the broker's scheduler`, async () => {
      const { app, headersFor } = await published(env);

      for (const [url, path] of [
        ["http://localhost/privacy", "/privacy/"],
        ["http://localhost/privacy?subdomain=debt", "/_debt/privacy/"],
      ] as const) {
        const node = (await app.request(url)).headers.get("content-security-policy");
        expect(node).toMatch(scheduler === "Cal.com" ? /app\.cal\.com/ : /calendly\.com/);
        expect(headersFor(path)["content-security-policy"], path).toBe(node);
      }
    });
  }

  it("cache and share the assets and widget scripts as the Node server does", async () => {
    const { app, headersFor } = await published();

    for (const path of [
      "/assets/site-9a8b7c6d.css",
      "/assets/images/avatar-mei.svg",
      "/widgets/loader.js",
      "/widgets/standalone/lead-form.js",
      "/widgets/chunks/react-C0ffee12.js",
      "/widgets/0.1.0/loader.js",
    ]) {
      const node = await app.request(`http://localhost${path}`);
      expect(node.status, path).toBe(200);
      const { "cache-control": cache, ...rest } = policyOf(node);
      expect(headersFor(path)["cache-control"], path).toBe(cache);
      if (path.startsWith("/widgets/")) expect(headersFor(path), path).toMatchObject(rest);
    }
    expect(headersFor("/assets/images/avatar-mei.svg")["cache-control"]).toMatch(/max-age=300\b/);
    expect(headersFor("/widgets/loader.js")).toMatchObject({
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
    });
  });

  it("publish no source map and no compressed twin", async () => {
    const { dist } = await published();

    const files = readdirSync(join(dist, "netlify"), { recursive: true }).map(String);

    expect(files).toEqual(
      expect.arrayContaining(["widgets/loader.js", "assets/site-9a8b7c6d.css"]),
    );
    expect(files.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
  });
});
