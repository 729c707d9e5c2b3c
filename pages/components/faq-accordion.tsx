import type { Faq } from "../../src/content";

/**
 * Questions that open one at a time and close again: `<details>` sharing a `name` is an
 * exclusive accordion in current browsers, and the page script does the same in older ones.
 * Without JavaScript every answer can still be opened.
 */
export function FaqAccordion({ name, items }: { name: string; items: Faq[] }) {
  return (
    <div className="faq-list" data-accordion={name}>
      {items.map((faq) => (
        <details key={faq.q} className="faq" name={name}>
          <summary>{faq.q}</summary>
          <div className="faq-answer">
            <p>{faq.a}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

/** The same questions as FAQPage structured data. */
export function faqPageData(items: Faq[]): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((faq) => ({
      "@type": "Question",
      name: faq.q,
      acceptedAnswer: { "@type": "Answer", text: faq.a },
    })),
  };
}
