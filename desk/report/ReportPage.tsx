/** Placeholder: the campaign report (owned by the counting work). */
export function ReportPage() {
  return <p>Report</p>;
}
