import { emulateMedia, sendKeys, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: call to action and lead dialog", () => {
  kit.withCleanPage();

  it("'Start Saving Today!' opens the lead form in a modal", async () => {
    const element = await kit.mount();
    const dialog = kit.root(element).querySelector("dialog");
    expect(dialog?.open).to.equal(false);

    kit.button(element, "Start Saving Today!").click();
    await kit.waitFor(() => dialog?.open === true, "the dialog to open");

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
    const element = await kit.mount({ variant: "detailed" });

    kit.button(element, "Find Out How To Start Saving Today").click();
    const dialog = kit.root(element).querySelector("dialog");
    await kit.waitFor(() => dialog?.open === true, "the dialog to open");

    expect(dialog?.querySelector("h2")?.textContent).to.equal("Contact Us To Start Saving");
    expect(dialog?.querySelector("form")).to.not.equal(null);
  });

  it("opens the dialog with the band of the debts entered chosen, sends a lead with the calculator as its source and the visitor's debts and figures, and toasts above it on failure", async () => {
    const realFetch = window.fetch;
    const bodies: Record<string, unknown>[] = [];
    window.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ ok: false, error: "internal" }), { status: 503 });
    };
    try {
      const element = await kit.mount({ variant: "compact", redirect: "#never" });
      // A second debt beside the starting $10,000 credit card, at the compact start of 5.99%.
      kit.button(element, "Add Another Debt").click();
      await kit.waitFor(
        () => kit.root(element).querySelectorAll("[part~=debt-row]").length === 2,
        "row 2",
      );
      kit.chooseType(
        kit.fieldOf<HTMLSelectElement>(kit.row(element, 1), "What type of debt is this?"),
        "car-loan",
      );
      await kit.typeInto(
        kit.fieldOf<HTMLInputElement>(kit.row(element, 1), "How much do you owe?"),
        "8000",
      );
      await kit.settle();
      kit.button(element, "Start Saving Today!").click();
      const dialog = kit.root(element).querySelector("dialog");
      await kit.waitFor(() => dialog?.open === true, "the dialog to open");
      const name = dialog?.querySelector<HTMLInputElement>("input[name=name]");
      name?.focus();
      await sendKeys({ type: "Jordan Lee" });
      dialog?.querySelector<HTMLInputElement>("input[name=phone]")?.focus();
      await sendKeys({ type: "0400 123 456" });
      const band = dialog?.querySelector<HTMLSelectElement>("select[name=debtAmount]");
      // $18,000 entered in the calculator: its band is chosen, and the visitor may change it.
      expect(band?.value).to.equal("$10,000 - $30,000");
      if (band) {
        band.value = "$30,000 - $50,000";
        band.dispatchEvent(new Event("change", { bubbles: true }));
      }
      await kit.settle();

      dialog?.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
      const toast = () => kit.root(element).querySelector<HTMLElement>("[data-sonner-toast]");
      await kit.waitFor(() => Boolean(toast()?.textContent?.includes("Error")), "the error toast");
      await new Promise((resolve) => setTimeout(resolve, 600));

      expect(bodies[0]).to.deep.include({ source: "debt-calculator-compact", kind: "debt" });
      const now = kit.repayment(10_000, 19.99, 60) + kit.repayment(8_000, 7.99, 60);
      const after = kit.repayment(18_000, 5.99, 360);
      const toCents = (n: number) => Math.round(n * 100) / 100;
      expect(bodies[0]?.calculator).to.deep.equal({
        debts: [
          { type: "credit-card", balance: 10_000, rate: 19.99 },
          { type: "car-loan", balance: 8_000, rate: 7.99 },
        ],
        refinanceRate: 5.99,
        termYears: 30,
        monthlyNow: toCents(now),
        monthlyAfter: toCents(after),
        monthlySaving: toCents(now - after),
        yearlySaving: toCents((now - after) * 12),
      });
      expect(toast()?.textContent).to.include(
        "There was a problem sending your message. Please try again.",
      );
      const box = toast()?.getBoundingClientRect();
      if (!box) throw new Error("no toast box");
      const topmost = kit
        .root(element)
        .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(toast()?.contains(topmost ?? null), "the toast is above the dialog").to.equal(true);
      expect(dialog?.open).to.equal(true);
      expect(name?.value).to.equal("Jordan Lee");
    } finally {
      window.fetch = realFetch;
    }
  });

  it("bounces the call to action on wide screens and phones, and never with reduced motion", async () => {
    const element = await kit.mount();
    const cta = kit.button(element, "Start Saving Today!");
    try {
      await setViewport({ width: 1024, height: 800 });
      expect(getComputedStyle(cta).animationName).to.equal("ebw-bounce");
      expect(getComputedStyle(cta).animationDuration).to.equal("10s");

      await setViewport({ width: 375, height: 800 });
      expect(getComputedStyle(cta).animationName).to.equal("ebw-bounce");

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
      const element = await kit.mount({ variant: "compact" });
      const cta = kit.button(element, "Start Saving Today!");
      const plain = kit.button(await kit.mount(), "Start Saving Today!");
      const lit = () => cta.hasAttribute("data-highlight");
      for (const calculator of document.querySelectorAll("debt-calculator")) {
        await kit.approachChart(calculator);
      }
      // The charts' first render can outlast a frame; the clock starts once both are drawn.
      await kit.waitFor(
        () =>
          [...document.querySelectorAll("debt-calculator")].every((calculator) =>
            Boolean(calculator.shadowRoot?.querySelector(".recharts-surface")),
          ),
        "both charts",
      );

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
});
