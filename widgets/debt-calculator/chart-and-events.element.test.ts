import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: chart, interest note and events", () => {
  kit.withCleanPage();

  it("draws the chart after the figures, with both figures as text for screen readers", async () => {
    const states: (string | undefined)[] = [];
    const element = document.createElement("debt-calculator");
    const watcher = new MutationObserver(() => {
      const chart = element.shadowRoot?.querySelector<HTMLElement>("[part~=chart]");
      const figuresShown = Boolean(element.shadowRoot?.querySelector(".dc-figure dd"));
      if (chart && figuresShown) states.push(chart.dataset.state);
    });
    document.body.append(element);
    if (element.shadowRoot) {
      watcher.observe(element.shadowRoot, { childList: true, subtree: true, attributes: true });
    }
    await kit.approachChart(element);
    await kit.waitFor(
      () => Boolean(element.shadowRoot?.querySelector(".recharts-surface")),
      "the chart to draw",
    );
    watcher.disconnect();

    expect(states[0]).to.equal("loading");
    const chart = kit.root(element).querySelector<HTMLElement>("[part~=chart]");
    expect(chart?.dataset.state).to.equal("ready");
    expect(chart?.querySelector(".dc-chart__plot")?.getAttribute("aria-hidden")).to.equal("true");
    const caption = chart?.querySelector("figcaption")?.textContent ?? "";
    expect(caption).to.include(`current ${kit.dollars.format(kit.repayment(10000, 19.99, 60))}`);
    expect(caption).to.include(`refinanced ${kit.dollars.format(kit.repayment(10000, 6, 360))}`);

    await kit.waitFor(
      () => (chart?.querySelectorAll(".recharts-bar-rectangle path").length ?? 0) === 2,
      "both bars",
    );
    const fills = [...(chart?.querySelectorAll(".recharts-bar-rectangle path") ?? [])].map((bar) =>
      bar.getAttribute("fill"),
    );
    expect(fills).to.deep.equal(["#7c3aed", "#16a34a"]);
    const yTicks = chart?.querySelectorAll(".recharts-yAxis .recharts-cartesian-axis-tick");
    expect(yTicks?.length).to.equal(5);
  });

  it("keeps the chart's box the same height before and after it loads", async () => {
    const element = document.createElement("debt-calculator");
    document.body.append(element);
    await kit.waitFor(
      () => Boolean(element.shadowRoot?.querySelector(".dc-chart__plot")),
      "the box",
    );
    const plot = kit.root(element).querySelector<HTMLElement>(".dc-chart__plot");
    const before = plot?.getBoundingClientRect().height;
    await kit.approachChart(element);
    await kit.waitFor(() => Boolean(plot?.querySelector(".recharts-surface")), "the chart");

    expect(before).to.be.greaterThan(100);
    expect(plot?.getBoundingClientRect().height).to.equal(before);
  });

  it("tells the page about every change with a composed calculator-change event", async () => {
    const element = await kit.mount();
    const seen: CustomEvent[] = [];
    const record = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener("calculator-change", record);
    try {
      await kit.settle();
      await kit.settle();
      await kit.settle();
      expect(seen, "nothing fires on load").to.have.length(0);

      await kit.typeInto(
        kit.fieldOf<HTMLInputElement>(kit.row(element, 0), "How much do you owe?"),
        "20000",
      );
      await kit.waitFor(() => seen.length > 0, "calculator-change");
      await kit.settle();
      await kit.settle();
      await kit.settle();

      expect(seen, "one event for one burst of typing").to.have.length(1);
      const [event] = seen;
      expect(event?.bubbles).to.equal(true);
      expect(event?.composed).to.equal(true);
      const current = kit.repayment(20000, 19.99, 60);
      const refinanced = kit.repayment(20000, 6, 360);
      const round = (n: number) => Math.round(n * 100) / 100;
      expect(event?.detail).to.deep.include({
        currentMonthly: round(current),
        refinancedMonthly: round(refinanced),
        monthlySavings: round(current - refinanced),
        annualSavings: round((current - refinanced) * 12),
        totalDebt: 20000,
        refinanceRate: 6,
      });
      expect(event?.detail.debts).to.deep.equal([
        { id: "1", type: "credit-card", amount: 20000, interestRate: 19.99, isInterestNA: false },
      ]);
    } finally {
      document.removeEventListener("calculator-change", record);
    }
  });

  it("reads the new monthly saving to screen readers once the visitor pauses typing", async () => {
    const element = await kit.mount();
    const region = kit.root(element).querySelector("[aria-live=polite]");
    expect(region?.textContent, "nothing read out on load").to.equal("");

    await kit.typeInto(
      kit.fieldOf<HTMLInputElement>(kit.row(element, 0), "How much do you owe?"),
      "20000",
    );
    const saving = kit.dollars.format(
      kit.repayment(20000, 19.99, 60) - kit.repayment(20000, 6, 360),
    );
    // A busy machine can pause between the keys long enough for an earlier figure to be read
    // out first, as it would be for a visitor who paused there; what counts is the figure read
    // once the typing stops.
    const expected = `Monthly savings now ${saving}.`;
    await kit.waitFor(() => region?.textContent === expected, `"${expected}" to be read out`);

    expect(region?.textContent).to.equal(expected);
  });

  it("says honestly how much interest each plan costs over its full term", async () => {
    const element = await kit.mount();
    const note = kit.root(element).querySelector("[part~=interest-note]")?.textContent ?? "";

    const now = kit.repayment(10000, 19.99, 60) * 60 - 10000;
    const later = kit.repayment(10000, 6, 360) * 360 - 10000;
    expect(note).to.include(`about ${kit.dollars.format(now)} interest now`);
    expect(note).to.include(`versus ${kit.dollars.format(later)} over 30 years`);
    expect(note).to.include("you could pay more interest in total");
  });
});
