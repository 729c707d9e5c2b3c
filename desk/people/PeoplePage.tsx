export function PeoplePage() {
  return <h1 tabIndex={-1}>PeoplePage</h1>;
}
