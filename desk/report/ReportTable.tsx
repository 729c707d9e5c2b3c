import type { ReactNode } from "react";
import { reportCopy } from "../../src/content/report";
import { TableHead } from "../app/TableHead";
import { type Column, toCsv } from "./csv";

/** Saves `text` as a file the browser downloads. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface TableProps<R> {
  caption: string;
  /** The CSV's file name, without `.csv`. */
  file: string;
  columns: Column<R>[];
  rows: R[];
}

/**
 * One table of the report with its CSV download, written in the browser from the rows shown
 * (the report's JSON is already here; a second request would read the counters again).
 */
function ReportTable<R>({ caption, file, columns, rows }: TableProps<R>) {
  return (
    <div className="report-table">
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <section
        className="panel table-scroll"
        aria-label={reportCopy.tableLabel(caption)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable
        tabIndex={0}
      >
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <TableHead columns={columns} />
          <tbody>
            {rows.map((row, i) => (
              // Rows have no id: a report table is rendered whole, never reordered in place.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i}>
                {columns.map((column, c) =>
                  c === 0 ? (
                    <th key={column.heading} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.heading} className={column.numeric ? "num" : undefined}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => download(`${file}.csv`, toCsv(columns, rows))}
      >
        {reportCopy.download(caption.toLowerCase())}
      </button>
    </div>
  );
}

/** One part of the report: its heading, a note under it, what it draws, then its table. */
export function ReportSection<R>({
  id,
  heading,
  note,
  table,
  children,
}: {
  id: string;
  heading: string;
  note?: string;
  /** The table, captioned by the heading unless it says otherwise. */
  table: Omit<TableProps<R>, "caption"> & { caption?: string };
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {note ? <p className="muted">{note}</p> : null}
      {children}
      <ReportTable caption={heading} {...table} />
    </section>
  );
}
