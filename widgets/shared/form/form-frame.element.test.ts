import { expect } from "chai";
import { loadElement } from "../../../testing/elements";
import { waitFor } from "../../../testing/lead-form-kit";

const forms: [tag: string, attributes: Record<string, string>][] = [
  ["lead-form", {}],
  ["preapproval-form", {}],
  ["contact-form", {}],
  ["resource-download", { "lead-magnet": "first-home-buyers-guide" }],
];

async function place(tag: string, attributes: Record<string, string>): Promise<HTMLElement> {
  await loadElement(tag);
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector("form")), `<${tag}>'s form`);
  return element;
}

/** The box around a form: what makes it read as one widget on a page of others. */
function frameOf(element: HTMLElement) {
  const box = element.shadowRoot?.querySelector("[part~=root]");
  if (!box) throw new Error(`<${element.localName}> has no root part`);
  const style = getComputedStyle(box);
  return {
    padding: style.padding,
    border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    radius: style.borderTopLeftRadius,
    shadow: style.boxShadow,
    background: style.backgroundColor,
  };
}

describe("the frame of every form on a host page", () => {
  afterEach(() => {
    for (const [tag] of forms)
      for (const element of document.querySelectorAll(tag)) element.remove();
  });

  it("given the four forms one after another, puts each in the same card", async () => {
    const placed = [];
    for (const [tag, attributes] of forms) placed.push(await place(tag, attributes));

    const [first, ...others] = placed.map(frameOf);
    expect(first?.shadow).to.not.equal("none");
    expect(first?.border).to.match(/^1px solid/);
    expect(first?.padding).to.not.equal("0px");
    for (const [index, frame] of others.entries()) {
      expect(frame, `<${forms[index + 1]?.[0]}>`).to.deep.equal(first);
    }
  });

  it("keeps a form's required-fields line clear of the privacy line of the widget above it", async () => {
    const above = await place("lead-form", {});
    for (const [tag, attributes] of forms.slice(2)) {
      const element = await place(tag, attributes);
      const notice = above.shadowRoot?.querySelector("[part~=notice]") as Element;
      const legend = element.shadowRoot?.querySelector("[part~=required-legend]") as Element;
      const gap = legend.getBoundingClientRect().top - notice.getBoundingClientRect().bottom;
      expect(gap, `<${tag}>`).to.be.at.least(40);
      element.remove();
    }
  });

  it("takes the page's theme: surface, border and corner radius", async () => {
    for (const [tag, attributes] of forms.slice(2)) {
      const element = await place(tag, attributes);
      element.style.setProperty("--ebw-surface", "rgb(1, 2, 3)");
      element.style.setProperty("--ebw-border", "rgb(4, 5, 6)");
      element.style.setProperty("--ebw-radius", "3px");

      expect(frameOf(element).background, `<${tag}>`).to.equal("rgb(1, 2, 3)");
      expect(frameOf(element).border, `<${tag}>`).to.equal("1px solid rgb(4, 5, 6)");
      expect(frameOf(element).radius, `<${tag}>`).to.equal("6px");
      element.remove();
    }
  });
});
