/** Texts of a lead's forwarding panel beyond its labels (`deskLead`): resending, and what is off. */
export const deskForwarding = {
  sendingNow: "sending now",
  sendAnyway: "Send anyway",
  confirm: {
    already_delivered: "This lead was already delivered there. Press Send anyway to send it again.",
    skipped:
      "This delivery was skipped on purpose (the lead was caught by the spam trap, or the target is not set up). Press Send anyway to try it now.",
  },
  /** A form delivery skipped for want of the form service's key. */
  emailOff:
    "E-mail forwarding is off: the server has no form-service key (FORM_SERVICE_ACCESS_KEY), so leads are kept here and not e-mailed. Set the key and restart the server, then press Send again.",
  /**
   * A row that watches the deal in the broker's CRM (`mycrm:status`) rather than sending: what
   * its states mean to the broker, when it looks next, and its button.
   */
  crmWatch: {
    says: "Reads the deal's status from MyCRM, and moves this lead's stage when it changes, until the deal settles or is lost.",
    status: {
      pending: "watching",
      delivered: "done watching",
      failed: "could not be read",
      skipped: "not watched",
    },
    looks: (n: number) => (n === 1 ? "looked once" : `looked ${n} times`),
    nextLook: (at: string) => `next look ${at}`,
    lookNow: "Look now",
  },
} as const;
