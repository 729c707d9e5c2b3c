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

  it("answers how the broker is paid with the commission, not with paid defaults", () => {
    const index = createFaqIndex(siteFaqs(config));

    const reply = faqReply("How do you get paid?", index, config);

    expect(reply).toMatch(/commission/);
    expect(reply).not.toMatch(/default/i);
  });

  it("answers whether one can refinance with what refinancing takes, not with credit enquiries", () => {
    const index = createFaqIndex(siteFaqs(config));

    const reply = faqReply("Can I refinance?", index, config);

    expect(reply).toMatch(/^Usually, yes: refinancing/);
    expect(reply).not.toMatch(/enquir/);
  });

  it.each([
    ["can I refinance with bad credit", /Bad Credit Home Loans/, /recorded as an enquiry/],
    ["bad credit refinance", /Bad Credit Home Loans/, /recorded as an enquiry/],
    ["first home with a low deposit", /5% Deposit Scheme/, /neither you nor your spouse/],
    ["can my smsf buy an investment property", /limited recourse borrowing/, /cannot be lived in/],
    ["smsf investment loan", /limited recourse borrowing/, /owner-occupier/],
  ])(
    "given two intents at once (%j), answers both rather than one of them",
    (question, both, one) => {
      const index = createFaqIndex(siteFaqs(config));

      const reply = faqReply(question, index, config);

      expect(reply).toMatch(both);
      expect(reply).not.toMatch(one);
    },
  );

  it("explains an offset account instead of offering only a call", () => {
    const index = createFaqIndex(siteFaqs(config));

    const reply = faqReply("What is an offset account?", index, config);

    expect(reply).toMatch(/offset account is a transaction account linked to your home loan/);
    expect(reply).not.toMatch(/not one I can answer/);
  });

  it("given a question about refinancing with a fixed rate, finds the refinancing service's FAQ", () => {
    const refinancing = services.find((service) => service.slug === "refinance-loans");
    const index = createFaqIndex(siteFaqs(config));

    const match = index.bestMatch("what do break costs on my fixed loan look like if i refinance");

    expect(match?.topic).toBe(refinancing?.name);
    expect(match?.q).toBe("What are break costs on a fixed loan?");
  });

  it("ranks FAQs for grounding, best first, leaving out those that do not answer", () => {
    const index = createFaqIndex(siteFaqs(config));

    const matches = index.matches("how much deposit do i need in bondi", 3);

    expect(matches[0]?.q).toBe("How much deposit do I need to buy in Bondi?");
    expect(matches.length).toBeGreaterThan(1);
    expect(index.matches("tell me a joke", 3)).toEqual([]);
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

  it("says so and offers the call and the phone when nothing matches", () => {
    const index = createFaqIndex(siteFaqs(config));

    const reply = faqReply("Tell me a joke", index, config);

    expect(reply).toContain("Alex");
    expect(reply).toContain("/schedule-call");
    expect(reply).toMatch(/not one I can answer/);
    expect(reply).toContain(config.phoneDisplay);
  });

  it("does not nudge twice when the answer already offers the call", () => {
    const index = createFaqIndex(siteFaqs(config));

    const reply = faqReply("can i talk to a real person", index, config);

    expect(reply.match(/\/schedule-call/g)).toHaveLength(1);
    expect(reply).toContain(config.phoneDisplay);
  });
});
