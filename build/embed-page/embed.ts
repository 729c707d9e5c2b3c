/*
 * The `/embed` page's own script: snippets with the address this page was served from, the
 * snippet builder with its live preview and theme, copying, and the exit-intent example's button.
 */
import { snippet } from "./snippet.ts";

interface Attribute {
  name: string;
  description?: string;
}
interface PageData {
  version: string;
  integrity: Record<string, string>;
  elements: { tagName: string; attributes?: Attribute[] }[];
  theme: { name: string; value: string }[];
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
const output = document.getElementById("builder-snippet") as HTMLElement;
const preview = document.getElementById("builder-preview") as HTMLElement;
const status = document.getElementById("builder-status") as HTMLElement;

/** One text field per attribute of the chosen element. */
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
    label.htmlFor = input.id;
    label.textContent = attribute.name;
    row.append(label, input);
    attributesBox.append(row);
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
      const start = data.theme.find((p) => p.name === name)?.value;
      if (value !== start) theme[name] = value;
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
  update();
});
form.addEventListener("input", update);
// Sending the form copies its snippet.
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  await navigator.clipboard.writeText(output.textContent ?? "");
  status.textContent = status.dataset.copied ?? "";
});
showAttributeFields();
update();
