import type { SiteConfig } from "../../src/config";
import { chatFaqs } from "../../src/content/chat";
import { homeSections } from "../../src/content/home";
import { locations } from "../../src/content/locations";
import { services } from "../../src/content/services";
import { suburbContentFor } from "../../src/content/suburbs";
import { fillTemplate } from "../../src/content/template";
import type { Faq } from "../../src/content/types";

/** One question and answer of the site's FAQ content. */
export interface FaqEntry {
  id: number;
  /**
   * Where it comes from and its place there, counted from 1: "home/2", "refinance-loans/3",
   * "bondi/1", "chat/2". Stays the same when the wording of a question changes.
   */
  key: string;
  q: string;
  a: string;
  /** What the page holding it is about ("Refinancing", "Bondi"); searched as well. */
  topic: string;
  /** Whether it is asked about one suburb (its topic), a service, or in general. */
  kind: "place" | "service" | "general";
}

/**
 * Every FAQ the chat answers from: the home page's, each service's and each suburb's, then the
 * chat's own, with the business's names filled in. A question asked on several pages in the
 * same words is kept once, under the first page that asks it.
 */
export function siteFaqs(config: SiteConfig): FaqEntry[] {
  const groups: Pick<FaqEntry, "topic" | "kind">[] & { source: string; faqs: readonly Faq[] }[] = [
    { source: "home", topic: "", kind: "general", faqs: homeSections.faqs.items },
    ...services.map((service) => ({
      source: service.slug,
      topic: service.name,
      kind: "service" as const,
      faqs: service.faqs,
    })),
    ...locations.map((location) => ({
      source: location.slug,
      topic: location.name,
      kind: "place" as const,
      faqs: suburbContentFor(location.slug)?.faqs ?? [],
    })),
    { source: "chat", topic: "", kind: "general", faqs: chatFaqs },
  ];
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const { source, topic, kind, faqs } of groups) {
    faqs.forEach((faq, position) => {
      const q = fillTemplate(faq.q, config);
      if (seen.has(q.toLowerCase())) return;
      seen.add(q.toLowerCase());
      entries.push({
        id: entries.length,
        key: `${source}/${position + 1}`,
        q,
        a: fillTemplate(faq.a, config),
        topic,
        kind,
      });
    });
  }
  return entries;
}
