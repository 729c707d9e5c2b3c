import { entries } from "./entries.js";

/** Defines `<tag>` by importing its module; a second call costs nothing. */
export async function loadElement(tag: string): Promise<void> {
  const entry = entries[tag];
  if (!entry) throw new Error(`the package has no <${tag}>`);
  await entry();
}

/** Defines `<tag>` if needed and adds one with `attributes` to the end of the page. */
export async function addToPage(
  tag: string,
  attributes: Record<string, string>,
): Promise<HTMLElement> {
  await loadElement(tag);
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}
