import type { Page } from "../page";

/** The visible trail from the home page; the same list feeds the page's BreadcrumbList data. */
export function Breadcrumbs({ trail }: { trail: NonNullable<Page["breadcrumbs"]> }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
