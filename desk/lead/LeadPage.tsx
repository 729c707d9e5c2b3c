export function LeadPage({ id }: { id: string }) {
  return <h1 tabIndex={-1}>{id}</h1>;
}
