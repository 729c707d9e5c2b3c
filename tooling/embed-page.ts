/**
 * `/embed`: for each element a live example, its attributes, methods, events, parts and custom
 * properties from the Custom Elements Manifest the build wrote, and its snippet pinned to this
 * version with integrity; above them a snippet builder with a theme playground. Written into
 * the main site's tree (`dist/site/main/embed/`) with its script and styles beside it, so it is
 * served like any page. The `embed-page` step of `./steps.ts`, after the pinned version's
 * integrity hashes and the manifest.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { loadConfig } from "../src/config/index.ts";
import { embedPageCopy as copy, embedExampleAttributes } from "../src/content/embed-page.ts";
import { MANIFEST_FILE } from "./custom-elements.ts";
import { type Attribute, type ElementDeclaration, elementsOf } from "./element-table.ts";
import { snippet } from "./embed-page/snippet.ts";
import { elementThemes } from "./embed-page-theme.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = resolve(root, "dist/site/main/embed");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSDoc's `code` spans as <code>, the rest as text. */
const prose = (text = "") =>
  escapeHtml(text.replace(/\s+/g, " ").trim()).replace(/`([^`]+)`/g, "<code>$1</code>");

function table(caption: string, rows: { name?: string; description?: string }[]): string {
  if (rows.length === 0) return "";
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row"><code>${escapeHtml(row.name ?? "")}</code></th><td>${prose(row.description)}</td></tr>`,
    )
    .join("\n");
  return `<table><caption>${caption}</caption><thead><tr><th scope="col">${copy.tables.name}</th><th scope="col">${copy.tables.description}</th></tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** An attribute's description, followed by its default when one is declared. */
function withDefault(attribute: Attribute): { name: string; description?: string } {
  if (attribute.default === undefined) return attribute;
  // The manifest has the value's source text; a page writes a string without its quotes.
  const value = attribute.default.startsWith('"')
    ? JSON.parse(attribute.default)
    : attribute.default;
  const fallback = copy.themeDefault.replace("{value}", `\`${value}\``);
  return { name: attribute.name, description: `${attribute.description ?? ""} ${fallback}` };
}

function exampleOf(tag: string): string {
  const attributes = Object.entries(embedExampleAttributes[tag] ?? {})
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join("");
  const extra =
    tag === "exit-intent"
      ? `<button type="button" class="embed-button" data-show="exit-intent">${copy.exitIntentButton}</button>`
      : tag === "broker-chat"
        ? `<p>${copy.chatNote}</p>`
        : "";
  return `${extra}<${tag}${attributes}></${tag}>`;
}

function section(element: ElementDeclaration, pin: Pin): string {
  const tag = element.tagName ?? "";
  const methods = (element.members ?? []).filter((m) => m.kind === "method");
  const code = snippet({
    ...pin,
    tag,
    build: "loader",
    attributes: embedExampleAttributes[tag] ?? {},
    theme: {},
  });
  return `<section class="embed-element" id="${tag}" aria-labelledby="${tag}-heading">
<h2 id="${tag}-heading"><code>&lt;${tag}&gt;</code></h2>
<p>${prose(element.description)}</p>
<h3>${copy.liveExample}</h3>
<div class="embed-example">${exampleOf(tag)}</div>
<h3>${copy.snippetHeading}</h3>
<pre><code data-snippet="${tag}">${escapeHtml(code)}</code></pre>
${table(copy.tables.attributes, (element.attributes ?? []).map(withDefault))}
${table(
  copy.tables.methods,
  methods.map((m) => ({ name: `${m.name}()`, description: m.description })),
)}
${table(copy.tables.events, element.events ?? [])}
${table(copy.tables.parts, element.cssParts ?? [])}
${table(copy.tables.cssProperties, element.cssProperties ?? [])}
</section>`;
}

interface Pin {
  origin: string;
  version: string;
  integrity: Record<string, string>;
}

function builder(elements: ElementDeclaration[]): string {
  const options = elements
    // The calculator first: the chat's preview would be a second button over the page's own.
    .map((e) => {
      const selected = e.tagName === "debt-calculator" ? " selected" : "";
      return `<option value="${e.tagName}"${selected}>&lt;${e.tagName}&gt;</option>`;
    })
    .join("");
  const builds = Object.entries(copy.buildOptions)
    .map(
      ([value, label], i) =>
        `<label><input type="radio" name="build" value="${value}"${i === 0 ? " checked" : ""}> ${label}</label>`,
    )
    .join("\n");
  return `<section class="embed-builder" aria-labelledby="builder-heading">
<h2 id="builder-heading">${copy.builderHeading}</h2>
<p>${copy.builderIntro}</p>
<form id="builder" class="embed-form">
<label for="builder-element">${copy.elementLabel}</label>
<select id="builder-element" name="element">${options}</select>
<fieldset><legend>${copy.buildLabel}</legend>${builds}</fieldset>
<fieldset id="builder-attributes"><legend>${copy.attributesLegend}</legend></fieldset>
<fieldset class="embed-theme" id="builder-theme"><legend>${copy.themeLegend}</legend><p class="embed-hint">${copy.themeIntro}</p></fieldset>
<h3>${copy.snippetHeading}</h3>
<pre><code id="builder-snippet"></code></pre>
<div><button type="submit" class="embed-button">${copy.copyButton}</button></div>
<p class="embed-status" id="builder-status" role="status" data-copied="${copy.copied}"></p>
</form>
<h3>${copy.previewHeading}</h3>
<div class="embed-example" id="builder-preview"></div>
</section>`;
}

/** The client modules, compiled from TypeScript as they are (no bundling: two small files). */
function compile(file: string): string {
  const source = readFileSync(resolve(root, "tooling/embed-page", file), "utf8");
  return ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ES2020,
      rewriteRelativeImportExtensions: true,
    },
  }).outputText;
}

export function buildEmbedPage(): void {
  const { version } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
  const integrity = JSON.parse(
    readFileSync(resolve(root, "dist/widgets", version, "integrity.json"), "utf8"),
  ).files as Record<string, string>;
  const manifest = JSON.parse(readFileSync(resolve(root, MANIFEST_FILE), "utf8"));
  const elements = elementsOf(manifest);
  const config = loadConfig(process.env);
  const pin: Pin = { origin: config.siteOrigin, version, integrity };
  const data = {
    version,
    integrity,
    elements,
    themes: elementThemes(root, elements),
    themeDefault: copy.themeDefault,
  };
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="description" content="${escapeHtml(copy.description)}">
<title>${copy.title} | ${escapeHtml(config.tradingName)}</title>
<link rel="icon" href="/assets/images/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/embed/embed.css">
<script type="module" src="/widgets/${version}/loader.js" integrity="${integrity["loader.js"]}" crossorigin="anonymous"></script>
<script type="module" src="/embed/embed.js"></script>
</head>
<body>
<header class="embed-header"><p>${escapeHtml(config.tradingName)}</p></header>
<main class="embed-main">
<h1>${copy.title} <span class="embed-version">v${version}</span></h1>
<p>${copy.intro}</p>
<p>${copy.pinnedNote}</p>
<nav aria-label="Widgets"><ul class="embed-nav">${elements.map((e) => `<li><a href="#${e.tagName}"><code>&lt;${e.tagName}&gt;</code></a></li>`).join("")}</ul></nav>
${builder(elements)}
${elements.map((element) => section(element, pin)).join("\n")}
</main>
<script type="application/json" id="embed-data">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>
</body>
</html>
`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, "index.html"), html);
  writeFileSync(
    resolve(outDir, "embed.css"),
    readFileSync(resolve(root, "tooling/embed-page/embed.css")),
  );
  writeFileSync(resolve(outDir, "embed.js"), compile("embed.ts"));
  writeFileSync(resolve(outDir, "snippet.js"), compile("snippet.ts"));
  console.log("embed page: dist/site/main/embed/");
}
