/** Placeholder: the experiments' report (owned by the experiments work), shown inside the report. */
export function ExperimentsReport(_: { from?: string; to?: string }) {
  return <p>Experiments</p>;
}
