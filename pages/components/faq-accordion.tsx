import type { Faq } from "../../src/content";
import { ChevronDownIcon } from "./icons";

/**
 * Questions that open one at a time and close again, on every page that has FAQs: `<details>`
 * sharing a `name` is an exclusive accordion in current browsers, and the page script does the
 * same in older ones. Without JavaScript every answer can still be opened.
 */
export function FaqAccordion({ name, items }: { name: string; items: Faq[] }) {
  return (
    <div className="faq-list" data-accordion={name}>
      {items.map((faq) => (
        <details key={faq.q} className="faq" name={name}>
          <summary>
            <span>{faq.q}</span>
            <ChevronDownIcon size={20} className="faq-chevron" />
          </summary>
          <div className="faq-answer">
            <p>{faq.a}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
