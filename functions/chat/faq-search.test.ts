import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { services } from "../../src/content/services";
import { createFaqIndex, faqReply, siteFaqs } from "./faq-search";

const config = loadConfig({ SITE_BROKER_NAME: "Alex" });

describe("the site's FAQ search", () => {
  it("collects the home page's, every service's and the suburbs' FAQs with names filled in", () => {
    const faqs = siteFaqs(config);
    const questions = faqs.map((faq) => faq.q);
    expect(questions).toContain("How much does a mortgage broker cost?");
    for (const service of services) {
      expect(questions).toContain(service.faqs[0]?.q);
    }
    expect(questions).toContain("How quickly can I get approved to buy in Bondi?");
    expect(faqs.some((faq) => /\{\w+\}/.test(faq.q + faq.a))).toBe(false);
    expect(new Set(questions.map((q) => q.toLowerCase())).size).toBe(questions.length);
  });

  it("given a question about refinancing, finds a FAQ of the refinancing service", () => {
    const refinancing = services.find((service) => service.slug === "refinance-loans");
    const index = createFaqIndex(siteFaqs(config));

    const match = index.bestMatch("Can I refinance my home loan?");

    expect(match?.topic).toBe(refinancing?.name);
    expect(refinancing?.faqs.map((faq) => faq.q)).toContain(match?.q);
  });

  it("finds the matching question despite different wording and a typo", () => {
    const index = createFaqIndex(siteFaqs(config));

    expect(index.bestMatch("will refinancing affect my credit scroe?")?.q).toBe(
      "Will refinancing hurt my credit score?",
    );
    expect(index.bestMatch("how long does preapproval take")?.q).toBe(
      "How long does pre-approval take?",
    );
  });

  it("finds nothing for a question the FAQs do not cover", () => {
    const index = createFaqIndex(siteFaqs(config));

    expect(index.bestMatch("What's the weather like today?")).toBeUndefined();
    expect(index.bestMatch("Any pizza recommendations in Bondi?")).toBeUndefined();
    expect(index.bestMatch("   ")).toBeUndefined();
  });

  it("replies with the first two sentences of the answer and a nudge to book a call", () => {
    const index = createFaqIndex(siteFaqs(config));
    const faq = index.bestMatch("Do I need to pay LMI?");

    const reply = faqReply("Do I need to pay LMI?", index, config);

    const [first, second] = (faq?.a ?? "").split(/(?<=\.)\s+/);
    expect(reply.startsWith(`${first} ${second} `)).toBe(true);
    expect(reply).toContain("/schedule-call");
    expect(reply.split(/(?<=[.!?:])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(4);
  });

  it("says so and offers the call when nothing matches", () => {
    const index = createFaqIndex(siteFaqs(config));

    const reply = faqReply("Tell me a joke", index, config);

    expect(reply).toContain("Alex");
    expect(reply).toContain("/schedule-call");
    expect(reply).toMatch(/not one I can answer/);
  });
});
