import { usePage } from "../context";

// Rendered with the build year; the page script swaps in the visitor's current year.
export function CurrentYear() {
  const { year } = usePage();
  return <span data-current-year="">{year}</span>;
}
