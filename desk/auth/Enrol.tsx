/** Placeholder: the desk's Enrol screen (owned by the sign-in work). */
export function Enrol() {
  return <p>Enrol</p>;
}
