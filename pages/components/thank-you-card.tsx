import type { ReactNode } from "react";
import { CheckIcon } from "./icons";
import { Layout } from "./layout";
import { LinkedText } from "./linked-text";

interface ThankYouCardProps {
  heading: ReactNode;
  /** Id of the heading, which also names the card. */
  headingId?: string;
  /** Above the tick, e.g. the social links. */
  top?: ReactNode;
  /** `data-*` attributes the page script reads from the card. */
  data?: Record<`data-${string}`, string>;
  /** What follows the heading. */
  children: ReactNode;
}

/** The page after a visitor acted: a card with a tick, the thanks, and what happens next. */
export function ThankYouCard({
  heading,
  headingId = "thank-you-heading",
  top,
  data,
  children,
}: ThankYouCardProps) {
  return (
    <Layout className="thank-you">
      <div className="container">
        <section className="card thank-you-card" aria-labelledby={headingId} {...data}>
          {top}
          <div className="thank-you-tick" data-thank-you-tick="">
            <CheckIcon size={44} />
          </div>
          <h1 id={headingId}>{heading}</h1>
          {children}
        </section>
      </div>
    </Layout>
  );
}

/** The card's line on how to reach the broker, the phone and e-mail in it linked. */
export function ThankYouContact({ text }: { text: string }) {
  return (
    <p className="thank-you-contact">
      <LinkedText text={text} />
    </p>
  );
}
