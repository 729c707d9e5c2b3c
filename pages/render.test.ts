import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultConfig, type SiteConfig } from "../src/config";
import { debtCtaLabels } from "../src/content/experiments";
import { assets, bundledPages } from "../tests/fixtures/bundled-pages";
import { attributesOf, elements, visibleText } from "../tests/fixtures/page-html";
import type { Site } from "./context";

const currentYear = new Date().getFullYear();

const pages = bundledPages();

function render(path: string, site: Site, config: SiteConfig = defaultConfig): string {
  if (path === "/404") return pages.renderer.renderNotFound(site, { config, assets });
  const route = pages.routeAt(path);
  expect(route.sites).toContain(site);
  return pages.renderer.renderRoute(route, site, { config, assets });
}

function section(html: string, tag: string, className: string): string {
  const start = html.search(new RegExp(`<${tag}\\b[^>]*class="[^"]*\\b${className}\\b`));
  if (start < 0) return "";
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3);
}

describe("not-found page", () => {
  it.each<Site>(["main", "debt"])("on the %s site shows 404 and a way home", (site) => {
    const html = render("/404", site);
    const text = visibleText(html);
    expect(text).toContain("404");
    expect(text).toContain("Oops! Page not found");
    const home = elements(html, "a").find((link) => link.text === "Return to Home");
    expect(home?.attributes.href).toBe("/");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("privacy policy", () => {
  it("on the main site shows the effective date, the business and every required section", () => {
    const html = render("/privacy", "main");
    const text = visibleText(html);
    expect(text).toContain("25 November 2026");
    expect(text).toContain(defaultConfig.businessName);
    expect(text).toContain(defaultConfig.siteOrigin.replace(/^https?:\/\//, ""));
    const headings = elements(html, "h2").map((heading) => heading.text);
    for (const topic of [
      /collect/i,
      /\bus(e|ing)\b/i,
      /disclos/i,
      /secur|stor/i,
      /access|correct/i,
      /cookie/i,
      /marketing/i,
      /complain/i,
      /change/i,
      /contact/i,
    ]) {
      expect(
        headings.some((heading) => topic.test(heading)),
        String(topic),
      ).toBe(true);
    }
    expect(text).toContain(defaultConfig.email);
    expect(text).toContain(defaultConfig.phoneDisplay);
  });

  it("on the main site has the main navigation, a back-to-top button and the chat", () => {
    const html = render("/privacy", "main");
    const nav = elements(html, "nav").find(
      (element) => element.attributes["aria-label"] === "Main",
    );
    expect(nav?.text).toContain("Start Here");
    expect(html).toContain("data-scroll-top-on-load");
    expect(elements(html, "button").some((button) => button.text === "Back to top")).toBe(true);
    // The chat is on every main-site page, so the loader is too; the debt site has neither.
    expect(html).toContain("<broker-chat></broker-chat>");
    expect(html).toContain('<script type="module" src="/widgets/loader.js"></script>');
    expect(render("/privacy", "debt")).not.toContain("<broker-chat");
  });

  it("on the debt site hides the main navigation and ends with the debt footer", () => {
    const html = render("/privacy", "debt");
    expect(html).not.toContain('aria-label="Main"');
    expect(visibleText(html)).not.toContain("Start Here");
    const footer = section(html, "footer", "debt-footer");
    expect(footer).not.toBe("");
    const footerText = visibleText(footer);
    expect(footerText).toContain(`© ${currentYear}`);
    expect(footerText).toContain(
      `credit representative (Credit Representative Number ${defaultConfig.creditRepNumber}) of ${defaultConfig.licenseeName}, Australian Credit Licence ${defaultConfig.aclNumber}`,
    );
    const footerLinks = elements(footer, "a");
    expect(footerLinks.find((link) => link.text === "Privacy Policy")?.attributes.href).toBe(
      "/privacy",
    );
    expect(
      footerLinks.find((link) => link.text === defaultConfig.phoneDisplay)?.attributes.href,
    ).toBe(`tel:${defaultConfig.phoneTel}`);
  });

  it("marks the copyright year for the page script to bring up to date", () => {
    const html = pages.renderer.renderRoute(pages.routeAt("/privacy"), "debt", {
      config: defaultConfig,
      assets,
      year: 2001,
    });
    expect(html).toMatch(/<span data-current-year(="")?>2001<\/span>/);
  });
});

describe("thank-you page", () => {
  it("on the debt site returns the visitor to the debt home page", () => {
    const html = render("/thank-you", "debt");
    expect(visibleText(html)).toContain("Thank You for Your Message!");
    const button = elements(html, "a").find((link) => link.text === "Return to Home");
    expect(button?.attributes.href).toBe("/");
    expect(html).not.toContain('aria-label="Main"');
    expect(section(html, "footer", "debt-footer")).not.toBe("");
  });

  it("on the main site returns the visitor to the debt-consolidation page", () => {
    const html = render("/thank-you", "main");
    const button = elements(html, "a").find((link) => link.text === "Return to Debt Consolidation");
    expect(button?.attributes.href).toBe("/debtconsol");
    expect(elements(html, "a").some((link) => link.text === "Return to Home")).toBe(false);
  });

  it("offers the phone, the e-mail and the social links", () => {
    const html = render("/thank-you", "main");
    const card = section(html, "section", "thank-you-card");
    const links = elements(card, "a");
    expect(links.some((link) => link.attributes.href === `tel:${defaultConfig.phoneTel}`)).toBe(
      true,
    );
    expect(links.some((link) => link.attributes.href === `mailto:${defaultConfig.email}`)).toBe(
      true,
    );
    expect(links.some((link) => link.attributes.href === defaultConfig.social.video)).toBe(true);
  });
});

describe("debt-consolidation landing page", () => {
  it("has the inline form in the hero, one modal form and several buttons that open it", () => {
    const html = render("/", "debt");
    const inline = html.match(/<lead-form\b[^>]*mode="inline"[^>]*>/g) ?? [];
    const modal = html.match(/<lead-form\b[^>]*mode="modal"[^>]*>/g) ?? [];
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('lead-source="debt-landing-inline"');
    expect(modal).toHaveLength(1);
    expect(modal[0]).toContain('lead-source="debt-landing-modal"');
    const openers = elements(html, "button").filter(
      (button) => "data-open-lead-form" in button.attributes,
    );
    expect(openers.length).toBeGreaterThanOrEqual(3);
    expect(
      // Each holds every arm's words of the call-to-action experiment; the pre-paint script keeps one.
      openers.filter(
        (button) =>
          elements(button.inner, "span")
            .map((arm) => arm.text)
            .join("|") === Object.values(debtCtaLabels).join("|"),
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(openers.some((button) => button.attributes.class?.includes("mobile-cta"))).toBe(true);
    expect(html).toContain('<script type="module" src="/widgets/loader.js"></script>');
  });

  it("loads no video player until the visitor presses play", () => {
    const html = render("/debtconsol", "main");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube");
    const facade = elements(html, "button").find((button) => "data-video-id" in button.attributes);
    expect(facade?.attributes["data-video-id"]).toBe(defaultConfig.videos.debtExplainer);
    expect(facade?.text).toMatch(/^Play video/);
  });

  it("shows three five-star testimonials with photos and three success stories", () => {
    const html = render("/", "debt");
    const testimonials = elements(html, "figure").filter((figure) =>
      figure.attributes.class?.includes("testimonial"),
    );
    expect(testimonials).toHaveLength(3);
    expect(html.match(/aria-label="Rated 5 out of 5"/g)).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.inner).toMatch(
        /<img\b(?=[^>]*src="\/assets\/images\/)(?=[^>]*alt="[^"]+")/,
      );
    }
    const stories = elements(html, "article").filter((article) =>
      article.attributes.class?.includes("story"),
    );
    expect(stories).toHaveLength(3);
    for (const story of stories) {
      expect(story.text).toContain("Before");
      expect(story.text).toContain("After");
      expect(story.text).toMatch(/\$[\d,]+ saved per month/);
    }
  });

  it("ends with a call to the free-call number", () => {
    const html = render("/", "debt");
    const closing = section(html, "section", "closing-cta");
    expect(
      elements(closing, "a").some(
        (link) => link.attributes.href === `tel:${defaultConfig.phoneTel}`,
      ),
    ).toBe(true);
  });

  it("on the debt site shows the debt top bar, not the site navigation", () => {
    const html = render("/", "debt");
    expect(html).not.toContain('aria-label="Main"');
    const topBar = section(html, "header", "top-bar");
    const links = elements(topBar, "a");
    expect(links[0]?.attributes.href).toBe(defaultConfig.siteOrigin);
    expect(
      links.find((link) => link.attributes.href === `tel:${defaultConfig.phoneTel}`)?.text,
    ).toBe(`Call ${defaultConfig.phoneDisplay} To Talk Now`);
    expect(section(html, "footer", "debt-footer")).not.toBe("");
    expect(section(html, "footer", "site-footer")).toBe("");
  });

  it("on the main site has a logo bar linking home and the shared footer", () => {
    const html = render("/debtconsol", "main");
    expect(html).not.toContain('aria-label="Main"');
    const topBar = section(html, "header", "top-bar");
    expect(elements(topBar, "a").map((link) => link.attributes.href)).toEqual(["/"]);
    expect(section(html, "footer", "site-footer")).not.toBe("");
    expect(section(html, "footer", "debt-footer")).toBe("");
  });
});

describe("exit-intent popup", () => {
  it.each<[string, Site]>([
    ["/", "debt"],
    ["/debtconsol", "debt"],
    ["/debtconsol", "main"],
  ])("is on %s of the %s site", (path, site) => {
    expect(render(path, site)).toContain("<exit-intent></exit-intent>");
  });

  it.each<[string, Site]>([
    ["/thank-you", "debt"],
    ["/thank-you", "main"],
    ["/privacy", "debt"],
    ["/debt-calculator", "debt"],
    ["/debtcalc2", "main"],
    ["/404", "debt"],
  ])("is not on %s of the %s site", (path, site) => {
    expect(render(path, site)).not.toContain("<exit-intent");
  });
});

describe("debt calculators", () => {
  it.each<Site>(["main", "debt"])(
    "/debt-calculator on the %s site is the slider calculator, which brings its own logo",
    (site) => {
      const html = render("/debt-calculator", site);
      expect(html).toContain('<debt-calculator variant="slider"');
      expect(html).toContain('<script type="module" src="/widgets/loader.js"></script>');
      expect(section(html, "header", "top-bar")).toBe("");
      expect(html).not.toContain('aria-label="Main"');
      expect(elements(html, "h1").map((heading) => heading.text)).toEqual([
        "Debt Refinance Calculator",
      ]);
    },
  );

  it.each<Site>(["main", "debt"])(
    "/debtcalc2 on the %s site is the compact calculator under a logo linking home",
    (site) => {
      const html = render("/debtcalc2", site);
      expect(html).toContain('<debt-calculator variant="compact"');
      const topBar = section(html, "header", "top-bar");
      expect(elements(topBar, "a")[0]?.attributes.href).toBe("/");
      expect(html).not.toContain('aria-label="Main"');
    },
  );
});

describe("without JavaScript", () => {
  it.each([
    ["/debt-calculator", "debt-calculator"],
    ["/debtcalc2", "debt-calculator"],
    ["/debtconsol", "lead-form"],
  ])("%s offers the phone and e-mail inside <%s> in place of the widget", (path, tag) => {
    const html = render(path, "main");
    const inside = html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
    expect(inside).toContain("<noscript>");
    expect(inside).toContain(`href="tel:${defaultConfig.phoneTel}"`);
    expect(inside).toContain(`href="mailto:${defaultConfig.email}"`);
  });
});

describe("main site chrome", () => {
  it("has the navbar with dropdowns from the catalogue and a pre-approval link in a new tab", () => {
    const html = render("/thank-you", "main");
    const nav = section(html, "nav", "site-nav");
    const text = visibleText(nav);
    for (const label of ["Start Here", "Services", "Locations", "Resources", "About"]) {
      expect(text).toContain(label);
    }
    const hrefs = elements(nav, "a").map((link) => link.attributes.href);
    expect(hrefs).toContain("/services/home-loans");
    expect(hrefs).toContain("/mortgage-broker-bondi");
    const preApproval = elements(nav, "a").find((link) => link.text.startsWith("Get Pre-Approved"));
    expect(preApproval?.attributes.href).toBe(defaultConfig.referralUrl);
    expect(preApproval?.attributes.target).toBe("_blank");
    expect(html).toContain('<a href="#main" class="skip-link">Skip to main content</a>');
  });
});

describe("document head", () => {
  it("is an Australian English document with title, description, canonical, stylesheet and script", () => {
    const main = render("/privacy", "main");
    expect(main).toMatch(/^<!doctype html><html lang="en-AU"/);
    expect(main).toMatch(/<title>Privacy Policy \| [^<]+<\/title>/);
    expect(main).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(main).toContain(`<link rel="canonical" href="${defaultConfig.siteOrigin}/privacy"/>`);
    expect(main).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(main).toContain(`<link rel="stylesheet" href="${assets.stylesheet}"/>`);
    expect(main).toContain(`<script type="module" src="${assets.script}"></script>`);
    const debt = render("/privacy", "debt");
    expect(debt).toContain(`<link rel="canonical" href="${defaultConfig.debtOrigin}/privacy"/>`);
  });
});

describe("debt-site social-ad pixel", () => {
  const withPixel: SiteConfig = {
    ...defaultConfig,
    pixels: { ...defaultConfig.pixels, metaPixelId: "246810121416" },
  };

  it("is absent while no pixel id is configured", () => {
    for (const path of ["/", "/thank-you", "/privacy"]) {
      const html = render(path, "debt");
      expect(html).not.toContain("facebook.com/tr");
      expect(html).not.toContain("meta-pixel-id");
    }
  });

  it("is on every debt-site page once an id is configured, with a no-script beacon", () => {
    for (const path of ["/", "/thank-you", "/privacy", "/debt-calculator"]) {
      const html = render(path, "debt", withPixel);
      expect(html).toContain('<meta name="meta-pixel-id" content="246810121416"/>');
      const beacon = html.match(/<noscript><img\b([^>]*)\/?><\/noscript>/);
      expect(beacon).not.toBeNull();
      const attributes = attributesOf(beacon?.[1] ?? "");
      expect(attributes.src).toBe(
        "https://www.facebook.com/tr?id=246810121416&ev=PageView&noscript=1",
      );
      expect(attributes).toMatchObject({ height: "1", width: "1" });
      expect(attributes.style).toMatch(/^display:\s*none;?$/);
    }
    expect(pages.renderer.renderNotFound("debt", { config: withPixel, assets })).toContain(
      "meta-pixel-id",
    );
  });

  it("never loads on the main site", () => {
    const html = render("/debtconsol", "main", withPixel);
    expect(html).not.toContain("meta-pixel-id");
    expect(html).not.toContain("facebook.com/tr");
  });
});

describe("the whole site", () => {
  it("lists the wildcard prefixes of each site for the server", () => {
    const { manifest } = pages.renderer.renderSite({ config: defaultConfig, assets });
    expect([...manifest.main.wildcards].sort()).toEqual(["/debtconsol", "/privacy", "/thank-you"]);
    expect([...manifest.debt.wildcards].sort()).toEqual(["/debtconsol", "/privacy", "/thank-you"]);
  });

  it("writes each site's pages, its 404 page, the route list, hashed assets and images", async () => {
    const { buildPageAssets, writeSite } = await import("../tooling/page-bundle");
    const siteDir = await mkdtemp(join(tmpdir(), "pages-site-"));
    try {
      const built = await buildPageAssets(siteDir);
      expect(built.script).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
      expect(built.stylesheet).toMatch(/^\/assets\/site-[\w-]+\.css$/);
      await writeSite(siteDir, pages.renderer.renderSite({ config: defaultConfig, assets: built }));
      const debtHome = await readFile(join(siteDir, "debt/index.html"), "utf8");
      expect(debtHome).toContain(`href="${built.stylesheet}"`);
      for (const file of [
        "main/404.html",
        "debt/404.html",
        "main/debtconsol/index.html",
        "main/thank-you/index.html",
        "debt/privacy/index.html",
        "debt/debtcalc2/index.html",
      ]) {
        await expect(readFile(join(siteDir, file), "utf8")).resolves.toMatch(/^<!doctype html>/);
      }
      const routes = JSON.parse(await readFile(join(siteDir, "routes.json"), "utf8"));
      expect(routes.debt.wildcards).toContain("/privacy");
      expect(await readdir(join(siteDir, "assets/images"))).toContain("logo-mark.svg");
      // The video facade's code is a part of its own, which the page script loads on pages with one.
      const script = await readFile(join(siteDir, built.script), "utf8");
      const videoPart = script.match(/\.\/(video-[\w-]+\.js)/)?.[1];
      expect(videoPart).toBeDefined();
      const video = await readFile(join(siteDir, "assets", videoPart ?? ""), "utf8");
      expect(video).toContain("youtube-nocookie.com/embed/");
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  }, 60_000);
});
