/** A column of one of the desk's tables: its heading, and whether it holds figures. */
export interface ColumnHead {
  heading: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** A table's head row: a column header for each column, figures' headers right-aligned. */
export function TableHead({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.heading} scope="col" className={column.numeric ? "num" : undefined}>
            {column.heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
