/**
 * What a desk account's person is told when a passkey is added to their account (in Settings, or
 * by a recovery invite): in the desk until they dismiss it, and once by e-mail.
 */
export const passkeyNoticeCopy = {
  desk: {
    label: "New passkeys on your account",
    added: (device: string, when: string) =>
      `A passkey “${device}” was added to your account on ${when}.`,
    notYou: "Not you? Remove it under “Your passkeys” in Settings, then sign out everywhere else.",
    review: "Review your passkeys",
    dismiss: "Dismiss",
    dismissLabel: (device: string) => `Dismiss the notice of the passkey “${device}”`,
  },
  email: {
    subject: "A passkey was added to your desk account",
    body: (details: { device: string; when: string; desk: string; settings: string }) =>
      [
        `A passkey named “${details.device}” was added to your account at ${details.desk} on ${details.when}.`,
        "",
        "If you added it, there is nothing to do.",
        "",
        `Not you? Sign in at ${details.settings}, remove that passkey under “Your passkeys”, and sign out everywhere else. If you cannot sign in, ask the desk's owner to revoke your access.`,
      ].join("\n"),
  },
} as const;
