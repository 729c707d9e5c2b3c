/**
 * How long each kind of toast stays on screen, in milliseconds (unless the visitor points at
 * or is focused in it): the one table both the widgets' toaster and the pages' toast read.
 */
export const toastDurationMs = {
  /** Every toast without a kind of its own below: a failed send, the resource's thanks. */
  default: 4000,
  /** The pre-approval form's thanks, which says the broker will be in touch. */
  preApprovalSent: 20_000,
  /** The 2% deposit page's thanks after a click on its guide. */
  guideOpened: 60_000,
} as const satisfies Record<string, number>;

export type ToastKind = keyof typeof toastDurationMs;
