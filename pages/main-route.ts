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

/** A page of the main site one step below home: its title, description and trail from its copy. */
export function mainRoute<Copy extends PageCopy>({
  path,
  name,
  copy,
  page,
}: MainRouteInput<Copy>): RouteDefinition {
  return {
    path,
    sites: ["main"],
    page: (context) => {
      const filled = fillTemplates(copy, context.config);
      return {
        title: filled.meta.title,
        description: filled.meta.description,
        breadcrumbs: [
          { name: "Home", path: "/" },
          { name, path },
        ],
        ...page(filled, context),
      };
    },
  };
}
