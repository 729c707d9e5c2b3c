import { BackLink } from "./back-link";

interface PageOpeningProps {
  /** The page's copy: the back link's label, the h1 and the lead under it. */
  copy: { back: string; heading: string; intro: string };
}

/** The top of a page a visitor opens for one task (pre-approval, booking a call): the way back, the h1 and its lead. */
export function PageOpening({ copy }: PageOpeningProps) {
  return (
    <>
      <BackLink label={copy.back} />
      <h1>{copy.heading}</h1>
      <p className="page-lead">{copy.intro}</p>
    </>
  );
}
