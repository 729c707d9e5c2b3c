import type { ColumnHead } from "../app/TableHead";

/** One column of a report table: its heading and its cell, as text for the CSV. */
export interface Column<R> extends ColumnHead {
  cell: (row: R) => string | number;
}

/**
 * A table as CSV (RFC 4180: quoted where needed, CRLF lines). A text cell starting with `=`,
 * `+`, `-`, `@`, tab or CR gets a leading `'` so a spreadsheet shows it as text, as the leads'
 * export does: a campaign name comes from a visitor's address bar.
 */
export function toCsv<R>(columns: Column<R>[], rows: R[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map((column) => cell(column.heading))];
  for (const row of rows) lines.push(columns.map((column) => cell(column.cell(row))));
  return `${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

/** Conversion as a percentage with one decimal, "–" when nothing was seen. */
export function rate(leads: number, views: number): string {
  return views > 0 ? `${((leads / views) * 100).toFixed(1)}%` : "–";
}

/** What was lost from one step to the next, as a percentage. */
export function dropOff(next: number, previous: number): string {
  return previous > 0 ? `${(((previous - next) / previous) * 100).toFixed(0)}%` : "–";
}
