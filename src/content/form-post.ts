/*
 * What a visitor reads after sending a form whose code had not loaded (the browser posted it to
 * our form function itself): a stored lead goes on to the thank-you page; anything else is
 * said on a short page of ours, with the way back to the form.
 */
export const formPostPage = {
  invalid: {
    title: "Please check your details",
    lede: "Your details were not sent yet. Please go back to the form and check:",
  },
  limited: {
    title: "Please wait a moment",
    lede: "Too many forms were sent from your connection in a short time.",
  },
  unavailable: {
    title: "We could not save your details just now",
    lede: "Nothing was lost on your side: please go back and send the form again in a few seconds.",
  },
  failed: {
    title: "Something went wrong on our side",
    lede: "Please go back and send the form again, or call us.",
  },
  unreadable: {
    title: "This form could not be read",
    lede: "Please go back and send the form again.",
  },
  back: "Back to the form",
  call: "Or call us on",
} as const;

export type FormPostOutcome = Exclude<keyof typeof formPostPage, "back" | "call">;
