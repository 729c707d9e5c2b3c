/**
 * What both spreadsheets share: one look for inputs (yellow, unlocked) and results (locked
 * formulas), a title block, and sheet protection without a password, so a visitor can change
 * every input but cannot overwrite a formula by accident (Review > Unprotect Sheet lifts it).
 */
import ExcelJS from "exceljs";

export type Workbook = ExcelJS.Workbook;
export type Worksheet = ExcelJS.Worksheet;

/** A sheet's title, its one line of instructions, and its column widths. */
export type SheetHeading = { title: string; lede: string; widths: number[] };

export const MONEY = '"$"#,##0;[Red]-"$"#,##0';
export const MONEY_CENTS = '"$"#,##0.00;[Red]-"$"#,##0.00';
export const PERCENT = "0.00%";
export const WHOLE = "0";

/** The loan both spreadsheets open with until the visitor enters theirs: 6% a year over 30 years. */
export const exampleLoan = { rate: 0.06, termYears: 30 } as const;

const INPUT_FILL: ExcelJS.Fill = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FFFEF9C3" },
};
const HEAD_FILL: ExcelJS.Fill = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FF0F2A4A" },
};
const THIN: ExcelJS.Border = { style: "thin", color: { argb: "FFCBD5E1" } };

export function newWorkbook(author: string, created: Date): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = author;
  workbook.lastModifiedBy = author;
  workbook.created = created;
  workbook.modified = created;
  // Formulas are written without cached results: every spreadsheet program works them out.
  workbook.calcProperties.fullCalcOnLoad = true;
  return workbook;
}

function titleBlock(sheet: Worksheet, { title, lede, widths }: SheetHeading): void {
  sheet.columns = widths.map((width) => ({ width }));
  sheet.getCell("A1").value = title;
  sheet.getCell("A1").font = { bold: true, size: 16, color: { argb: "FF0F2A4A" } };
  sheet.getCell("A2").value = lede;
  sheet.getCell("A2").font = { italic: true, color: { argb: "FF475569" } };
}

/** A sheet of inputs and results under its title block. */
export function inputSheet(workbook: Workbook, name: string, heading: SheetHeading): Worksheet {
  const sheet = workbook.addWorksheet(name);
  titleBlock(sheet, heading);
  return sheet;
}

/** An input the visitor edits: yellow, unlocked, with a note in the next column. */
function input(
  sheet: Worksheet,
  row: number,
  label: string,
  value: number | string,
  numFmt: string,
  note = "",
): string {
  sheet.getCell(`A${row}`).value = label;
  const cell = sheet.getCell(`B${row}`);
  cell.value = value;
  cell.numFmt = numFmt;
  cell.fill = INPUT_FILL;
  cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
  cell.protection = { locked: false };
  if (note) sheet.getCell(`C${row}`).value = note;
  sheet.getCell(`C${row}`).font = { color: { argb: "FF475569" } };
  return `B${row}`;
}

/** Lets an input take only what `rule` allows, and says why in a message box when it refuses. */
export function allowOnly(
  sheet: Worksheet,
  address: string,
  rule: Pick<ExcelJS.DataValidation, "type" | "operator" | "formulae">,
  errorTitle: string,
  error: string,
): void {
  sheet.getCell(address).dataValidation = {
    ...rule,
    allowBlank: false,
    showErrorMessage: true,
    errorTitle,
    error,
  };
}

/** One row of inputs or results: its label, value or formula, number format and note. */
type Row<Value> = [label: string, value: Value, numFmt: string, note?: string];

/** Inputs on consecutive rows from `first`, each as `input` makes it. */
export function inputRows(sheet: Worksheet, first: number, rows: Row<number | string>[]): void {
  rows.forEach(([label, value, numFmt, note], index) => {
    input(sheet, first + index, label, value, numFmt, note);
  });
}

/** Worked-out figures on consecutive rows from `first`, each as `result` makes it. */
export function resultRows(sheet: Worksheet, first: number, rows: Row<string>[]): void {
  rows.forEach(([label, formula, numFmt, note], index) => {
    result(sheet, first + index, label, formula, numFmt, note);
  });
}

/** A worked-out figure: a locked formula, bold. */
export function result(
  sheet: Worksheet,
  row: number,
  label: string,
  formula: string,
  numFmt: string,
  note = "",
): string {
  sheet.getCell(`A${row}`).value = label;
  const cell = sheet.getCell(`B${row}`);
  cell.value = { formula };
  cell.numFmt = numFmt;
  cell.font = { bold: true };
  if (note) sheet.getCell(`C${row}`).value = note;
  sheet.getCell(`C${row}`).font = { color: { argb: "FF475569" } };
  return `B${row}`;
}

export function sectionHeading(sheet: Worksheet, row: number, text: string): void {
  sheet.getCell(`A${row}`).value = text;
  sheet.getCell(`A${row}`).font = { bold: true, size: 12, color: { argb: "FF0F2A4A" } };
}

/** A header row for a table of yearly or monthly figures. */
function tableHeader(sheet: Worksheet, row: number, labels: string[]): void {
  labels.forEach((label, index) => {
    const cell = sheet.getRow(row).getCell(index + 1);
    cell.value = label;
    cell.font = { bold: true, color: { argb: "FFFFFFFF" } };
    cell.fill = HEAD_FILL;
    cell.alignment = { wrapText: true, vertical: "middle" };
  });
  sheet.getRow(row).height = 32;
}

/**
 * A sheet of yearly or monthly figures: its title, column widths and header row on row 4, the
 * header kept in view as the table scrolls.
 */
export function tableSheet(
  workbook: Workbook,
  name: string,
  heading: SheetHeading,
  labels: string[],
): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 4 }] });
  titleBlock(sheet, heading);
  tableHeader(sheet, 4, labels);
  return sheet;
}

/** One row of such a table: its year or month in column A, then one live formula a column. */
export function formulaRow(
  sheet: Worksheet,
  row: number,
  period: number,
  formulas: string[],
  numFmt: string,
): void {
  const cells = sheet.getRow(row);
  cells.getCell(1).value = period;
  formulas.forEach((formula, index) => {
    const cell = cells.getCell(index + 2);
    cell.value = { formula };
    cell.numFmt = numFmt;
  });
}

export async function protect(sheet: Worksheet): Promise<void> {
  await sheet.protect("", {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });
}

/** The general-information line every spreadsheet carries. */
export function footnote(sheet: Worksheet, row: number, lines: string[]): void {
  lines.forEach((line, index) => {
    const cell = sheet.getCell(`A${row + index}`);
    cell.value = line;
    cell.font = { size: 9, color: { argb: "FF475569" } };
  });
}
