export function AuditPage() {
  return <h1 tabIndex={-1}>AuditPage</h1>;
}
