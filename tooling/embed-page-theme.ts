/**
 * The `--ebw-*` custom properties the `/embed` theme playground offers for each element: the ones
 * declaration documents (custom-elements.json), each with the value the widget uses when the page
 * sets none. That default is read from the widgets' own styles (`var(--ebw-x, default)`), the
 * element's folder before the shared ones, so the playground shows what the widget really does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ElementDeclaration } from "./element-table.ts";

export interface ThemeProperty {
  name: string;
  description: string;
  /** The value in effect when the page sets none; empty when the styles give none. */
  default: string;
  /** A colour gets a colour picker, anything else (lengths, fonts, numbers) a text field. */
  kind: "color" | "text";
}

/** The text of `source` from `start` (just inside a parenthesis) to its closing parenthesis. */
function untilClosing(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if (source[i] === "(") depth++;
    else if (source[i] === ")" && depth-- === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

/** `var(--ebw-a, fallback)` in `source`: each property's first fallback, as written. */
export function writtenFallbacks(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/var\(\s*(--ebw-[a-z0-9-]+)\s*,/g)) {
    const [, name] = match;
    if (name === undefined || found.has(name)) continue;
    const fallback = untilClosing(source, (match.index ?? 0) + match[0].length);
    found.set(name, fallback.replace(/\s+/g, " ").trim());
  }
  return found;
}

/** A fallback that is itself `var(--ebw-b, x)` resolved to `--ebw-b`'s value; null if none. */
function resolved(
  value: string,
  written: Map<string, string>,
  seen = new Set<string>(),
): string | null {
  const inner = /^var\(\s*(--[a-z0-9_-]+)\s*(?:,([\s\S]*))?\)$/.exec(value);
  if (!inner) return value;
  const [, name, fallback] = inner;
  if (name === undefined || seen.has(name)) return null;
  seen.add(name);
  const own = written.get(name);
  if (own !== undefined) return resolved(own, written, seen);
  return fallback === undefined ? null : resolved(fallback.trim(), written, seen);
}

/** `#abc` as `#aabbcc` (a colour input takes six digits); other colours as they are. */
function asColour(value: string): string | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) return null;
  const six = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return `#${six.toLowerCase()}`;
}

/** `properties` with their defaults from `written` (the element's styles, nearest first). */
export function themeProperties(
  properties: { name: string; description?: string }[],
  written: Map<string, string>,
): ThemeProperty[] {
  return properties.map(({ name, description = "" }) => {
    const value = resolved(written.get(name) ?? "", written) ?? "";
    const colour = asColour(value);
    return {
      name,
      description: description.replace(/\s+/g, " ").trim(),
      default: colour ?? value,
      kind: colour ? "color" : "text",
    };
  });
}

/** Every style source under `dir` (CSS, and the TS that writes CSS), tests left out. */
function styleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Each element's theme properties, by tag, from the manifest and the widgets' styles. */
export function elementThemes(
  root: string,
  elements: ElementDeclaration[],
): Record<string, ThemeProperty[]> {
  const widgets = resolve(root, "widgets");
  const read = (files: string[]) => files.map((file) => readFileSync(file, "utf8")).join("\n");
  const baseCss = readFileSync(resolve(widgets, "shared/element/base.css"), "utf8");
  const shared = read(styleSources(resolve(widgets, "shared")));
  return Object.fromEntries(
    elements.map((element) => {
      const tag = element.tagName ?? "";
      const own = read(styleSources(resolve(widgets, tag)));
      // base.css first among the shared: it sets every shared property's value.
      const written = writtenFallbacks(`${own}\n${baseCss}\n${shared}`);
      return [tag, themeProperties(element.cssProperties ?? [], written)];
    }),
  );
}
