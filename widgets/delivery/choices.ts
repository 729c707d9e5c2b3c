/**
 * Which view modules the build renders for the loader (`tooling/first-views.ts`) and how
 * the loader picks one for an element (`./view-module.ts`, which gets these tables as
 * build-time constants). An element gets a view module when the attribute that chooses among a
 * tag's views holds one of the values rendered ("" for absent) and every other attribute it has
 * is one that leaves the view as rendered: the neutral ones below (the build fails if one of
 * them changes the markup), and `data-*` and `aria-*`. Anything else (a heading, a currency, a
 * rate) has none: its element loads its module when it nears the viewport, as before.
 * The attribute and the values are each element's own (`views` in its declaration's delivery,
 * read by `tooling/declared-widgets.ts`).
 */

/** Attributes that leave every view module as rendered. */
export const neutralAttributes = [
  "id",
  "class",
  "style",
  "slot",
  "title",
  "api-base",
  "redirect",
  "lead-source",
];

/** The view module's file under `dist/widgets/first-view/`, without `.js`. */
export const viewModuleFile = (tag: string, value: string): string =>
  value ? `${tag}-${value}` : tag;
