/*
 * The `/embed` page's own script: snippets with the address this page was served from, the
 * snippet builder with its live preview and theme, copying, and the exit-intent example's button.
 */
import { snippet } from "./snippet.ts";

interface Attribute {
  name: string;
  description?: string;
  /** The declared default's source text (`"contact"`). */
  default?: string;
}
/** A documented `--ebw-*` property (tooling/embed-page-theme.ts). */
interface ThemeProperty {
  name: string;
  description: string;
  default: string;
  kind: "color" | "text";
}
interface PageData {
  version: string;
  integrity: Record<string, string>;
  elements: { tagName: string; attributes?: Attribute[] }[];
  themes: Record<string, ThemeProperty[]>;
  /** "Default: {value}." */
  themeDefault: string;
}

const data = JSON.parse(document.getElementById("embed-data")?.textContent ?? "{}") as PageData;
const origin = location.origin;
const pin = { origin, version: data.version, integrity: data.integrity };

// The examples' snippets were written with the configured site address; this server's wins.
for (const code of document.querySelectorAll<HTMLElement>("code[data-snippet]")) {
  code.textContent = (code.textContent ?? "").replaceAll(
    /https?:\/\/[^/"]+\/widgets\//g,
    `${origin}/widgets/`,
  );
}

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-show]")) {
  button.addEventListener("click", () => {
    const target = document.querySelector(button.dataset.show ?? "") as
      | (HTMLElement & { show?: () => void })
      | null;
    target?.show?.();
  });
}

const form = document.getElementById("builder") as HTMLFormElement;
const elementSelect = form.elements.namedItem("element") as HTMLSelectElement;
const attributesBox = document.getElementById("builder-attributes") as HTMLFieldSetElement;
const themeBox = document.getElementById("builder-theme") as HTMLFieldSetElement;
const output = document.getElementById("builder-snippet") as HTMLElement;
const preview = document.getElementById("builder-preview") as HTMLElement;
const status = document.getElementById("builder-status") as HTMLElement;

/** One text field per attribute of the chosen element, its declared default as the placeholder. */
function showAttributeFields(): void {
  const element = data.elements.find((e) => e.tagName === elementSelect.value);
  for (const field of attributesBox.querySelectorAll("div")) field.remove();
  for (const attribute of element?.attributes ?? []) {
    const row = document.createElement("div");
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.id = `attribute-${attribute.name}`;
    input.name = `attribute:${attribute.name}`;
    input.type = "text";
    const fallback = attribute.default;
    // The manifest has the value's source text; the field takes a string without its quotes.
    if (fallback) input.placeholder = fallback.startsWith('"') ? JSON.parse(fallback) : fallback;
    label.htmlFor = input.id;
    label.textContent = attribute.name;
    row.append(label, input);
    attributesBox.append(row);
  }
}

/** The theme as set so far, kept while another element is picked: most properties are shared. */
const themeValues = new Map<string, string>();

/** Text with its `code` spans as <code>, as the tables show descriptions. */
function withCode(text: string): Node[] {
  return text.split("`").map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    const code = document.createElement("code");
    code.textContent = part;
    return code;
  });
}

/** One field per custom property of the chosen element, showing its value or default. */
function showThemeFields(): void {
  for (const field of themeBox.querySelectorAll("div")) field.remove();
  for (const property of data.themes[elementSelect.value] ?? []) {
    const row = document.createElement("div");
    row.className = `embed-prop embed-prop--${property.kind}`;
    const input = document.createElement("input");
    input.id = `theme${property.name}`;
    input.name = property.name;
    input.type = property.kind === "color" ? "color" : "text";
    input.value = themeValues.get(property.name) ?? property.default;
    if (input.type === "text") input.spellcheck = false;
    const label = document.createElement("label");
    label.htmlFor = input.id;
    const name = document.createElement("code");
    name.textContent = property.name;
    label.append(name);
    const hint = document.createElement("span");
    hint.id = `${input.id}-hint`;
    hint.className = "embed-hint";
    const withDefault = property.description.includes(property.default)
      ? property.description
      : `${property.description} ${data.themeDefault.replace("{value}", `\`${property.default}\``)}`;
    hint.append(...withCode(withDefault));
    input.setAttribute("aria-describedby", hint.id);
    row.append(label, input, hint);
    themeBox.append(row);
  }
}

function update(): void {
  const tag = elementSelect.value;
  const attributes: Record<string, string> = {};
  const theme: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    if (name.startsWith("attribute:")) attributes[name.slice("attribute:".length)] = value;
    if (name.startsWith("--")) {
      // What differs from the default: an emptied field is the default again, and a value no
      // browser would take (or one that would end the snippet's <style>) is left out.
      const start = data.themes[tag]?.find((p) => p.name === name)?.default;
      const set = value.trim();
      if (set === "" || set === start || /[<>]/.test(set) || !CSS.supports(name, set)) {
        themeValues.delete(name);
      } else {
        theme[name] = set;
        themeValues.set(name, set);
      }
    }
  }
  const build = (new FormData(form).get("build") as "loader" | "standalone") ?? "loader";
  output.textContent = snippet({ ...pin, tag, build, attributes, theme });

  // The preview is the element the snippet makes, themed the way the snippet's rule does.
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== "") element.setAttribute(name, value);
  }
  for (const [name, value] of Object.entries(theme)) element.style.setProperty(name, value);
  preview.replaceChildren(element);
}

elementSelect.addEventListener("change", () => {
  showAttributeFields();
  showThemeFields();
  update();
});
// Picking another element rebuilds the fields first (its "change" handler above).
form.addEventListener("input", (event) => {
  if (event.target !== elementSelect) update();
});
// Sending the form copies its snippet.
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  await navigator.clipboard.writeText(output.textContent ?? "");
  status.textContent = status.dataset.copied ?? "";
});
showAttributeFields();
showThemeFields();
update();
