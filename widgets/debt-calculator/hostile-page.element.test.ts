import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";

/*
 * recharts sizes its tick labels in a span it adds to the page's own body, where the page's
 * styles reach it (demo/hostile.css: a 30 px root font, padded and bordered spans, letter
 * spacing, capitals). This suite has a file of its own: recharts keeps those sizes for the
 * page's life, so a chart drawn earlier on a plain page would hide what this one shows.
 */
describe("<debt-calculator>: the chart on a page whose styles attack it", () => {
  kit.withCleanPage();
  let sheet: HTMLLinkElement | undefined;

  before(async () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/demo/hostile.css";
    const loaded = new Promise((done, fail) => {
      link.addEventListener("load", done);
      link.addEventListener("error", fail);
    });
    document.head.append(link);
    sheet = link;
    await loaded;
  });

  after(() => sheet?.remove());

  it("given a 358 px column on demo/hostile.css, the drawn chart names both bars and marks its value axis", async () => {
    const element = await kit.mount({ style: "width: 358px" });
    await kit.approachChart(element);
    const chart = kit.root(element).querySelector<HTMLElement>("[part~=chart]");
    await kit.waitFor(
      () => (chart?.querySelectorAll(".recharts-bar-rectangle path").length ?? 0) === 2,
      "both bars drawn",
    );
    await kit.settle();
    expect(element.getBoundingClientRect().width).to.equal(358);
    const labels = (axis: string) =>
      [...(chart?.querySelectorAll(`.recharts-${axis}-tick-labels text`) ?? [])]
        .map((tick) => tick.textContent)
        .filter(Boolean);
    expect(labels("xAxis")).to.deep.equal(["Current", "Refinanced"]);
    expect(labels("yAxis")).to.have.length(5);
  });
});
