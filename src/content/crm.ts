/** What a lead says in the broker's CRM: the deal's name and the note beside it. */
export const crmCopy = {
  /** "Website lead: pre-approval, Jane Citizen". */
  dealName: (purpose: string, name: string | null) =>
    `Website lead: ${purpose}${name ? `, ${name}` : ""}`,
  noteTitle: "From the website",
  /** Who a stage the CRM reported was set by, in the lead's history and the audit. */
  actor: { mycrm: "MyCRM", nexus: "Mercury Nexus" },
} as const;
