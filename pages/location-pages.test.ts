import { describe, expect, it } from "vitest";
import { defaultConfig } from "../src/config";
import { locationGroups, locations, services, suburbContent } from "../src/content";
import { assets, bundledPages } from "../tests/fixtures/bundled-pages";
import { attributesOf, elements, headings, mainOf, visibleText } from "../tests/fixtures/page-html";

const pages = bundledPages();
const { renderMainOnly: render, structuredData: jsonLd } = pages;

describe("postcodes", () => {
  // "Do you help clients in 2024 with refinancing?" reads as a year: a postcode is only ever
  // written after the state, as in "Bronte (NSW 2024)", or after its label, as on the index's
  // cards ("Postcode: 2024").
  const postcodes = new Set(locations.map((location) => location.postcode));
  const barePostcodes = (text: string) =>
    [...text.matchAll(/(.{0,30})\b(\d{4})\b/g)]
      .filter(
        ([, before, digits]) =>
          postcodes.has(digits as string) && !/(NSW|Postcode:) $/.test(before ?? ""),
      )
      .map(([whole]) => whole);

  it.each([
    "/locations",
    ...locations.flatMap((l) => [`/mortgage-broker-${l.slug}`, `/locations/${l.slug}`]),
  ])(
    "%s writes no postcode that can be read as a year, shown or in its structured data",
    (path) => {
      const html = render(path);
      expect(barePostcodes(visibleText(mainOf(html)))).toEqual([]);
      expect(barePostcodes(JSON.stringify(pages.pageAt(path).structuredData ?? []))).toEqual([]);
    },
  );
});

describe("locations index", () => {
  it("shows both groups of areas, each card with its postcode, labelled, and a link to its page", () => {
    const html = render("/locations");
    expect(headings(html, 1)).toEqual(["Our Service Areas"]);
    expect(headings(html, 2).slice(0, 2)).toEqual(["Eastern Suburbs", "City & Inner Areas"]);
    const cards = elements(mainOf(html), "li").filter((li) =>
      li.attributes.class?.includes("catalogue-card"),
    );
    const expected = locationGroups.flatMap((group) => group.locations);
    expect(cards).toHaveLength(expected.length);
    for (const [index, location] of expected.entries()) {
      const card = cards[index];
      expect(card?.text).toContain(location.name);
      expect(card?.text).toContain(location.description);
      expect(card?.text).toContain(`Postcode: ${location.postcode}`);
      expect(card?.text).not.toContain(`${location.state} ${location.postcode}`);
      const link = elements(card?.inner ?? "", "a")[0];
      expect(link?.attributes.href).toBe(`/mortgage-broker-${location.slug}`);
      expect(link?.text).toMatch(/^Learn More/);
    }
  });

  it("explains local service and offers a consultation to areas not listed", () => {
    const html = render("/locations");
    const h2s = headings(html, 2);
    expect(h2s).toContain("Why Choose Local Service?");
    expect(h2s).toContain("Can't Find Your Area?");
    expect(headings(html, 3)).toEqual(
      expect.arrayContaining([
        "Local Market Knowledge",
        "Flexible Meeting Options",
        "Community Connections",
      ]),
    );
    expect(
      elements(mainOf(html), "a").find((link) => link.text === "Book a Free Consultation")
        ?.attributes.href,
    ).toBe("/schedule-call");
  });
});

describe("suburb pages", () => {
  it.each(locations.map((location) => location.slug))(
    "%s has a page at /mortgage-broker-%s and at /locations/, both canonical at the first",
    (slug) => {
      const dedicated = render(`/mortgage-broker-${slug}`);
      const listed = render(`/locations/${slug}`);
      const canonical = `<link rel="canonical" href="${defaultConfig.siteOrigin}/mortgage-broker-${slug}"/>`;
      expect(dedicated).toContain(canonical);
      expect(listed).toContain(canonical);
      expect(headings(listed, 1)).toEqual(headings(dedicated, 1));
      expect(mainOf(listed)).toBe(mainOf(dedicated));
    },
  );

  it.each(["bondi", "maroubra", "coogee", "randwick", "bronte", "sydney-cbd"])(
    "/mortgage-broker-%s has every section of the generic layout",
    (slug) => {
      const location = locations.find((candidate) => candidate.slug === slug);
      const html = render(`/mortgage-broker-${slug}`);
      const name = location?.name ?? "";
      expect(headings(html, 1)).toEqual([`Mortgage Broker ${name}`]);
      const h2s = headings(html, 2);
      expect(h2s).toContain(`Why Locals in ${name} Choose ${defaultConfig.tradingName}`);
      expect(h2s).toContain(`We Help ${name} Clients With:`);
      expect(h2s).toContain("Frequently Asked Questions");
      expect(h2s).toContain("Popular Services");
      expect(h2s).toContain("A Recent Review");
      const links = elements(mainOf(html), "a").map((link) => link.attributes.href);
      for (const service of [
        "investment-loans",
        "refinance-loans",
        "first-home-buyer",
        "medico-loans",
        "smsf-loans",
        "business-loans",
      ]) {
        expect(links).toContain(`/services/${service}`);
      }
      expect(links).toContain("/schedule-call");
      expect(elements(mainOf(html), "details").length).toBeGreaterThanOrEqual(4);
      expect(visibleText(mainOf(html))).not.toMatch(/\{\w+\}/);
    },
  );

  it("quotes Bondi's conditional approval in as little as 2 business days", () => {
    expect(visibleText(mainOf(render("/mortgage-broker-bondi")))).toContain(
      "as little as 2 business days",
    );
  });

  it("loads no map until asked: a hidden button for the script and a plain link without it", () => {
    const html = render("/mortgage-broker-coogee");
    expect(html).not.toContain("<iframe");
    const frame = html.match(/<div([^>]*class="map-frame"[^>]*)>/);
    const attributes = attributesOf(frame?.[1] ?? "");
    expect(attributes["data-map-embed"]).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=151\.\d+,-33\.\d+,151\.\d+,-33\.\d+&layer=mapnik&marker=-33\.9205,151\.2555$/,
    );
    const button = elements(html, "button").find((b) => "data-map-show" in b.attributes);
    expect(button?.attributes).toHaveProperty("hidden");
    expect(button?.text).toBe("Show the map");
    const link = elements(mainOf(html), "a").find((a) => a.text.startsWith("Open the map"));
    expect(link?.attributes.href).toBe(
      "https://www.openstreetmap.org/?mlat=-33.9205&mlon=151.2555#map=15/-33.9205/151.2555",
    );
  });

  it.each(locations.filter((l) => l.slug !== "rose-bay").map((l) => l.slug))(
    "/mortgage-broker-%s carries FAQPage and Review data matching what it shows",
    (slug) => {
      const data = jsonLd(`/mortgage-broker-${slug}`);
      expect(data.map((item) => item["@type"])).toEqual(["FAQPage", "Review"]);
      for (const item of data) expect(item["@context"]).toBe("https://schema.org");
      const review = data[1] as {
        author: { name: string };
        reviewBody: string;
        reviewRating: { ratingValue: number; bestRating: number };
        itemReviewed: { "@type": string; name: string };
      };
      const shown = visibleText(mainOf(render(`/mortgage-broker-${slug}`)));
      expect(shown).toContain(review.reviewBody);
      expect(shown).toContain(review.author.name);
      expect(review.reviewRating).toMatchObject({ ratingValue: 5, bestRating: 5 });
      expect(review.itemReviewed).toMatchObject({
        "@type": "FinancialService",
        name: defaultConfig.tradingName,
      });
      expect(review.reviewBody).not.toContain("{brokerName}");
    },
  );

  it("gives Rose Bay its own layout: image, why us, services, market, FAQs, call and Coogee link", () => {
    const content = suburbContent["rose-bay"];
    const html = render("/mortgage-broker-rose-bay");
    expect(html).toContain(`<title>${content.metaTitle}</title>`);
    expect(headings(html, 1)).toEqual([content.h1]);
    expect(mainOf(html)).toMatch(
      new RegExp(`<img[^>]*src="${content.image.src}"[^>]*alt="${content.image.alt}"`),
    );
    const h2s = headings(html, 2);
    for (const title of [
      content.whyChooseUs.title,
      content.servicesOffered.title,
      content.marketInfo.title,
      "Frequently Asked Questions",
      content.cta.title,
    ]) {
      expect(h2s).toContain(title);
    }
    const links = elements(mainOf(html), "a");
    for (const item of content.servicesOffered.items) {
      expect(links.map((link) => link.attributes.href)).toContain(item.href);
    }
    expect(links.find((link) => link.text === content.internalLink.text)?.attributes.href).toBe(
      "/mortgage-broker-coogee",
    );
    expect(visibleText(mainOf(html))).toContain("10-20%");
    expect(jsonLd("/mortgage-broker-rose-bay").map((item) => item["@type"])).toEqual(["FAQPage"]);
  });

  it("names the configured business, never the default, when configured otherwise", () => {
    const config = { ...defaultConfig, tradingName: "Harbourline Loans", brokerName: "Alex" };
    const html = mainOf(render("/mortgage-broker-maroubra", config));
    expect(visibleText(html)).toContain("Why Locals in Maroubra Choose Harbourline Loans");
    expect(html).not.toContain(defaultConfig.tradingName);
  });
});

describe("not-found pages of the catalogue", () => {
  it("are written for /services/, /locations/ and /mortgage-broker- and listed in the manifest", () => {
    const site = pages.renderer.renderSite({ config: defaultConfig, assets });
    expect(site.manifest.main.notFound).toEqual([
      { prefix: "/services/", file: "services/404.html" },
      { prefix: "/locations/", file: "locations/404.html" },
      { prefix: "/mortgage-broker-", file: "mortgage-broker-/404.html" },
    ]);
    expect(site.manifest.debt.notFound).toEqual([]);
    const fileOf = (name: string) =>
      site.files.find((file) => file.site === "main" && file.file === name)?.html ?? "";

    const service = fileOf("services/404.html");
    expect(visibleText(mainOf(service))).toBe(
      "Service not found The service you're looking for doesn't exist. Go Back",
    );
    expect(elements(mainOf(service), "a")[0]?.attributes.href).toBe("/services");
    expect(service).toContain('<meta name="robots" content="noindex"/>');
    expect(service).not.toContain('rel="canonical"');

    for (const name of ["locations/404.html", "mortgage-broker-/404.html"]) {
      const html = fileOf(name);
      expect(headings(html, 1)).toEqual(["Location Not Found"]);
      expect(html).toContain("data-requested-slug");
      const hrefs = elements(mainOf(html), "a").map((link) => link.attributes.href);
      for (const location of locations) {
        expect(hrefs).toContain(`/mortgage-broker-${location.slug}`);
        expect(visibleText(mainOf(html))).toContain(location.slug);
      }
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("every service and location has its pages in the built site", () => {
    const site = pages.renderer.renderSite({ config: defaultConfig, assets });
    const files = new Set(site.files.filter((f) => f.site === "main").map((f) => f.file));
    for (const service of services) expect(files).toContain(`services/${service.slug}/index.html`);
    for (const location of locations) {
      expect(files).toContain(`mortgage-broker-${location.slug}/index.html`);
      expect(files).toContain(`locations/${location.slug}/index.html`);
    }
    for (const index of ["services", "locations", "resources"]) {
      expect(files).toContain(`${index}/index.html`);
    }
    expect(site.files.some((f) => f.site === "debt" && f.file.startsWith("services/"))).toBe(false);
  });
});
