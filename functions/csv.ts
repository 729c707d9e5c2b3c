/*
 * CSV cells as every export writes them (`npm run leads -- export`, the desk's export), so a
 * spreadsheet shows what a visitor typed as text.
 */

// Spreadsheets run a cell that starts like a formula (even "+61 400 111 222" or "-1+2" is one),
// and visitors type these fields: an apostrophe makes the cell text. Numbers and dates are ours.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted where it must be, a formula neutralised, a date as ISO. */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  // A field holding figures (a calculator lead's debts and savings) reads as its JSON.
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended as RFC 4180 ends it. */
export const csvLine = (values: unknown[]): string => `${values.map(csvCell).join(",")}\r\n`;
