import {
  emulateMedia,
  executeServerCommand,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from "@web/test-runner-commands";
import { expect } from "chai";

// Runs against the production build: `npx vite build` first.
const moduleUrl = "/dist/widgets/debt-calculator.js";

/*
 * Expected figures are worked out here from the spec's rule (annuity repayment, debts over
 * 60 months, the home loan over 360) rather than by calling the calculator module.
 */
function repayment(principal: number, ratePercent: number, months: number): number {
  if (principal <= 0 || ratePercent <= 0) return 0;
  const r = ratePercent / 100 / 12;
  return (principal * r) / (1 - (1 + r) ** -months);
}
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

async function waitFor(check: () => boolean, what: string, timeout = 4000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement("debt-calculator");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector(".dc-figure")), "the figures");
  return element;
}

function root(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error("no shadow root");
  return element.shadowRoot;
}

function figure(element: HTMLElement, label: string): string {
  for (const item of root(element).querySelectorAll(".dc-figure")) {
    if (item.querySelector("dt")?.textContent === label) {
      return item.querySelector("dd")?.textContent ?? "";
    }
  }
  throw new Error(`no figure labelled ${label}`);
}

function rows(element: HTMLElement): HTMLElement[] {
  return [...root(element).querySelectorAll<HTMLElement>("[part~=debt-row]")];
}

function row(element: HTMLElement, index: number): HTMLElement {
  const found = rows(element)[index];
  if (!found) throw new Error(`no debt row ${index + 1}`);
  return found;
}

function fieldOf<T extends HTMLElement>(scope: ParentNode, labelText: string): T {
  for (const label of scope.querySelectorAll("label")) {
    if (label.textContent?.trim().startsWith(labelText) && label.htmlFor) {
      const field = (scope as Element).getRootNode() as ShadowRoot;
      const control = field.getElementById(label.htmlFor);
      if (control) return control as T;
    }
  }
  throw new Error(`no field labelled ${labelText}`);
}

function button(element: HTMLElement, name: string): HTMLButtonElement {
  for (const candidate of root(element).querySelectorAll("button")) {
    const accessibleName = candidate.getAttribute("aria-label") ?? candidate.textContent?.trim();
    if (accessibleName === name) return candidate;
  }
  throw new Error(`no button named ${name}`);
}

function chooseType(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: "Backspace" });
  await sendKeys({ type: text });
}

function slider(element: HTMLElement): HTMLElement {
  const found = root(element).querySelector<HTMLElement>("[role=slider]");
  if (!found) throw new Error("no slider");
  return found;
}

describe("<debt-calculator>", () => {
  const originalUrl = location.href;

  before(async () => {
    await import(moduleUrl);
  });

  afterEach(() => {
    for (const element of document.querySelectorAll("debt-calculator")) element.remove();
    history.replaceState(null, "", originalUrl);
  });

  it("opens the slider version with a $10,000 credit card at 19.99% and a 6.0% home loan", async () => {
    const element = await mount();

    const current = repayment(10000, 19.99, 60);
    const refinanced = repayment(10000, 6.0, 360);
    expect(figure(element, "Current Monthly")).to.equal("$265");
    expect(figure(element, "Current Monthly")).to.equal(dollars.format(current));
    expect(figure(element, "Refinanced Monthly")).to.equal(dollars.format(refinanced));
    expect(figure(element, "Monthly Savings")).to.equal(dollars.format(current - refinanced));
    expect(figure(element, "Yearly Savings")).to.equal(dollars.format((current - refinanced) * 12));

    const text = root(element).textContent ?? "";
    expect(text).to.include("Debt Refinance Calculator");
    expect(text).to.include("See how much you could save by refinancing your high-interest debts");
    expect(text).to.include("Enter Your Debt Information");
    expect(text).to.include("Your Potential Savings");
    expect(text).to.include("Lower rate = more savings");
    expect(text).to.include("*Based on a 30-year term. Actual rates may vary.");
    expect(
      root(element).querySelector<HTMLAnchorElement>("[part~=logo]")?.getAttribute("href"),
    ).to.equal("/");

    const first = row(element, 0);
    expect(first.textContent).to.include("Debt #1");
    expect(fieldOf<HTMLSelectElement>(first, "What type of debt is this?").value).to.equal(
      "credit-card",
    );
    expect(fieldOf<HTMLInputElement>(first, "How much do you owe?").value).to.equal("10000");
    expect(fieldOf<HTMLInputElement>(first, "What's the interest rate?").value).to.equal("19.99");

    const rate = slider(element);
    expect(rate.getAttribute("aria-valuemin")).to.equal("5.5");
    expect(rate.getAttribute("aria-valuemax")).to.equal("8");
    expect(rate.getAttribute("aria-valuenow")).to.equal("6");
    expect(rate.getAttribute("aria-valuetext")).to.equal("6.0 percent");
  });

  it("opens the detailed variant with three rows, a 4.99% rate and figures in cents", async () => {
    const element = await mount({ variant: "detailed" });

    expect(rows(element)).to.have.length(3);
    expect(fieldOf<HTMLSelectElement>(row(element, 1), "Debt Type").value).to.equal("");
    expect(fieldOf<HTMLInputElement>(row(element, 1), "Amount ($)").value).to.equal("");
    const rateField = fieldOf<HTMLInputElement>(root(element), "Home Loan Refinance Rate (%)");
    expect(rateField.value).to.equal("4.99");
    expect(root(element).textContent).to.include("(30-year term)");

    const current = repayment(10000, 19.99, 60);
    const refinanced = repayment(10000, 4.99, 360);
    expect(figure(element, "Current Monthly Payment")).to.equal(cents.format(current));
    expect(figure(element, "Refinanced Monthly Payment")).to.equal(cents.format(refinanced));
    expect(figure(element, "Monthly Savings")).to.equal(cents.format(current - refinanced));

    const table = root(element).querySelector("table");
    const headers = [...(table?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent);
    expect(headers).to.deep.equal(["Comparison", "Monthly Payment", "Annual Cost"]);
    const body = [...(table?.querySelectorAll("tbody tr") ?? [])].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(body).to.deep.equal([
      ["Current Debts", cents.format(current), cents.format(current * 12)],
      ["After Consolidation", cents.format(refinanced), cents.format(refinanced * 12)],
      [
        "Your Savings",
        cents.format(current - refinanced),
        cents.format((current - refinanced) * 12),
      ],
    ]);
    expect(root(element).textContent).to.include(
      `you could save ${cents.format((current - refinanced) * 12)} per year`,
    );
    expect(root(element).textContent).to.include("Your Current Debts");
    expect(root(element).textContent).to.include("Payment Comparison");
  });

  it("opens the compact variant with one credit card, a 5.99% slider and the total debt", async () => {
    const element = await mount({ variant: "compact" });

    expect(rows(element)).to.have.length(1);
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("5.99");
    expect(slider(element).getAttribute("aria-valuetext")).to.equal("5.99 percent");
    expect(root(element).querySelector(".dc-total-debt")?.textContent).to.equal(
      "Total Debt$10,000",
    );
    const current = repayment(10000, 19.99, 60);
    const refinanced = repayment(10000, 5.99, 360);
    expect(figure(element, "Refinanced Monthly")).to.equal(dollars.format(refinanced));
    expect(figure(element, "Monthly Savings")).to.equal(dollars.format(current - refinanced));
  });

  it("from the compact variant's 5.99%, the first arrow press lands on the slider's grid", async () => {
    const element = await mount({ variant: "compact" });
    const rate = slider(element);
    rate.focus();

    await sendKeys({ press: "ArrowRight" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("6");
    await sendKeys({ press: "ArrowLeft" });
    await sendKeys({ press: "ArrowLeft" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.8");
  });

  it("given a rate attribute outside the slider, starts at the nearest bound", async () => {
    const high = await mount({ rate: "9.5" });
    const low = await mount({ rate: "3", variant: "compact" });
    const between = await mount({ rate: "7.3" });

    expect(slider(high).getAttribute("aria-valuenow")).to.equal("8");
    expect(slider(low).getAttribute("aria-valuenow")).to.equal("5.5");
    expect(slider(between).getAttribute("aria-valuenow")).to.equal("7.3");
    expect(figure(between, "Refinanced Monthly")).to.equal(
      dollars.format(repayment(10000, 7.3, 360)),
    );
  });

  it("choosing a debt type fills in that type's usual rate and counts the row", async () => {
    const element = await mount({ variant: "detailed" });
    const second = row(element, 1);
    await typeInto(fieldOf<HTMLInputElement>(second, "Amount ($)"), "5000");
    // No type yet: the row is left out of the totals.
    expect(figure(element, "Current Monthly Payment")).to.equal(
      cents.format(repayment(10000, 19.99, 60)),
    );

    chooseType(fieldOf<HTMLSelectElement>(second, "Debt Type"), "personal-loan");
    await settle();

    expect(fieldOf<HTMLInputElement>(second, "Interest Rate (%)").value).to.equal("12.99");
    const current = repayment(10000, 19.99, 60) + repayment(5000, 12.99, 60);
    expect(figure(element, "Current Monthly Payment")).to.equal(cents.format(current));
    expect(figure(element, "Refinanced Monthly Payment")).to.equal(
      cents.format(repayment(15000, 4.99, 360)),
    );
  });

  it("ticking N/A empties and greys the rate, and unticking keeps it empty", async () => {
    const element = await mount({ variant: "detailed" });
    const first = row(element, 0);
    const na = first.querySelector<HTMLInputElement>("input[type=checkbox]");
    expect(na?.parentElement?.textContent).to.equal("N/A");

    na?.click();
    await settle();

    const rate = fieldOf<HTMLInputElement>(first, "Interest Rate (%)");
    expect(rate.disabled).to.equal(true);
    expect(rate.value).to.equal("");
    expect(rate.closest("[data-disabled]")).to.not.equal(null);
    expect(figure(element, "Current Monthly Payment")).to.equal("$0.00");
    // The debt still moves into the home loan.
    expect(figure(element, "Refinanced Monthly Payment")).to.equal(
      cents.format(repayment(10000, 4.99, 360)),
    );

    na?.click();
    await settle();
    expect(rate.disabled).to.equal(false);
    expect(rate.value).to.equal("");
  });

  it("ticking Not sure sets the rate aside without erasing it", async () => {
    const element = await mount();
    const first = row(element, 0);
    const notSure = first.querySelector<HTMLInputElement>("input[type=checkbox]");
    expect(notSure?.parentElement?.textContent).to.equal("Not sure");

    notSure?.click();
    await settle();

    const rate = fieldOf<HTMLInputElement>(first, "What's the interest rate?");
    expect(rate.disabled).to.equal(true);
    expect(rate.value).to.equal("19.99");
    expect(figure(element, "Current Monthly")).to.equal("$0");

    notSure?.click();
    await settle();
    expect(rate.disabled).to.equal(false);
    expect(figure(element, "Current Monthly")).to.equal(
      dollars.format(repayment(10000, 19.99, 60)),
    );
  });

  it("reads letters as 0, so the figures drop to zero and the box shows empty", async () => {
    const element = await mount();
    const amount = fieldOf<HTMLInputElement>(row(element, 0), "How much do you owe?");

    await typeInto(amount, "abc");
    await settle();
    expect(figure(element, "Current Monthly")).to.equal("$0");
    expect(figure(element, "Refinanced Monthly")).to.equal("$0");

    amount.blur();
    await settle();
    expect(amount.value).to.equal("");
  });

  it("reads decimals and thousands separators as typed", async () => {
    const element = await mount();
    const amount = fieldOf<HTMLInputElement>(row(element, 0), "How much do you owe?");

    await typeInto(amount, "$12,500.50");
    await settle();
    expect(amount.value).to.equal("$12,500.50");
    expect(figure(element, "Current Monthly")).to.equal(
      dollars.format(repayment(12500.5, 19.99, 60)),
    );
    amount.blur();
    await settle();
    expect(amount.value).to.equal("12500.5");
  });

  it("moves the rate by 0.01 with the arrow keys in the rate box", async () => {
    const element = await mount();
    const rate = fieldOf<HTMLInputElement>(row(element, 0), "What's the interest rate?");
    rate.focus();

    await sendKeys({ press: "ArrowUp" });
    await settle();
    expect(rate.value).to.equal("20");
    await sendKeys({ press: "ArrowDown" });
    await sendKeys({ press: "ArrowDown" });
    await settle();
    expect(rate.value).to.equal("19.98");
  });

  it("adds an empty row that changes nothing until it is filled in", async () => {
    const element = await mount();
    const before = figure(element, "Current Monthly");

    button(element, "Add Another Debt").click();
    await settle();

    expect(rows(element)).to.have.length(2);
    const added = row(element, 1);
    expect(added.textContent).to.include("Debt #2");
    const type = fieldOf<HTMLSelectElement>(added, "What type of debt is this?");
    expect(type.value).to.equal("");
    expect(type.selectedOptions[0]?.textContent).to.equal("Select debt type");
    expect(fieldOf<HTMLInputElement>(added, "How much do you owe?").value).to.equal("");
    expect(figure(element, "Current Monthly")).to.equal(before);
  });

  it("removes a row, renumbers the rest and always keeps one", async () => {
    const element = await mount({ variant: "detailed" });
    const second = row(element, 1);
    chooseType(fieldOf<HTMLSelectElement>(second, "Debt Type"), "car-loan");
    await typeInto(fieldOf<HTMLInputElement>(second, "Amount ($)"), "8000");
    await settle();

    button(element, "Remove debt #1").click();
    await settle();

    expect(rows(element)).to.have.length(2);
    const first = row(element, 0);
    expect(first.textContent).to.include("Debt #1");
    expect(fieldOf<HTMLSelectElement>(first, "Debt Type").value).to.equal("car-loan");
    expect(figure(element, "Current Monthly Payment")).to.equal(
      cents.format(repayment(8000, 7.99, 60)),
    );

    button(element, "Remove debt #2").click();
    await settle();
    expect(rows(element)).to.have.length(1);
    expect(root(element).querySelector("[part~=remove-button]")).to.equal(null);
  });

  it("moves the refinance rate with the keyboard: arrows, Page Up, Home and End", async () => {
    const element = await mount();
    const rate = slider(element);
    rate.focus();

    await sendKeys({ press: "ArrowRight" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("6.1");
    expect(figure(element, "Refinanced Monthly")).to.equal(
      dollars.format(repayment(10000, 6.1, 360)),
    );

    await sendKeys({ press: "PageUp" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("7.1");

    await sendKeys({ press: "ArrowLeft" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("7");

    await sendKeys({ press: "Home" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.5");
    await sendKeys({ press: "PageDown" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.5");

    await sendKeys({ press: "End" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("8");
    expect(rate.getAttribute("aria-valuetext")).to.equal("8.0 percent");
    expect(figure(element, "Refinanced Monthly")).to.equal(
      dollars.format(repayment(10000, 8, 360)),
    );
  });

  it("moves the refinance rate to where the track is pressed", async () => {
    const element = await mount();
    const track = root(element).querySelector<HTMLElement>("[part~=slider-track]");
    const box = track?.getBoundingClientRect();
    if (!box) throw new Error("no track");

    await sendMouse({
      type: "click",
      position: [Math.ceil(box.right) + 2, Math.round(box.top + 4)],
    });
    await settle();
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("8");

    await sendMouse({
      type: "click",
      position: [Math.round(box.left + box.width * 0.4), Math.round(box.top + 4)],
    });
    await settle();
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("6.5");
    await resetMouse();
  });

  it("follows a changed rate attribute", async () => {
    const element = await mount();

    element.setAttribute("rate", "7.5");
    await settle();

    expect(slider(element).getAttribute("aria-valuenow")).to.equal("7.5");
    expect(figure(element, "Refinanced Monthly")).to.equal(
      dollars.format(repayment(10000, 7.5, 360)),
    );
  });

  it("names the slider and its notes for screen readers", async () => {
    const element = await mount();
    element.id = "named-calculator";

    const snapshot = (await executeServerCommand("aria-snapshot", {
      selector: "#named-calculator",
    })) as string;

    expect(snapshot).to.include('slider "Home Loan Refinance Rate"');
    expect(snapshot).to.include('group "Debt #1"');
    expect(snapshot).to.include('combobox "What type of debt is this?"');
    expect(slider(element).getAttribute("aria-describedby")).to.be.a("string");
  });

  it("copies a link that brings back the same debts and rate", async () => {
    let copied = "";
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    try {
      const element = await mount({ variant: "detailed" });
      await typeInto(fieldOf<HTMLInputElement>(row(element, 0), "Amount ($)"), "25000");
      const second = row(element, 1);
      chooseType(fieldOf<HTMLSelectElement>(second, "Debt Type"), "tax-debt");
      await typeInto(fieldOf<HTMLInputElement>(second, "Amount ($)"), "4000");
      row(element, 2).querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
      await typeInto(fieldOf<HTMLInputElement>(root(element), "Home Loan Refinance Rate"), "5.25");
      await settle();

      button(element, "Copy link to these figures").click();
      await waitFor(
        () =>
          root(element).querySelector("[role=status]")?.textContent?.includes("Link copied") ??
          false,
        "the confirmation",
      );

      const link = new URL(copied);
      expect(link.pathname).to.equal(location.pathname);
      expect(link.searchParams.get("calc")).to.be.a("string");
      element.remove();

      history.replaceState(null, "", link.href);
      const restored = await mount({ variant: "detailed" });
      expect(rows(restored)).to.have.length(3);
      expect(fieldOf<HTMLInputElement>(row(restored, 0), "Amount ($)").value).to.equal("25000");
      expect(fieldOf<HTMLSelectElement>(row(restored, 1), "Debt Type").value).to.equal("tax-debt");
      expect(fieldOf<HTMLInputElement>(row(restored, 1), "Interest Rate (%)").value).to.equal(
        "8.99",
      );
      expect(fieldOf<HTMLInputElement>(row(restored, 2), "Interest Rate (%)").disabled).to.equal(
        true,
      );
      expect(fieldOf<HTMLInputElement>(root(restored), "Home Loan Refinance Rate").value).to.equal(
        "5.25",
      );
      const current = repayment(25000, 19.99, 60) + repayment(4000, 8.99, 60);
      expect(figure(restored, "Current Monthly Payment")).to.equal(cents.format(current));
      expect(figure(restored, "Refinanced Monthly Payment")).to.equal(
        cents.format(repayment(29000, 5.25, 360)),
      );
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    }
  });

  it("shows the link to copy by hand when the clipboard refuses", async () => {
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
    try {
      const element = await mount();
      button(element, "Copy link to these figures").click();
      await waitFor(
        () => Boolean(root(element).querySelector(".dc-share__manual input")),
        "the link to show",
      );
      const input = fieldOf<HTMLInputElement>(root(element), "Copy this link");
      expect(new URL(input.value).searchParams.get("calc")).to.be.a("string");
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    }
  });

  it("ignores a share link it cannot read and opens with its own figures", async () => {
    history.replaceState(null, "", `${location.pathname}?calc=v1-6-zz_abc_1`);
    const element = await mount();

    expect(rows(element)).to.have.length(1);
    expect(figure(element, "Current Monthly")).to.equal("$265");
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("6");
  });

  it("clamps a shared rate to the slider", async () => {
    history.replaceState(null, "", `${location.pathname}?calc=v1-9.25-pl_3000_12.99`);
    const element = await mount();

    expect(slider(element).getAttribute("aria-valuenow")).to.equal("8");
    expect(
      fieldOf<HTMLSelectElement>(row(element, 0), "What type of debt is this?").value,
    ).to.equal("personal-loan");
  });

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
    await waitFor(
      () => Boolean(element.shadowRoot?.querySelector(".recharts-surface")),
      "the chart to draw",
    );
    watcher.disconnect();

    expect(states[0]).to.equal("loading");
    const chart = root(element).querySelector<HTMLElement>("[part~=chart]");
    expect(chart?.dataset.state).to.equal("ready");
    expect(chart?.querySelector(".dc-chart__plot")?.getAttribute("aria-hidden")).to.equal("true");
    const caption = chart?.querySelector("figcaption")?.textContent ?? "";
    expect(caption).to.include(`current ${dollars.format(repayment(10000, 19.99, 60))}`);
    expect(caption).to.include(`refinanced ${dollars.format(repayment(10000, 6, 360))}`);

    await waitFor(
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
    await waitFor(() => Boolean(element.shadowRoot?.querySelector(".dc-chart__plot")), "the box");
    const plot = root(element).querySelector<HTMLElement>(".dc-chart__plot");
    const before = plot?.getBoundingClientRect().height;
    await waitFor(() => Boolean(plot?.querySelector(".recharts-surface")), "the chart");

    expect(before).to.be.greaterThan(100);
    expect(plot?.getBoundingClientRect().height).to.equal(before);
  });

  it("tells the page about every change with a composed calculator-change event", async () => {
    const element = await mount();
    const seen: CustomEvent[] = [];
    const record = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener("calculator-change", record);
    try {
      await settle();
      await settle();
      await settle();
      expect(seen, "nothing fires on load").to.have.length(0);

      await typeInto(fieldOf<HTMLInputElement>(row(element, 0), "How much do you owe?"), "20000");
      await waitFor(() => seen.length > 0, "calculator-change");
      await settle();
      await settle();
      await settle();

      expect(seen, "one event for one burst of typing").to.have.length(1);
      const [event] = seen;
      expect(event?.bubbles).to.equal(true);
      expect(event?.composed).to.equal(true);
      const current = repayment(20000, 19.99, 60);
      const refinanced = repayment(20000, 6, 360);
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

  it("says honestly how much interest each plan costs over its full term", async () => {
    const element = await mount();
    const note = root(element).querySelector("[part~=interest-note]")?.textContent ?? "";

    const now = repayment(10000, 19.99, 60) * 60 - 10000;
    const later = repayment(10000, 6, 360) * 360 - 10000;
    expect(note).to.include(`about ${dollars.format(now)} interest now`);
    expect(note).to.include(`versus ${dollars.format(later)} over 30 years`);
    expect(note).to.include("you could pay more interest in total");
  });

  it("'Start Saving Today!' opens the lead form in a modal", async () => {
    const element = await mount();
    const dialog = root(element).querySelector("dialog");
    expect(dialog?.open).to.equal(false);

    button(element, "Start Saving Today!").click();
    await waitFor(() => dialog?.open === true, "the dialog to open");

    expect(dialog?.querySelector("h2")?.textContent).to.equal("Contact Us To Start Saving");
    expect(dialog?.textContent).to.include(
      "Fill out this form to learn how to consolidate your debts and start saving today.",
    );
    expect(dialog?.querySelector("input[name=name]")).to.not.equal(null);
    expect(dialog?.querySelector("input[name=phone]")).to.not.equal(null);
    expect(dialog?.querySelector("select[name=debtAmount]")).to.not.equal(null);
    expect(dialog?.querySelector("button[type=submit]")?.textContent).to.equal(
      "See My Potential Savings",
    );
  });

  it("'Find Out How To Start Saving Today' opens the same dialog in the detailed variant", async () => {
    const element = await mount({ variant: "detailed" });

    button(element, "Find Out How To Start Saving Today").click();
    const dialog = root(element).querySelector("dialog");
    await waitFor(() => dialog?.open === true, "the dialog to open");

    expect(dialog?.querySelector("h2")?.textContent).to.equal("Contact Us To Start Saving");
    expect(dialog?.querySelector("form")).to.not.equal(null);
  });

  it("sends a lead from the dialog with the calculator as its source, and toasts above it on failure", async () => {
    const realFetch = window.fetch;
    const bodies: Record<string, unknown>[] = [];
    window.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ ok: false, error: "internal" }), { status: 503 });
    };
    try {
      const element = await mount({ variant: "compact", redirect: "#never" });
      button(element, "Start Saving Today!").click();
      const dialog = root(element).querySelector("dialog");
      await waitFor(() => dialog?.open === true, "the dialog to open");
      const name = dialog?.querySelector<HTMLInputElement>("input[name=name]");
      name?.focus();
      await sendKeys({ type: "Jordan Lee" });
      dialog?.querySelector<HTMLInputElement>("input[name=phone]")?.focus();
      await sendKeys({ type: "0400 123 456" });
      const band = dialog?.querySelector<HTMLSelectElement>("select[name=debtAmount]");
      if (band) {
        band.value = "$30,000 - $50,000";
        band.dispatchEvent(new Event("change", { bubbles: true }));
      }
      await settle();

      dialog?.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
      const toast = () => root(element).querySelector<HTMLElement>("[data-sonner-toast]");
      await waitFor(() => Boolean(toast()?.textContent?.includes("Error")), "the error toast");
      await new Promise((resolve) => setTimeout(resolve, 600));

      expect(bodies[0]).to.deep.include({ source: "debt-calculator-compact", kind: "debt" });
      expect(toast()?.textContent).to.include(
        "There was a problem sending your message. Please try again.",
      );
      const box = toast()?.getBoundingClientRect();
      if (!box) throw new Error("no toast box");
      const topmost = root(element).elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      expect(toast()?.contains(topmost ?? null), "the toast is above the dialog").to.equal(true);
      expect(dialog?.open).to.equal(true);
      expect(name?.value).to.equal("Jordan Lee");
    } finally {
      window.fetch = realFetch;
    }
  });

  it("bounces the call to action on wide screens only, and never with reduced motion", async () => {
    const element = await mount();
    const cta = button(element, "Start Saving Today!");
    try {
      await setViewport({ width: 1024, height: 800 });
      expect(getComputedStyle(cta).animationName).to.equal("ebw-bounce");
      expect(getComputedStyle(cta).animationDuration).to.equal("10s");

      await setViewport({ width: 375, height: 800 });
      expect(getComputedStyle(cta).animationName).to.equal("none");

      await setViewport({ width: 1024, height: 800 });
      await emulateMedia({ reducedMotion: "reduce" });
      expect(getComputedStyle(cta).animationName).to.equal("none");
    } finally {
      await emulateMedia({ reducedMotion: "no-preference" });
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("highlights the compact variant's call to action for 1.5 s every 10 s", async () => {
    // A hand-driven clock for timers of a second or more (React's own are shorter), so the
    // schedule is checked without the test waiting ten seconds or depending on machine load.
    const realSetInterval = window.setInterval;
    const realSetTimeout = window.setTimeout;
    const realClearInterval = window.clearInterval;
    const realClearTimeout = window.clearTimeout;
    type Timer = { id: number; at: number; run: () => void; every?: number };
    let now = 0;
    let nextId = 1_000_000;
    let timers: Timer[] = [];
    const schedule = (run: () => void, ms: number, every?: number) => {
      const id = nextId++;
      timers.push({ id, at: now + ms, run, every });
      return id;
    };
    const cancel = (id?: number) => {
      timers = timers.filter((t) => t.id !== id);
    };
    window.setInterval = ((handler: () => void, ms = 0, ...rest: unknown[]) =>
      ms >= 1000
        ? schedule(handler, ms, ms)
        : realSetInterval(handler, ms, ...rest)) as typeof window.setInterval;
    window.setTimeout = ((handler: () => void, ms = 0, ...rest: unknown[]) =>
      ms >= 1000
        ? schedule(handler, ms)
        : realSetTimeout(handler, ms, ...rest)) as typeof window.setTimeout;
    window.clearInterval = ((id?: number) => {
      cancel(id);
      realClearInterval(id);
    }) as typeof window.clearInterval;
    window.clearTimeout = ((id?: number) => {
      cancel(id);
      realClearTimeout(id);
    }) as typeof window.clearTimeout;
    const advance = async (ms: number) => {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else cancel(due.id);
        due.run();
      }
      now = until;
      // Let React render what the timers changed.
      await new Promise((resolve) => requestAnimationFrame(() => realSetTimeout(resolve, 0)));
    };

    try {
      const element = await mount({ variant: "compact" });
      const cta = button(element, "Start Saving Today!");
      const plain = button(await mount(), "Start Saving Today!");
      const lit = () => cta.hasAttribute("data-highlight");

      await advance(9_999);
      expect(lit(), "before 10 s").to.equal(false);
      await advance(1);
      expect(lit(), "at 10 s").to.equal(true);
      await advance(1_499);
      expect(lit(), "during the 1.5 s").to.equal(true);
      await advance(1);
      expect(lit(), "after 1.5 s").to.equal(false);
      await advance(8_500);
      expect(lit(), "at 20 s").to.equal(true);
      expect(plain.hasAttribute("data-highlight"), "the slider variant").to.equal(false);
    } finally {
      window.setInterval = realSetInterval;
      window.setTimeout = realSetTimeout;
      window.clearInterval = realClearInterval;
      window.clearTimeout = realClearTimeout;
    }
  });

  it("shows the figures in another currency and locale when asked", async () => {
    const element = await mount({ currency: "EUR", locale: "de-DE" });
    const euros = new Intl.NumberFormat("de-DE", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });

    expect(figure(element, "Current Monthly")).to.equal(euros.format(repayment(10000, 19.99, 60)));
  });
});
