import type { ReactNode } from "react";

interface NewTabLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
