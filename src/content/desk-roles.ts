import type { DeskRole } from "../../functions/store/auth/types";

/** What the desk says about its two roles, and about what only the owner may do. */
export const deskRolesCopy = {
  names: { owner: "Owner", assistant: "Assistant" } satisfies Record<DeskRole, string>,
  heading: "Your role",
  yours: (role: string) => `You are signed in as: ${role}.`,
  may: {
    owner:
      "You work leads, and you run the desk: you invite and revoke people, export the leads, erase a person's data and read the audit.",
    assistant:
      "You work leads: stages, notes, follow-ups, sending again, finding and correcting a person's data. Inviting and revoking people, exports, erasures and the audit are the owner's.",
  } satisfies Record<DeskRole, string>,
  /** What the desk shows for any 403 `owner_only`, wherever it comes from. */
  ownerOnly: "Only the desk's owner can do this. Ask them if it needs doing.",
  inviteOwnerOnly: "Only the desk's owner invites and revokes people.",
  eraseOwnerOnly: "Only the desk's owner can erase a person's data: ask them if it needs doing.",
  auditOwnerOnly:
    "The audit log is for the desk's owner: ask them if you need to know who did what.",
  you: "you",
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke access for ${name}`,
  revokeConfirm: (name: string) =>
    `Revoke ${name}? They are signed out everywhere at once and can no longer sign in; the invites they made are cancelled.`,
  revokeYes: "Yes, revoke",
  cancel: "Cancel",
  revoked: (name: string) => `${name} can no longer sign in.`,
} as const;

/** The role's name as the desk shows it (an unknown one as the least). */
export const roleName = (role: string) =>
  role === "owner" ? deskRolesCopy.names.owner : deskRolesCopy.names.assistant;
