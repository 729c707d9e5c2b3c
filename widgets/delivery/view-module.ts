/**
 * A view module: a widget's first view without its code, which the loader (`./loader.ts`) shows
 * on any page. The markup React renders for the element's attributes and the element's
 * stylesheet, written at build time (`tooling/first-views.ts`, for the choices of
 * `./choices.ts`) as `first-view/<tag>[-<value>].js` next to the loader. The loader attaches an
 * open shadow root to the element (still undefined), puts the markup in it and adopts the CSS as
 * a constructed stylesheet (no <style>: a host page's strict Content-Security-Policy refuses
 * inline styles), and marks the root `VIEW_SHEET` with that sheet. The element, once its module is
 * wanted, keeps that root and hydrates the markup in place
 * (`../shared/element/hand-over/take-over.ts`), dropping the sheet for its own. Whatever the
 * visitor typed or ticked meanwhile is replayed then.
 */
import { type Marks, VIEW_SHEET } from "./keys";
import { moduleBase } from "./loading";
import { freeReservedRoom } from "./reserve";

/** The file of `element`'s view module (under `first-view/`, no `.js`), if it has one. */
export function viewModuleOf(element: Element): string | undefined {
  const tag = element.localName;
  const choice = __VIEW_MODULES__[tag];
  if (!choice || element.shadowRoot || !("adoptedStyleSheets" in ShadowRoot.prototype)) return;
  const [attribute, values] = choice;
  const value = (attribute && element.getAttribute(attribute)) || "";
  if (!values.includes(value)) return;
  for (const name of element.getAttributeNames()) {
    if (
      name !== attribute &&
      !__VIEW_MODULE_NEUTRAL__.includes(name) &&
      !/^(data|aria)-/.test(name)
    ) {
      return;
    }
  }
  return value ? `${tag}-${value}` : tag;
}

/**
 * Root-relative addresses in the markup name our pages (the privacy policy, say): on another
 * origin's page they are made absolute against the origin the widgets came from, as the
 * element renders them there. A form's `action` (our form function, for a form sent before its
 * code has taken over) always is, against the element's `api-base` where it has one, with a
 * key of this view's own, so the same form sent twice is stored once, and the element's
 * `lead-source` (a view is built once for every source).
 */
function resolveOurLinks(root: ShadowRoot): void {
  const host = root.host;
  const apiBase = host.getAttribute("api-base")?.trim().replace(/\/*$/, "/");
  const source = host.getAttribute("lead-source")?.trim();
  for (const form of root.querySelectorAll("form[action^='/']")) {
    const path = form.getAttribute("action")?.slice(1) ?? "";
    const action = new URL(path, new URL(apiBase || "/", moduleBase));
    // Only tells this view's sends apart from another's: no secret, so no crypto needed.
    action.searchParams.set("key", Math.random().toString(36).slice(2));
    if (source) action.searchParams.set("source", source);
    form.setAttribute("action", action.href);
  }
  if (new URL(moduleBase).origin === location.origin) return;
  for (const link of root.querySelectorAll("[href^='/']:not([href^='//'])")) {
    link.setAttribute("href", new URL(link.getAttribute("href") ?? "", moduleBase).href);
  }
}

/**
 * Fetches view module `file` and shows it in `element`, unless the element has rendered (or got
 * a root) meanwhile. Rejects when the module cannot be fetched.
 */
export async function showViewModule(element: Element, file: string): Promise<void> {
  const url = new URL(`./first-view/${file}.js`, moduleBase).href;
  const view = (await import(/* @vite-ignore */ url)) as { html: string; css: string };
  if (element.shadowRoot || customElements.get(element.localName)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(view.css);
  const root = element.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [sheet];
  // Our own build's markup (React's server rendering of our components), not page input.
  root.innerHTML = view.html;
  // Written as `data-ebw-style` by the build: style attributes in markup break a strict CSP.
  for (const styled of root.querySelectorAll<HTMLElement | SVGElement>("[data-ebw-style]")) {
    styled.style.cssText = styled.dataset.ebwStyle ?? "";
    styled.removeAttribute("data-ebw-style");
  }
  resolveOurLinks(root);
  (root as ShadowRoot & Marks)[VIEW_SHEET] = sheet;
  freeReservedRoom(element);
}
