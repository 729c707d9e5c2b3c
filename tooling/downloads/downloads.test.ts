/**
 * The five downloads, opened with readers that share nothing with the libraries that wrote
 * them: SheetJS reads the workbooks and HyperFormula recalculates their formulas; unpdf (pdf.js)
 * extracts the PDFs' text. Expected figures are worked out here from first principles.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HyperFormula } from "hyperformula";
import { extractText, getMeta } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { loadConfig } from "../../src/config";
import { leadMagnets } from "../../src/content";
import { buildDownloads } from "../downloads";

const config = loadConfig({
  SITE_TRADING_NAME: "Harbour Test Loans",
  SITE_ACL_NUMBER: "123456",
  SITE_CREDIT_REP_NUMBER: "654321",
});
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "downloads-"));
  await buildDownloads(dir, config, new Date("2026-03-01T00:00:00Z"));
}, 60_000);

const file = (name: string) => readFileSync(join(dir, name));

/** The workbook as HyperFormula sheets: formulas as "=…", values as they are. */
function recalculated(name: string) {
  const book = XLSX.read(file(name), { cellFormula: true, cellStyles: true });
  const sheets: Record<string, (string | number | boolean | null)[][]> = {};
  for (const sheetName of book.SheetNames) {
    const sheet = book.Sheets[sheetName];
    if (!sheet) throw new Error(`${name} lists a sheet "${sheetName}" it does not have`);
    const range = XLSX.utils.decode_range(sheet["!ref"] ?? "A1");
    const rows: (string | number | boolean | null)[][] = [];
    for (let r = 0; r <= range.e.r; r++) {
      const row: (string | number | boolean | null)[] = [];
      for (let c = 0; c <= range.e.c; c++) {
        const cell = sheet[XLSX.utils.encode_cell({ r, c })];
        row.push(cell ? (cell.f ? `=${cell.f}` : (cell.v ?? null)) : null);
      }
      rows.push(row);
    }
    sheets[sheetName] = rows;
  }
  const engine = HyperFormula.buildFromSheets(sheets, { licenseKey: "gpl-v3" });
  const value = (sheetName: string, address: string) => {
    const { r, c } = XLSX.utils.decode_cell(address);
    const sheet = engine.getSheetId(sheetName);
    if (sheet === undefined) throw new Error(`no sheet ${sheetName}`);
    return engine.getCellValue({ sheet, row: r, col: c });
  };
  return { book, engine, value };
}

const annuity = (principal: number, annualRate: number, months: number) => {
  const r = annualRate / 12;
  return (principal * r) / (1 - (1 + r) ** -months);
};

describe("the downloads", () => {
  it("makes one file for every lead magnet, under its own file name", () => {
    for (const magnet of leadMagnets) expect(file(magnet.fileName).length).toBeGreaterThan(5_000);
  });
});

describe("Advanced Loan Calculator", () => {
  it("recalculates the minimum repayment and the interest over the full term", () => {
    const { value } = recalculated("advanced-loan-calculator.xlsx");
    const payment = annuity(600_000, 0.06, 360);
    expect(value("Calculator", "B12")).toBeCloseTo(payment, 2);
    expect(value("Calculator", "B14")).toBeCloseTo(payment * 360 - 600_000, 0);
  });

  it("works out the months and interest with extra repayments and an offset, month by month", () => {
    const { value } = recalculated("advanced-loan-calculator.xlsx");
    const pay = annuity(600_000, 0.06, 360) + 200;
    let balance = 600_000;
    let months = 0;
    let interest = 0;
    while (balance > 0) {
      const charged = (Math.max(0, balance - 20_000) * 0.06) / 12;
      interest += charged;
      balance = Math.max(0, balance + charged - pay);
      months++;
    }
    expect(value("Calculator", "B18")).toBe(months);
    expect(value("Calculator", "B20")).toBeCloseTo(interest, 0);
    expect(value("Calculator", "B22")).toBe(360 - months);
    expect(value("Calculator", "B19")).toBe(
      `${Math.floor(months / 12)} years ${months % 12} months`,
    );
    expect(value("Schedule", `G${4 + months}`)).toBe(0);
  });

  it("follows a visitor's own figures when an input changes", () => {
    const { engine, value } = recalculated("advanced-loan-calculator.xlsx");
    const sheet = engine.getSheetId("Calculator") as number;
    engine.setCellContents({ sheet, row: 4, col: 1 }, 400_000);
    engine.setCellContents({ sheet, row: 7, col: 1 }, 0);
    expect(value("Calculator", "B12")).toBeCloseTo(annuity(400_000, 0.06, 360), 2);
  });

  it("protects every sheet, leaving the inputs editable and the formulas locked", () => {
    const book = XLSX.read(file("advanced-loan-calculator.xlsx"), { bookFiles: true });
    const part = (path: string) => {
      const entry = (book as unknown as { files: Record<string, { content: Uint8Array }> }).files[
        path
      ];
      if (!entry) throw new Error(`the workbook has no ${path}`);
      return Buffer.from(entry.content).toString("utf8");
    };
    const calculator = part("xl/worksheets/sheet1.xml");
    expect(calculator).toContain("<sheetProtection");
    expect(part("xl/worksheets/sheet2.xml")).toContain("<sheetProtection");
    const cellXfs = part("xl/styles.xml").split("<cellXfs")[1]?.split("</cellXfs>")[0] ?? "";
    const formats = cellXfs.match(/<xf [^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g) ?? [];
    const unlocked = (address: string) => {
      const style = Number(calculator.match(new RegExp(`<c r="${address}"[^>]* s="(\\d+)"`))?.[1]);
      return /locked="0"/.test(formats[style] ?? "");
    };
    for (const address of ["B5", "B6", "B7", "B8", "B9"]) expect(unlocked(address)).toBe(true);
    for (const address of ["B12", "B14", "B18", "B20"]) expect(unlocked(address)).toBe(false);
  });
});

describe("Property Cashflow Calculator", () => {
  it("recalculates the first year's rent, costs, interest and cash flow", () => {
    const { value } = recalculated("property-cashflow-calculator.xlsx");
    const loan = 800_000;
    const payment = annuity(loan, 0.06, 360);
    let balance = loan;
    let interest = 0;
    for (let m = 0; m < 12; m++) {
      const charged = (balance * 0.06) / 12;
      interest += charged;
      balance -= payment - charged;
    }
    const rent = 900 * 50;
    const management = rent * 0.07;
    const other = 1_600 + 1_100 + 4_000 + 1_500 + 1_500;
    const before = rent - management - other - payment * 12;
    const tax = -(rent - management - other - interest - 5_000) * 0.39;
    expect(value("Cash flow", "B5")).toBeCloseTo(rent, 2);
    expect(value("Cash flow", "D5")).toBeCloseTo(other, 2);
    expect(value("Cash flow", "E5")).toBeCloseTo(interest, 0);
    expect(value("Cash flow", "I5")).toBeCloseTo(before, 0);
    expect(value("Cash flow", "K5")).toBeCloseTo(before + tax, 0);
    expect(value("Inputs", "B32")).toBeCloseTo(before + tax, 0);
    expect(value("Inputs", "B28")).toBeCloseTo(0.8, 6);
  });

  it("grows rent in later years and charges only interest on an interest-only loan", () => {
    const { engine, value } = recalculated("property-cashflow-calculator.xlsx");
    expect(value("Cash flow", "B14")).toBeCloseTo(900 * 50 * 1.03 ** 9, 2);
    engine.setCellContents({ sheet: engine.getSheetId("Inputs") as number, row: 8, col: 1 }, "Yes");
    expect(value("Cash flow", "E5")).toBeCloseTo(800_000 * 0.06, 2);
    expect(value("Cash flow", "F5")).toBe(0);
  });
});

describe("the guides", () => {
  const cases = [
    {
      name: "first-home-buyers-complete-guide.pdf",
      title: "First Home Buyer's Complete Guide",
      headings: [
        "Your deposit and Lenders Mortgage Insurance (LMI)",
        "Government help in NSW",
        "First Home Buyers Assistance Scheme",
        "The 11 steps from first check to keys",
      ],
    },
    {
      name: "investment-property-checklist.pdf",
      title: "Investment Property Checklist",
      headings: [
        "1. The numbers",
        "3. The building and the strata",
        "Compare properties side by side",
      ],
    },
    {
      name: "debt-consolidation-strategy-guide.pdf",
      title: "Debt Consolidation Strategy Guide",
      headings: ["A worked example", "The trade-off in one line", "When it may not"],
    },
  ];

  it.each(cases)("$name reads as text with its title, headings and licence line", async (guide) => {
    const pdf = new Uint8Array(file(guide.name));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(guide.title);
    for (const heading of guide.headings) expect(flat).toContain(heading);
    expect(flat).toContain("Harbour Test Loans");
    expect(flat).toContain("Australian Credit Licence 123456");
    expect(flat).toContain("general information only");
    const { info } = await getMeta(new Uint8Array(file(guide.name)));
    expect(info.Title).toBe(guide.title);
    expect(info.Language).toBe("en-AU");
  });

  it.each(cases)("$name is a tagged PDF a screen reader can follow", (guide) => {
    const raw = file(guide.name).toString("latin1");
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/MarkInfo");
    expect(raw).toContain("/Marked true");
    expect(raw).toContain("/Lang (en-AU)");
    expect(raw).toContain("/DisplayDocTitle true");
  });

  it("states the consolidation trade-off with the total interest worked out", async () => {
    const { text } = await extractText(
      new Uint8Array(file("debt-consolidation-strategy-guide.pdf")),
      {
        mergePages: true,
      },
    );
    const current = annuity(15_000, 0.1999, 60) + annuity(10_000, 0.1299, 60);
    const refinanced = annuity(25_000, 0.06, 360);
    const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(dollars(current));
    expect(flat).toContain(dollars(refinanced));
    expect(flat).toContain(dollars(refinanced * 360 - 25_000));
    expect(flat).toContain(dollars(current * 60 - 25_000));
  });
});
