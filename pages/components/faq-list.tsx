import type { Faq } from "../../src/content";
import { ChevronDownIcon } from "./icons";

interface FaqListProps {
  faqs: Faq[];
  /** Shared by the list's `<details>`, so opening one closes the others. */
  group: string;
}

/** A single-open, collapsible accordion that needs no script. */
export function FaqList({ faqs, group }: FaqListProps) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.q} className="faq" name={group}>
          <summary>
            <span>{faq.q}</span>
            <ChevronDownIcon size={20} className="faq-chevron" />
          </summary>
          <p>{faq.a}</p>
        </details>
      ))}
    </div>
  );
}
