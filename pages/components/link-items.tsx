export interface SiteLink {
  href: string;
  label: string;
}

/** The items of a menu or a footer column: each a list item holding one link. */
export function LinkItems({ links, className }: { links: readonly SiteLink[]; className: string }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <a className={className} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </>
  );
}
