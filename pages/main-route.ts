import { fillTemplates } from "../src/content";
import type { PageContext } from "./context";
import type { Page, RouteDefinition } from "./page";

interface PageCopy {
  meta: { title: string; description: string };
}

interface MainRouteInput<Copy extends PageCopy> {
  path: string;
  /** The page's name in the breadcrumb trail after Home. */
  name: string;
  /** The page's copy with its title and description; business details are filled in. */
  copy: Copy;
  /** The rest of the page, given the filled copy. */
  page: (copy: Copy, context: PageContext) => Omit<Page, "title" | "description" | "breadcrumbs">;
}

/** The trail of a page one step below home: Home › its name. */
export const homeTrail = (name: string, path: string) => [
  { name: "Home", path: "/" },
  { name, path },
];

/** A route of the main site whose page is drawn from its copy, business details filled in. */
export function filledRoute<Copy>(
  path: string,
  copy: Copy,
  page: (filled: Copy, context: PageContext) => Page,
): RouteDefinition {
  return {
    path,
    sites: ["main"],
    page: (context) => page(fillTemplates(copy, context.config), context),
  };
}

/** A page of the main site one step below home: its title, description and trail from its copy. */
export function mainRoute<Copy extends PageCopy>({
  path,
  name,
  copy,
  page,
}: MainRouteInput<Copy>): RouteDefinition {
  return filledRoute(path, copy, (filled, context) => ({
    title: filled.meta.title,
    description: filled.meta.description,
    breadcrumbs: homeTrail(name, path),
    ...page(filled, context),
  }));
}
