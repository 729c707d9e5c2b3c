/** Placeholder: the desk's Settings screen (owned by the sign-in work). */
export function Settings() {
  return <p>Settings</p>;
}
