import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

/**
 * What of `element`'s cards reaches past the card's padding, or is cut off in a box of its own
 * that scrolls: text a visitor cannot read whole without scrolling sideways inside the widget.
 */
function sticksOut(element: HTMLElement): string[] {
  const found: string[] = [];
  for (const card of kit.root(element).querySelectorAll<HTMLElement>(".dc-card")) {
    const style = getComputedStyle(card);
    const right =
      card.getBoundingClientRect().right -
      Number.parseFloat(style.paddingRight) -
      Number.parseFloat(style.borderRightWidth);
    for (const box of card.querySelectorAll<HTMLElement>("*")) {
      // The chart's drawing, and what is there for screen readers only.
      if (box.closest("svg, .visually-hidden, thead")) continue;
      const { width, right: boxRight } = box.getBoundingClientRect();
      const text = box.textContent?.trim().slice(0, 40);
      if (width > 0 && boxRight > right + 0.5)
        found.push(`${text} (${Math.round(boxRight - right)} px)`);
      const cut =
        getComputedStyle(box).overflowX !== "visible" && box.scrollWidth > box.clientWidth;
      if (cut) found.push(`${text} (scrolls ${box.scrollWidth - box.clientWidth} px)`);
    }
  }
  return found;
}

describe("<debt-calculator>: a column narrower than the 280 px it takes elsewhere", () => {
  kit.withCleanPage();

  it("given 244 px (a page zoomed to 150 % on a phone), every label and figure of each variant stays inside its card, the comparison table with it", async () => {
    for (const variant of ["slider", "detailed", "compact"]) {
      const element = await kit.mount({ variant });
      element.style.width = "244px";
      await kit.settle();
      expect(element.getBoundingClientRect().width, variant).to.equal(244);
      expect(sticksOut(element), `${variant} at 244 px`).to.deep.equal([]);
      element.remove();
    }
  });

  it("given 244 px, the detailed variant's comparison names each figure by its column", async () => {
    const element = await kit.mount({ variant: "detailed" });
    element.style.width = "244px";
    await kit.settle();
    const savings = [...kit.root(element).querySelectorAll("[part~=table] tbody tr")].at(-1);
    const cells = [...(savings?.querySelectorAll("td") ?? [])].map((cell) => {
      const named = getComputedStyle(cell, "::before").content;
      return `${named.replace(/^"|"$/g, "")} ${cell.textContent}`;
    });
    const result = kit.figure(element, "Monthly Savings");
    expect(cells[0]).to.equal(`Monthly Payment ${result}`);
    expect(cells[1]).to.match(/^Annual Cost \$[\d,]+\.\d\d$/);
  });
});

describe("<debt-calculator variant=detailed>: a phone's column", () => {
  kit.withCleanPage();

  it("given a real debt's figures and 256 to 390 px, the totals and the comparison stay inside their cards, no box of their own to scroll, each figure under its column's heading", async () => {
    // $95,000 on a personal loan and $40,000 on cards, as a share link restores them.
    history.replaceState(
      null,
      "",
      `${location.pathname}?calc=v1-4.99-pl_95000_24.99-cc_40000_29.99`,
    );
    const element = await kit.mount({ variant: "detailed" });
    expect(kit.figure(element, "Monthly Savings")).to.equal("$3,357.82");
    element.style.width = "600px";
    await kit.settle();
    const wide = await ariaSnapshot(element);

    for (const width of [256, 280, 300, 320, 340, 360, 390]) {
      element.style.width = `${width}px`;
      await kit.settle();
      expect(sticksOut(element), `${width} px`).to.deep.equal([]);
      const table = kit.root(element).querySelector("[part~=table]");
      const headings = [...(table?.querySelectorAll("thead th") ?? [])].slice(1);
      // Below 280 px the headings are for screen readers only: each figure is named in its row.
      if (headings.some((heading) => heading.getBoundingClientRect().width <= 1)) continue;
      for (const row of table?.querySelectorAll("tbody tr") ?? []) {
        [...row.querySelectorAll("td")].forEach((cell, column) => {
          const under = headings[column]?.getBoundingClientRect();
          const { left, right } = cell.getBoundingClientRect();
          expect([left, right].map(Math.round), `${width} px, column ${column + 1}`).to.deep.equal(
            [under?.left, under?.right].map((edge) => Math.round(edge ?? 0)),
          );
        });
      }
      // A screen reader gets the same table at every width.
      expect(await ariaSnapshot(element), `${width} px`).to.equal(wide);
    }
  });
});
