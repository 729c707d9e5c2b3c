/*
 * Each element's public entry, imported by the package's own name, so the kits run the same
 * from this repository and from a project's node_modules. Importing an entry defines its element.
 * The names are cast to `string` so that TypeScript does not load the built declarations of the
 * elements into this repository's own program, where they would clash with the sources; the
 * emitted JavaScript keeps plain string imports, which the test runner resolves.
 */
const entries: Record<string, () => Promise<unknown>> = {
  "broker-chat": () => import("eastside-broker-widgets/broker-chat" as string),
  "contact-form": () => import("eastside-broker-widgets/contact-form" as string),
  "debt-calculator": () => import("eastside-broker-widgets/debt-calculator" as string),
  "exit-intent": () => import("eastside-broker-widgets/exit-intent" as string),
  "lead-form": () => import("eastside-broker-widgets/lead-form" as string),
  "preapproval-form": () => import("eastside-broker-widgets/preapproval-form" as string),
  "resource-download": () => import("eastside-broker-widgets/resource-download" as string),
};

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
