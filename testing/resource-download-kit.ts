/*
 * What the <resource-download> element suites share beside the form kit: the server's answer,
 * the browser's memory of an earlier request, and ways to reach the widget's form.
 */
import { addToPage } from "./elements.js";
import { input, root, waitFor, withCleanPage as withCleanFormPage } from "./lead-form-kit.js";

/** The server's one answer to a stored resource request, for a new and a known e-mail alike. */
export const stored = async () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 201,
    headers: { "Content-Type": "application/json" },
  });

/** Where the widget remembers that this browser asked for a resource before. */
export const ASKED_BEFORE_KEY = "ebw.resourceRequested";

const realClick = HTMLAnchorElement.prototype.click;

/**
 * The form kit's clean page for `<resource-download>`; besides, each test starts with a browser
 * that asked for nothing before, and links click for real again after it.
 */
export function withCleanPage(): void {
  withCleanFormPage("resource-download");
  beforeEach(() => localStorage.removeItem(ASKED_BEFORE_KEY));
  afterEach(() => {
    localStorage.removeItem(ASKED_BEFORE_KEY);
    HTMLAnchorElement.prototype.click = realClick;
  });
}

/** Adds a `<resource-download>` and waits for its form or card. */
export async function mount(
  attributes: Record<string, string> = { "lead-magnet": "first-home-buyers-guide" },
): Promise<HTMLElement> {
  const element = await addToPage("resource-download", attributes);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector("form, [part]")), "the widget");
  return element;
}

/** The widget's field `name` (`email`, `name`), found as the form kit finds any field. */
export const field = (element: HTMLElement, name: string) => input(element, name);

export function button(element: HTMLElement): HTMLButtonElement {
  const found = root(element).querySelector<HTMLButtonElement>("button");
  if (!found) throw new Error("no button");
  return found;
}
