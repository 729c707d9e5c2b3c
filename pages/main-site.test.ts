import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultConfig, type SiteConfig } from "../src/config";
import { assets, bundledPages, type Renderer } from "../tests/fixtures/bundled-pages";
import { decode } from "../tests/fixtures/page-html";
import type { Site } from "./context";

type Built = ReturnType<Renderer["renderSite"]>;

const config: SiteConfig = {
  ...defaultConfig,
  tradingName: "Harbourline Loans",
  phoneDisplay: "02 9999 1234",
  phoneTel: "+61299991234",
  email: "hello@harbourline.test",
  siteOrigin: "https://harbourline.test",
  debtOrigin: "https://debt.harbourline.test",
  address: "9 Test Lane, Bondi Junction NSW 2022",
  referralUrl: "https://refer.harbourline.test/apply/hl-123",
  schedulingUrl: "https://calendar.harbourline.test/call-30",
  guideUrl: "https://files.harbourline.test/guide.pdf",
};

const pages = bundledPages();
let built: Built;

beforeAll(() => {
  built = pages.renderer.renderSite({ config, assets });
});

const fileOf = (site: Site, file: string): string => {
  const found = built.files.find((candidate) => candidate.site === site && candidate.file === file);
  if (!found) throw new Error(`no ${site}/${file}`);
  return found.html;
};

const pageFile = (path: string) =>
  path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`;

const page = (path: string, site: Site = "main") => fileOf(site, pageFile(path));

const meta = (html: string, key: string): string | undefined => {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return match ? decode(match[1] as string) : undefined;
};

const title = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");

const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read freely by the assertions
type JsonObject = Record<string, any>;

const ofType = (html: string, type: string) =>
  jsonLd(html).find((data) => data["@type"] === type) as JsonObject | undefined;

/**
 * The pages of a site that search engines are meant to index: not noindex, and not a copy that
 * names another page as canonical (the debt site's /debtconsol, the second calculator layout).
 */
function indexable(site: Site): { path: string; html: string }[] {
  const origin = site === "main" ? config.siteOrigin : config.debtOrigin;
  return built.files
    .filter((file) => file.site === site && file.file.endsWith("index.html"))
    .map((file) => ({
      path: file.file === "index.html" ? "/" : `/${file.file.replace(/\/index\.html$/, "")}`,
      html: file.html,
    }))
    .filter(({ html }) => !html.includes('<meta name="robots" content="noindex"/>'))
    .filter(({ path, html }) => canonical(html) === `${origin}${path}`);
}

const mainPaths = [
  "/",
  "/start-here",
  "/about",
  "/schedule-call",
  "/get-prequalified",
  "/2-percent-scheme",
];

describe("search and sharing on every page", () => {
  it.each<Site>(["main", "debt"])(
    "gives each page of the %s site its own title and description",
    (site) => {
      const origin = site === "main" ? config.siteOrigin : config.debtOrigin;
      // A page that names another as canonical (the debt site's copy of its home) is not counted.
      const pages = indexable(site).filter(
        ({ path, html }) => canonical(html) === `${origin}${path}`,
      );
      const titles = pages.map(({ html }) => title(html));
      const descriptions = pages.map(({ html }) => meta(html, "description"));
      expect(pages.length).toBeGreaterThan(2);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const text of [...titles, ...descriptions]) expect(text?.length).toBeGreaterThan(20);
    },
  );

  it("points each main page to its canonical address on the configured origin", () => {
    for (const path of mainPaths) {
      const html = page(path);
      expect(canonical(html), path).toBe(`https://harbourline.test${path}`);
      expect(meta(html, "og:url"), path).toBe(`https://harbourline.test${path}`);
    }
    expect(canonical(page("/debtconsol", "debt"))).toBe("https://debt.harbourline.test/");
  });

  it("shares each page with its title, description and a 1200 x 630 PNG card", async () => {
    for (const path of mainPaths) {
      const html = page(path);
      expect(meta(html, "og:title")).toBe(title(html));
      expect(meta(html, "twitter:title")).toBe(title(html));
      expect(meta(html, "og:description")).toBe(meta(html, "description"));
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "og:image")).toBe("https://harbourline.test/assets/images/social-card.png");
      expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
      expect(meta(html, "og:image:alt")?.length).toBeGreaterThan(10);
    }
    const png = await readFile(join(__dirname, "public/images/social-card.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100_000);
  });

  it("describes the business as a local financial service with address, phone, area and licence", () => {
    for (const [path, site] of [
      ["/", "main"],
      ["/about", "main"],
      ["/privacy", "debt"],
    ] as const) {
      const business = ofType(page(path, site), "FinancialService");
      expect(business?.["@context"]).toBe("https://schema.org");
      expect(business?.name).toBe("Harbourline Loans");
      expect(business?.telephone).toBe("+61299991234");
      expect(business?.address).toMatchObject({
        "@type": "PostalAddress",
        streetAddress: "9 Test Lane",
        addressLocality: "Bondi Junction",
        addressRegion: "NSW",
        postalCode: "2022",
        addressCountry: "AU",
      });
      expect(business?.areaServed.map((place: { name: string }) => place.name)).toContain(
        "Bondi NSW 2026",
      );
      expect(business?.hasCredential.name).toContain(
        `Australian Credit Licence ${config.aclNumber}`,
      );
    }
  });

  it("gives a trail of breadcrumbs from the home page", () => {
    const crumbs = ofType(page("/start-here"), "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://harbourline.test/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Start Here",
        item: "https://harbourline.test/start-here",
      },
    ]);
  });

  it("marks up the home page's questions as an FAQ page", () => {
    const html = page("/");
    const faq = ofType(html, "FAQPage");
    const questions = faq?.mainEntity.map((item: { name: string }) => item.name) ?? [];
    expect(questions).toContain("How long does pre-approval take?");
    const summaries = [...html.matchAll(/<summary><span>([^<]*)<\/span>/g)].map((m) =>
      decode(m[1] as string),
    );
    expect(summaries).toEqual(questions);
  });

  it("keeps structured data from closing its script element", () => {
    const html = page("/");
    for (const match of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    )) {
      expect(match[1]).not.toContain("<");
    }
  });
});

describe("sitemap and robots.txt", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every indexable main page, and no thank-you or not-found page", () => {
    const urls = locs(fileOf("main", "sitemap.xml"));
    for (const path of [...mainPaths, "/privacy", "/debtconsol", "/debt-calculator"]) {
      expect(urls).toContain(`https://harbourline.test${path}`);
    }
    expect(urls[0]).toBe("https://harbourline.test/");
    for (const path of ["/thank-you", "/thank-you-download", "/404"]) {
      expect(urls).not.toContain(`https://harbourline.test${path}`);
    }
    expect(urls).toEqual(
      indexable("main")
        .map(({ path }) => `https://harbourline.test${path}`)
        .sort((a, b) => (a.endsWith(".test/") ? -1 : b.endsWith(".test/") ? 1 : 0)),
    );
  });

  it("gives the debt site its own sitemap, without the copy of its home page", () => {
    const urls = locs(fileOf("debt", "sitemap.xml"));
    expect(urls).toContain("https://debt.harbourline.test/");
    expect(urls).toContain("https://debt.harbourline.test/privacy");
    expect(urls).not.toContain("https://debt.harbourline.test/debtconsol");
    expect(urls.every((url) => url?.startsWith("https://debt.harbourline.test/"))).toBe(true);
  });

  it.each([
    ["main", "https://harbourline.test"],
    ["debt", "https://debt.harbourline.test"],
  ] as const)("robots.txt of the %s site points to its sitemap", (site, origin) => {
    const robots = fileOf(site, "robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    attributes: match[1] as string,
    text: decode((match[2] as string).replace(/<[^>]+>/g, "")).trim(),
  }));

const attribute = (attributes: string, name: string) =>
  decode(attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? "");

describe("home page", () => {
  it("opens with the hero, its rotating word and its two calls to action", () => {
    const html = page("/");
    const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
    expect(heading).toContain("Found your next property?");
    expect(heading).toMatch(/data-rotating-words="Home Loan\|Refinance"[^>]*>Home Loan</);
    const call = links(html).find((link) => link.text === "Jump on a call");
    expect(attribute(call?.attributes ?? "", "href")).toBe("/schedule-call");
    const preApproval = links(html).filter((link) => link.text.startsWith("Get Pre-Approved"));
    for (const link of preApproval) {
      expect(attribute(link.attributes, "href")).toBe(config.referralUrl);
      expect(attribute(link.attributes, "target")).toBe("_blank");
    }
    expect(preApproval.length).toBeGreaterThanOrEqual(2);
  });

  it("has its sections in the order of the spec", () => {
    const html = page("/");
    const order = [
      "home-hero",
      'class="divider"',
      "data-video-id",
      "What Our Clients Say",
      "data-carousel",
      "<contact-form",
      "lazy-sections",
      "What We Do",
      "Why Homeowners Work With Us",
      "Our Process",
      "Frequently Asked Questions",
    ].map((marker) => html.indexOf(marker));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("links the What We Do tiles to the short service paths, each answered by a redirect", () => {
    const html = page("/");
    const tiles = links(html)
      .filter((link) => attribute(link.attributes, "class") === "card tile")
      .map((link) => attribute(link.attributes, "href"));
    expect(tiles).toEqual([
      "/home-loans",
      "/refinance-loans",
      "/first-home-buyer-loans",
      "/commercial-loans",
      "/smsf-loans",
      "/business-loans",
    ]);
    expect(built.manifest.main.redirects).toEqual(
      expect.arrayContaining([
        { from: "/home-loans", to: "/services/home-loans" },
        { from: "/refinance-loans", to: "/services/refinance-loans" },
        { from: "/first-home-buyer-loans", to: "/services/first-home-buyer" },
        { from: "/commercial-loans", to: "/services/business-loans" },
        { from: "/smsf-loans", to: "/services/smsf-loans" },
        { from: "/business-loans", to: "/services/business-loans" },
      ]),
    );
    expect(built.manifest.debt.redirects).toEqual([]);
  });

  it("keeps one FAQ answer open at a time and offers the phone and e-mail in the contact form's place", () => {
    const html = page("/");
    const names = [...html.matchAll(/<details name="([^"]+)" class="faq"/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(new Set(names).size).toBe(1);
    const form = html.slice(html.indexOf("<contact-form"), html.indexOf("</contact-form>"));
    expect(form).toContain('href="tel:+61299991234"');
    expect(form).toContain('href="mailto:hello@harbourline.test"');
  });
});

describe("main-site chrome", () => {
  it("puts one chat tag on every main page and none on the debt site, and no theme switch on either (the site is light only)", () => {
    for (const path of [...mainPaths, "/privacy", "/debtconsol"]) {
      const html = page(path);
      expect(html.match(/<broker-chat>/g), path).toHaveLength(1);
      expect(html, path).not.toContain("theme-toggle");
    }
    for (const path of ["/", "/privacy"]) {
      expect(page(path, "debt")).not.toContain("<broker-chat");
      expect(page(path, "debt")).not.toContain("theme-toggle");
    }
  });

  it("loads the widget loader on a page whose only widget is the chat", () => {
    expect(page("/about")).toContain("<broker-chat");
    expect(page("/about")).toContain("/widgets/loader.js");
  });

  it("reads 'Book My Session' on the strategy page and 'Get Pre-Approved' elsewhere", () => {
    const about = pages.renderer.routes.find((route) => route.path === "/about");
    if (!about) throw new Error("no about route");
    const strategy = pages.renderer.renderRoute({ ...about, path: "/strategy" }, "main", {
      config,
      assets,
    });
    const nav = strategy.slice(strategy.indexOf('id="site-nav"'), strategy.indexOf("</nav>"));
    expect(nav).toMatch(/<button type="button" data-checkout[^>]*>Book My Session<\/button>/);
    expect(nav).not.toContain("Get Pre-Approved");
    expect(page("/about")).not.toContain("data-checkout");
  });

  it("ends every main page with the credit licence line and the general-information notice", () => {
    const footer = page("/start-here").split('<footer class="site-footer">')[1] ?? "";
    expect(decode(footer)).toContain(
      `credit representative (Credit Representative Number ${config.creditRepNumber}) of ${config.licenseeName}, Australian Credit Licence ${config.aclNumber}`,
    );
    expect(footer).toContain("general only and does not take into account your objectives");
  });
});

describe("the other main pages", () => {
  it("lays out the 11-step journey with its durations on Start Here", () => {
    const html = page("/start-here");
    const durations = [...html.matchAll(/<p class="timeline-duration">([^<]+)<\/p>/g)].map(
      (m) => m[1],
    );
    expect(durations).toEqual([
      "1 day",
      "1 day",
      "3-5 days",
      "1-2 days",
      "2-4 weeks",
      "1-3 days",
      "2-3 days",
      "1 week",
      "2-3 weeks",
      "1 day",
      "1 day",
    ]);
    expect(html).toMatch(
      /<(img|div)\b(?=[^>]*class="portrait[ "])(?=[^>]*(alt|aria-label)="[^"]+")/,
    );
    expect(html).toContain("data-video-id");
  });

  it("embeds the 30-minute scheduler at 700 px on the schedule page only", () => {
    const html = page("/schedule-call");
    expect(html).toMatch(
      /<iframe\b(?=[^>]*src="https:\/\/calendar\.harbourline\.test\/call-30")(?=[^>]*height="700")/,
    );
    expect(html).toMatch(/<a href="\/" data-back\b/);
    for (const path of mainPaths.filter((path) => path !== "/schedule-call")) {
      expect(page(path)).not.toContain("calendar.harbourline.test");
    }
  });

  it("asks for a few details with the pre-approval form, the broker's video and a way back", () => {
    const html = page("/get-prequalified");
    expect(html).toContain(">We just need a few details</h1>");
    const form = html.slice(html.indexOf("<preapproval-form"), html.indexOf("</preapproval-form>"));
    expect(form).toContain('href="tel:+61299991234"');
    expect(html).toContain(`data-video-id="${config.videos.brokerIntro}"`);
    expect(html).toMatch(/<a href="\/" data-back\b/);
  });

  it("offers the 2% guide from the button and the cover, with the toast copy and the backdrop", () => {
    const html = page("/2-percent-scheme");
    const guide = links(html).filter((link) => link.attributes.includes("data-guide-download"));
    expect(guide).toHaveLength(2);
    for (const link of guide) {
      expect(attribute(link.attributes, "href")).toBe(config.guideUrl);
      expect(attribute(link.attributes, "target")).toBe("_blank");
    }
    expect(guide[0]?.text).toContain("Download Now");
    expect(decode(html)).toContain('data-guide-toast-title="🎊 Guide Downloaded!"');
    expect(decode(html)).toMatch(/data-guide-toast-description="[^"]*Call 02 9999 1234/);
    expect(html).toContain("<canvas data-particles");
    const bar = html.slice(html.indexOf('class="deposit-bar'), html.indexOf("</header>"));
    expect(attribute(links(bar)[0]?.attributes ?? "", "href")).toBe("/");
    expect(links(bar)).toHaveLength(5);
  });

  it("keeps the download thank-you page out of search and lists the catalogue's files", () => {
    const html = page("/thank-you-download");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const files = JSON.parse(decode(html.match(/data-download-files="([^"]+)"/)?.[1] ?? "{}"));
    expect(files["first-home-buyers-complete-guide.pdf"]).toBe("First Home Buyer's Complete Guide");
    expect(html).toContain("Download Again");
  });
});
