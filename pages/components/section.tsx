import type { ReactNode } from "react";

interface SectionProps {
  /** Id of the heading, which also names the section for assistive technology. */
  id: string;
  heading: ReactNode;
  /** `tinted` alternates the background with the sections around it. */
  tone?: "plain" | "tinted";
  children: ReactNode;
}

/** A page section: a centred heading over its content, named by that heading. */
export function Section({ id, heading, tone = "plain", children }: SectionProps) {
  return (
    <section
      className={tone === "tinted" ? "section section-tinted" : "section"}
      aria-labelledby={id}
    >
      <div className="container">
        <div className="section-heading">
          <h2 id={id}>{heading}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}
