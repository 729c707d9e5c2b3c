import { describe, expect, it } from "vitest";
import { BUDGETS, type BudgetFigures, budgetTable, checkBudgets } from "./budgets";

const KB = 1024;

const withinBudget: BudgetFigures = {
  loader: 1 * KB,
  shared: [{ gzip: 60 * KB }, { gzip: 30 * KB }],
  widgets: [
    { tag: "debt-calculator", ownCode: 18 * KB, standalone: 110 * KB },
    { tag: "lead-form", ownCode: 12 * KB, standalone: null },
  ],
  pageScript: 3 * KB,
};

describe("size budgets", () => {
  it("passes a build within every budget, counting a figure equal to its budget as within", () => {
    const lines = checkBudgets(withinBudget);

    expect(lines.map((l) => [l.name, l.pass])).toEqual([
      ["loader.js", true],
      ["debt-calculator own code", true],
      ["lead-form own code", true],
      ["shared chunks together", true],
      ["standalone/debt-calculator.js", true],
      ["page chrome script (shell)", true],
    ]);
  });

  it("allows the calculator 20 KB of its own but any other element 12 KB", () => {
    const lines = checkBudgets({
      ...withinBudget,
      widgets: [
        { tag: "debt-calculator", ownCode: 19 * KB, standalone: null },
        { tag: "exit-intent", ownCode: 13 * KB, standalone: null },
      ],
    });

    expect(lines.find((l) => l.name === "debt-calculator own code")).toMatchObject({
      budget: 20 * KB,
      pass: true,
    });
    expect(lines.find((l) => l.name === "exit-intent own code")).toMatchObject({
      figure: 13 * KB,
      budget: 12 * KB,
      pass: false,
    });
  });

  it("fails shared chunks on their sum although each is small", () => {
    const lines = checkBudgets({
      ...withinBudget,
      shared: [{ gzip: 60 * KB }, { gzip: 41 * KB }],
    });

    expect(lines.find((l) => l.name === "shared chunks together")).toMatchObject({
      figure: 101 * KB,
      pass: false,
    });
  });

  it("holds the desk's first-page scripts to 90 KB together, and leaves the line out when the desk is not built", () => {
    const within = checkBudgets({ ...withinBudget, desk: 90 * KB });
    const over = checkBudgets({ ...withinBudget, desk: 90 * KB + 1 });

    expect(within.find((l) => l.name === "desk script")).toMatchObject({ pass: true });
    expect(over.find((l) => l.name === "desk script")).toMatchObject({
      budget: 90 * KB,
      pass: false,
    });
    expect(checkBudgets(withinBudget).some((l) => l.name === "desk script")).toBe(false);
  });

  it("fails an oversized standalone script, loader and page script", () => {
    const lines = checkBudgets({
      ...withinBudget,
      loader: BUDGETS.loader + 1,
      pageScript: BUDGETS.pageScript + 1,
      widgets: [{ tag: "debt-calculator", ownCode: 10 * KB, standalone: 230 * KB }],
    });

    expect(lines.filter((l) => !l.pass).map((l) => l.name)).toEqual([
      "loader.js",
      "standalone/debt-calculator.js",
      "page chrome script (shell)",
    ]);
  });

  it("holds the page chrome's script to 4 KB", () => {
    const over = checkBudgets({ ...withinBudget, pageScript: 4.1 * KB });

    expect(over.find((l) => l.name === "page chrome script (shell)")).toMatchObject({
      budget: 4 * KB,
      pass: false,
    });
  });

  it("holds what a host page downloads before warm-up to 15 KB for a form, 25 KB for the calculator", () => {
    const lines = checkBudgets({
      ...withinBudget,
      firstViews: [
        { tag: "lead-form", value: "", module: 15 * KB, standalone: 15 * KB + 1 },
        { tag: "debt-calculator", value: "detailed", module: 24 * KB, standalone: 26 * KB },
      ],
    });

    expect(lines.filter((l) => l.name.includes("before warm-up"))).toMatchObject([
      { name: "<lead-form> before warm-up, loader", budget: 15 * KB, pass: true },
      { name: "<lead-form> before warm-up, standalone", pass: false },
      { name: "<debt-calculator detailed> before warm-up, loader", budget: 25 * KB, pass: true },
      { name: "<debt-calculator detailed> before warm-up, standalone", pass: false },
    ]);
  });

  it("holds the exit offer to 5.25 KB and the chat button to 3 KB before intent, module and standalone", () => {
    const lines = checkBudgets({
      ...withinBudget,
      widgets: [
        {
          tag: "exit-intent",
          ownCode: 4 * KB,
          withStaticChunks: 5.25 * KB,
          standalone: 5.25 * KB + 1,
        },
        { tag: "broker-chat", ownCode: 2 * KB, withStaticChunks: 3 * KB + 1, standalone: 3 * KB },
      ],
    });

    expect(lines.filter((l) => l.name.includes("before intent"))).toEqual([
      {
        name: "exit-intent before intent (module)",
        figure: 5.25 * KB,
        budget: 5.25 * KB,
        pass: true,
      },
      {
        name: "exit-intent before intent (standalone)",
        figure: 5.25 * KB + 1,
        budget: 5.25 * KB,
        pass: false,
      },
      {
        name: "broker-chat before intent (module)",
        figure: 3 * KB + 1,
        budget: 3 * KB,
        pass: false,
      },
      {
        name: "broker-chat before intent (standalone)",
        figure: 3 * KB,
        budget: 3 * KB,
        pass: true,
      },
    ]);
  });

  it("prints one line per budget with figure, budget and the result", () => {
    const table = budgetTable(
      checkBudgets({ ...withinBudget, widgets: [], loader: 4.1 * KB, shared: [] }),
    );

    expect(table).toHaveLength(4);
    expect(table[1]).toMatch(/^loader\.js\s+4\.1 KB\s+4\.0 KB\s+FAIL$/);
    expect(table[3]).toMatch(/^page chrome script \(shell\)\s+3\.0 KB\s+4\.0 KB\s+pass$/);
  });
});
