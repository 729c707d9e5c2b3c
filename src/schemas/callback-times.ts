/** The call-back times a visitor may choose after a lead where no scheduler is configured. */
export const CALLBACK_TIMES = [
  "today-morning",
  "today-afternoon",
  "tomorrow-morning",
  "tomorrow-afternoon",
] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];
