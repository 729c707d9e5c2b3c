/**
 * The photos the broker is still to supply, and the words of the designed stand-ins the pages
 * draw in markup meanwhile (a typeset guide cover, a branded video poster, an initials portrait).
 * A slot's `file` is its image under pages/public/images/ once supplied; while it is null the
 * stand-in shows, and a production build refuses to run (tooling/production-check.ts).
 */
export interface PhotoSlot {
  /** Where the photo shows, as the production check names it. */
  what: string;
  file: string | null;
}

export const photoSlots: Record<"brokerPortrait", PhotoSlot> = {
  brokerPortrait: { what: "the broker's portrait on /start-here", file: null },
};

/** The 2% guide's cover, typeset on the page. */
export const guideCover = {
  eyebrow: "Free guide",
  figure: "2%",
  title: "Deposit Offer Guide",
  points: [
    "Buy with 2% down and no LMI",
    "Who the Family Home Guarantee suits",
    "NSW price caps and stamp duty",
    "Each step, from pre-approval to keys",
  ],
  footer: "{tradingName}",
} as const;

/** Written over every video's poster, above its title. */
export const videoPoster = {
  eyebrow: "Watch the video",
} as const;

/** Beside the initials that stand in for the broker's photo. */
export const portraitStandIn = {
  role: "Principal broker",
} as const;
