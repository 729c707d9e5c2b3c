/**
 * The intent strategy: a pointer over an element (or over a trigger of one, `./trigger.ts`),
 * a touch, or focus inside it imports its module at once, whatever the other strategies were
 * waiting for, and notes the engagement for the funnel.
 */
import { load, noted, tags } from "./loading";
import { triggers } from "./trigger";

/** The tag an event on the page is for: an element it passed through, or one it triggers. */
export function tagForInteraction(event: Event): string | undefined {
  for (const target of event.composedPath()) {
    if (!(target instanceof Element)) continue;
    if (tags.has(target.localName)) return target.localName;
    for (const [trigger, tag] of triggers) {
      if (tags.has(tag) && target.matches(trigger)) return tag;
    }
  }
  return undefined;
}

/** For `pointerover`, `focusin` and `touchstart` on the page (captured, passive). */
export function onInteraction(event: Event): void {
  const tag = tagForInteraction(event);
  if (tag) {
    load(tag);
    noted.push(tag);
  }
}
