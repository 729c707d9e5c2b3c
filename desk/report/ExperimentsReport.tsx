/** Placeholder: the experiments' report (owned by the experiments work), shown inside the report. */
export function ExperimentsReport() {
  return <p>Experiments</p>;
}
