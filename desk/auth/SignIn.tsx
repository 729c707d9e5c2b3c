/** Placeholder: the desk's SignIn screen (owned by the sign-in work). */
export function SignIn() {
  return <p>SignIn</p>;
}
