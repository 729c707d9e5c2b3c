import { deskRolesCopy, roleName } from "../../src/content/desk-roles";
import { useDeskUser } from "../app/user-context";

/** The signed-in person's role and what it lets them do. */
export function RoleSection() {
  const user = useDeskUser();
  if (!user) return null;
  const role = user.role === "owner" ? "owner" : "assistant";
  return (
    <section aria-labelledby="role-heading">
      <h2 id="role-heading">{deskRolesCopy.heading}</h2>
      <p>{deskRolesCopy.yours(roleName(role))}</p>
      <p className="desk-auth__hint">{deskRolesCopy.may[role]}</p>
    </section>
  );
}
