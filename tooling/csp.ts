/**
 * What each site's Content-Security-Policy must allow, read from the pages the build wrote:
 * the SHA-256 of every inline `<style>` (the widgets' pre-rendered shadow roots), of every
 * `style` attribute and of any inline script that runs, plus the outside origins the pages use
 * (the ad pixel, frames for maps, video and scheduling). The server turns it into each page's
 * policy (functions/http/content-security.ts), so nothing inline needs 'unsafe-inline'.
 */
import { createHash } from "node:crypto";
import type { CspManifest, CspSources } from "../functions/http/content-security";
import type { RenderedFile, Site } from "../pages/render";
import { VIDEO_EMBED_ORIGIN } from "../pages/shell/video";

/** Meta's pixel, as Meta documents it for a Content-Security-Policy. */
const META_PIXEL = {
  script: ["https://connect.facebook.net"],
  img: ["https://www.facebook.com"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
};

/** Script types that are data, never run, so no policy applies to them. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|text\/template)$/i;

export const sha256 = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** An attribute value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return String.fromCodePoint(code);
  });
}

const attributesOf = (tag: string): [string, string][] =>
  [...tag.matchAll(/\s([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)].map(
    (m) => [(m[1] ?? "").toLowerCase(), decodeAttribute(m[2] ?? m[3] ?? m[4] ?? "")],
  );

const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

interface Found {
  scripts: Set<string>;
  styles: Set<string>;
  styleAttributes: Set<string>;
  frames: Set<string>;
  pixel: boolean;
}

/**
 * Reads one page. The pages come from our own renderers, which escape `<`, `>` and `"` in every
 * attribute value, so a tag ends at the first `>`; inline style and script bodies are taken out
 * first, as their text may hold anything.
 */
function readPage(file: string, html: string, found: Found): void {
  const rest = html.replace(
    /<(style|script)(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi,
    (_, element: string, attributes = "", body: string) => {
      if (element.toLowerCase() === "style") {
        found.styles.add(sha256(body));
      } else {
        const attrs = new Map(attributesOf(attributes));
        if (!attrs.has("src") && !DATA_SCRIPT.test(attrs.get("type") ?? "")) {
          found.scripts.add(sha256(body));
        }
      }
      return `<${element}${attributes}>`;
    },
  );
  for (const [tag] of rest.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const name = /^<([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase();
    for (const [attribute, value] of attributesOf(tag.slice(1 + (name?.length ?? 0)))) {
      if (attribute.startsWith("on")) {
        throw new Error(
          `${file}: <${name} ${attribute}="…"> is an inline event handler, which the pages' ` +
            "Content-Security-Policy forbids; attach it in the page script instead.",
        );
      }
      if (/^\s*javascript:/i.test(value)) {
        throw new Error(`${file}: <${name} ${attribute}="${value}"> runs script from a URL.`);
      }
      if (attribute === "style") found.styleAttributes.add(sha256(value));
      if (name === "iframe" && attribute === "src") addOrigin(found.frames, value);
      if (attribute === "data-map-embed") addOrigin(found.frames, value);
      if (attribute === "data-video-id") found.frames.add(VIDEO_EMBED_ORIGIN);
      if (name === "meta" && attribute === "name" && value === "meta-pixel-id") found.pixel = true;
    }
  }
}

function addOrigin(set: Set<string>, url: string): void {
  const origin = originOf(url);
  if (origin) set.add(origin);
}

const sorted = (set: Iterable<string>) => [...new Set(set)].sort();

/**
 * The policy sources of each site from its HTML files. `documentStyles` are hashes of `<style>`
 * elements that scripts add at run time (a library's own stylesheet), allowed on every page.
 */
export function cspSources(files: RenderedFile[], documentStyles: string[] = []): CspManifest {
  const sites: Record<Site, Found> = {
    main: emptyFound(),
    debt: emptyFound(),
  };
  for (const { site, file, html } of files) {
    if (file.endsWith(".html")) readPage(`${site}/${file}`, html, sites[site]);
  }
  const sources = (found: Found): CspSources => ({
    scriptSrc: sorted([...(found.pixel ? META_PIXEL.script : []), ...found.scripts]),
    styleSrc: sorted([...found.styles, ...documentStyles]),
    styleSrcAttr: sorted(found.styleAttributes),
    frameSrc: sorted(found.frames),
    imgSrc: found.pixel ? META_PIXEL.img : [],
    connectSrc: found.pixel ? META_PIXEL.connect : [],
  });
  return { main: sources(sites.main), debt: sources(sites.debt) };
}

function emptyFound(): Found {
  return {
    scripts: new Set(),
    styles: new Set(),
    styleAttributes: new Set(),
    frames: new Set(),
    pixel: false,
  };
}

/**
 * The stylesheet sonner (the widgets' toasts) puts in the document's head when its code loads:
 * the widgets style their toasts inside their shadow roots, but the library adds this `<style>`
 * regardless, so its hash is allowed. Taken by loading the library against a stand-in document,
 * so it is exactly the text it inserts.
 */
export async function sonnerDocumentCss(): Promise<string> {
  const inserted: string[] = [];
  const stand = {
    head: { appendChild: () => {} },
    getElementsByTagName: () => [],
    createElement: () => ({ appendChild: (node: { text: string }) => inserted.push(node.text) }),
    createTextNode: (text: string) => ({ text }),
  };
  const global = globalThis as { document?: unknown };
  const before = global.document;
  global.document = stand;
  try {
    // A fresh instance each time: the library inserts its stylesheet only when first evaluated.
    await import(`${import.meta.resolve("sonner")}?t=${Date.now()}`);
  } finally {
    global.document = before;
  }
  if (inserted.length !== 1 || !inserted[0]) {
    throw new Error("sonner no longer inserts one stylesheet: check tooling/csp.ts");
  }
  return inserted[0];
}
