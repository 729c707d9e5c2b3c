import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { evalSet } from "./eval-set";
import { createFaqIndex, siteFaqs } from "./faq-search";

/** Share of answerable questions whose best match must be the labelled FAQ. */
const MIN_TOP1_ACCURACY = 0.95;

const faqs = siteFaqs(loadConfig({}));
const index = createFaqIndex(faqs);
const keys = new Set(faqs.map((faq) => faq.key));

describe("the FAQ search measured against visitors' questions", () => {
  it("asks about every FAQ the chat answers from, and about things no FAQ answers", () => {
    const asked = new Set(evalSet.map((item) => item.faq));
    expect([...keys].filter((key) => !asked.has(key))).toEqual([]);
    expect([...asked].filter((key) => key !== "none" && !keys.has(key))).toEqual([]);
    expect(evalSet.filter((item) => item.faq === "none").length).toBeGreaterThanOrEqual(15);
    expect(evalSet.length).toBeGreaterThanOrEqual(60);
  });

  it(`answers at least ${MIN_TOP1_ACCURACY * 100}% of answerable questions with the right FAQ`, () => {
    const answerable = evalSet.filter((item) => item.faq !== "none");
    const wrong = answerable
      .map((item) => ({ ...item, got: index.bestMatch(item.ask)?.key ?? "none" }))
      .filter((item) => item.got !== item.faq);
    const accuracy = 1 - wrong.length / answerable.length;
    console.log(
      `FAQ search top-1 accuracy: ${(accuracy * 100).toFixed(1)}% of ${answerable.length} questions` +
        wrong.map((item) => `\n  "${item.ask}": ${item.got}, not ${item.faq}`).join(""),
    );
    expect(accuracy).toBeGreaterThanOrEqual(MIN_TOP1_ACCURACY);
  });

  it("gives no FAQ answer to a question none answers", () => {
    const offTopic = evalSet.filter((item) => item.faq === "none");
    const answered = offTopic
      .map((item) => ({ ask: item.ask, got: index.bestMatch(item.ask)?.key }))
      .filter((item) => item.got !== undefined);
    expect(answered).toEqual([]);
  });
});
