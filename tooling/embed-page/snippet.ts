/**
 * The snippet `/embed` offers for an element: the pinned script with its integrity hash, for the
 * page's `<head>` (run before the page's first paint, it holds the element's room, so nothing
 * moves when the widget renders; the loader with `blocking="render"`), the element with its
 * attributes, and a theme as a `<style>` rule (an inline `style` attribute would
 * need `'unsafe-inline'` on a host page with a Content-Security-Policy). Used by the page build
 * and, compiled, by the page itself, which fills in the address it was served from.
 */
export interface SnippetOptions {
  origin: string;
  version: string;
  tag: string;
  build: "loader" | "standalone";
  /** The `integrity` of each entry script, by its path under the version folder. */
  integrity: Record<string, string>;
  attributes: Record<string, string>;
  theme: Record<string, string>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function snippet(options: SnippetOptions): string {
  const { origin, version, tag, build, integrity } = options;
  const path = build === "loader" ? "loader.js" : `standalone/${tag}.js`;
  const type = build === "loader" ? ' type="module"' : "";
  const blocking = build === "loader" ? ' blocking="render"' : "";
  const script = `<script${type} src="${origin}/widgets/${version}/${path}"${blocking}\n  integrity="${integrity[path] ?? ""}" crossorigin="anonymous"></script>`;
  const attributes = Object.entries(options.attributes)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  const theme = Object.entries(options.theme);
  const style =
    theme.length > 0
      ? `<style>\n  ${tag} {\n${theme.map(([name, value]) => `    ${name}: ${value};`).join("\n")}\n  }\n</style>\n`
      : "";
  return `<!-- in the <head> -->\n${script}\n\n<!-- where the widget goes -->\n${style}<${tag}${attributes}></${tag}>`;
}
