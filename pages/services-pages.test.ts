import { describe, expect, it } from "vitest";
import { defaultConfig } from "../src/config";
import { leadMagnets, services } from "../src/content";
import { bundledPages } from "../tests/fixtures/bundled-pages";
import { decode, elements, headings, mainOf, visibleText } from "../tests/fixtures/page-html";

const pages = bundledPages();
const { renderMainOnly: render, structuredData: jsonLd } = pages;

describe("services index", () => {
  it("lists every service with its blurb and a 'Learn More' link to its page", () => {
    const html = render("/services");
    expect(headings(html, 1)).toEqual(["Our Home Loan Services"]);
    const cards = elements(mainOf(html), "li").filter((li) =>
      li.attributes.class?.includes("catalogue-card"),
    );
    expect(cards).toHaveLength(12);
    for (const [index, service] of services.entries()) {
      const card = cards[index];
      expect(card?.text).toContain(service.name);
      expect(card?.text).toContain(decode(service.shortBlurb));
      const link = elements(card?.inner ?? "", "a")[0];
      expect(link?.text).toBe(`Learn More about ${service.name}`);
      expect(link?.attributes.href).toBe(`/services/${service.slug}`);
    }
  });

  it("offers a free consultation", () => {
    const html = render("/services");
    const button = elements(mainOf(html), "a").find(
      (link) => link.text === "Book Your Free Consultation",
    );
    expect(button?.attributes.href).toBe("/schedule-call");
  });
});

describe("service pages", () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    "/services/%s shows its heading, sections, the four steps, FAQs, the rating and the closing call",
    (slug, service) => {
      const html = render(`/services/${slug}`);
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(service.metaTitle);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(decode(description)).toBe(service.metaDescription);
      expect(headings(html, 1)).toEqual([service.h1]);
      const text = visibleText(mainOf(html));
      expect(text).toContain(service.shortBlurb);
      const h2s = headings(html, 2);
      for (const section of service.contentSections) expect(h2s).toContain(section.title);
      expect(h2s).toContain("Our Simple Process");
      expect(h2s).toContain("Trusted by Sydney Homeowners");
      expect(h2s).toContain("Book Your Free Strategy Call");
      expect(text).toContain("5.0 Star Rating on Google Reviews");
      const steps = elements(mainOf(html), "li")
        .filter((li) => li.attributes.class?.includes("step"))
        .map((li) => elements(li.inner, "h3")[0]?.text);
      expect(steps).toEqual([
        "Free Consultation",
        "Compare Options",
        "Apply & Approve",
        "Settle & Support",
      ]);
      const faqs = elements(mainOf(html), "details");
      expect(faqs.map((faq) => elements(faq.inner, "summary")[0]?.text)).toEqual(
        service.faqs.map((faq) => faq.q),
      );
      // One shared name makes the accordion single-open; none starts open.
      expect(new Set(faqs.map((faq) => faq.attributes.name)).size).toBe(1);
      expect(faqs.every((faq) => !("open" in faq.attributes))).toBe(true);
    },
  );

  it("gives refinancing its own headline and 'Get a Free Refinance Review' button", () => {
    const html = render("/services/refinance-loans");
    expect(headings(html, 2)).toContain("Is Your Home Loan Still Competitive?");
    const labels = elements(mainOf(html), "a").map((link) => link.text);
    expect(labels).toContain("Get a Free Refinance Review (opens in a new tab)");
    expect(labels).not.toContain("Get Pre-Approved Now - Free Consultation (opens in a new tab)");
  });

  it.each(services.filter((s) => s.slug !== "refinance-loans").map((s) => s.slug))(
    "/services/%s asks the visitor to get pre-approved",
    (slug) => {
      const html = render(`/services/${slug}`);
      const labels = elements(mainOf(html), "a").map((link) => link.text);
      expect(labels).toContain("Get Pre-Approved Now - Free Consultation (opens in a new tab)");
      expect(labels).not.toContain("Get a Free Refinance Review (opens in a new tab)");
    },
  );

  it("opens every call to action on the configured referral page in a new tab", () => {
    const config = { ...defaultConfig, referralUrl: "https://apply.harbourline.test/ref/77" };
    for (const slug of ["home-loans", "refinance-loans"]) {
      const ctas = elements(mainOf(render(`/services/${slug}`, config)), "a").filter((link) =>
        link.attributes.class?.includes("btn"),
      );
      expect(ctas.length).toBeGreaterThanOrEqual(3);
      for (const cta of ctas) {
        expect(cta.attributes).toMatchObject({
          href: "https://apply.harbourline.test/ref/77",
          target: "_blank",
          rel: "noopener noreferrer",
        });
      }
    }
  });

  it("loads no video player while a service has no video", () => {
    const html = render("/services/home-loans");
    expect(html).not.toContain("data-video-id");
    expect(html).not.toContain("<iframe");
  });

  it("describes itself to search engines as an FAQ page and a Service", () => {
    for (const service of services) {
      const data = jsonLd(`/services/${service.slug}`);
      expect(data.map((item) => item["@type"])).toEqual(["FAQPage", "Service"]);
      for (const item of data) expect(item["@context"]).toBe("https://schema.org");
      const [faqPage, serviceData] = data as [
        { mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] },
        { name: string; provider: { "@type": string; name: string; telephone: string } },
      ];
      expect(faqPage.mainEntity).toHaveLength(service.faqs.length);
      expect(faqPage.mainEntity[0]).toMatchObject({
        "@type": "Question",
        name: service.faqs[0]?.q,
        acceptedAnswer: { "@type": "Answer", text: service.faqs[0]?.a },
      });
      expect(serviceData.name).toBe(service.name);
      expect(serviceData.provider).toMatchObject({
        "@type": "FinancialService",
        name: defaultConfig.tradingName,
        telephone: defaultConfig.phoneTel,
      });
    }
  });

  it("carries a breadcrumb trail, shown and given to the head", () => {
    expect(pages.pageAt("/services/smsf-loans").breadcrumbs).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "SMSF Loans", path: "/services/smsf-loans" },
    ]);
    const trail = elements(render("/services/smsf-loans"), "nav").find(
      (nav) => nav.attributes["aria-label"] === "Breadcrumb",
    );
    expect(trail?.text).toBe("Home Services SMSF Loans");
  });
});

describe("free resources", () => {
  it("offers five downloads, each with what's included and its download element", () => {
    const html = render("/resources");
    expect(headings(html, 1)).toEqual(["Free Resources"]);
    expect(headings(html, 2)).toEqual([
      ...leadMagnets.map((magnet) => magnet.title),
      "Request a Resource",
    ]);
    for (const magnet of leadMagnets) {
      const element = html.match(
        new RegExp(
          `<resource-download lead-magnet="${magnet.id}">([\\s\\S]*?)</resource-download>`,
        ),
      );
      expect(element, magnet.id).not.toBeNull();
      // Until the element renders its form (or without script), an e-mail request still works.
      const link = elements(element?.[1] ?? "", "a")[0];
      expect(link?.attributes.href).toBe(
        `mailto:${defaultConfig.email}?subject=${encodeURIComponent(`Please send me the ${magnet.title}`)}`,
      );
    }
    expect(headings(html, 3).filter((h) => h === "What's included")).toHaveLength(5);
    expect(html).toContain('<script type="module" src="/widgets/loader.js"></script>');
  });

  it("lists what is included by kind of file", () => {
    const html = mainOf(render("/resources"));
    const checklist = elements(html, "article").find((a) =>
      a.text.includes("Investment Property Checklist"),
    );
    expect(checklist?.text).toContain("Printable PDF checklist");
    const spreadsheet = elements(html, "article").find((a) =>
      a.text.includes("Property Cashflow Calculator"),
    );
    expect(spreadsheet?.text).toContain("Editable spreadsheet");
  });

  it("gives the configured e-mail for requests", () => {
    const config = { ...defaultConfig, email: "hello@harbourline.test" };
    const html = mainOf(render("/resources", config));
    const card = html.slice(html.indexOf('id="request-heading"'));
    expect(elements(card, "a")[0]?.attributes.href).toBe("mailto:hello@harbourline.test");
    expect(html).not.toContain(defaultConfig.email);
  });
});
