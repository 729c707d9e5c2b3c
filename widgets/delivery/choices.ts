/**
 * Which view modules the build renders for the loader (`tooling/first-views.ts`) and how
 * the loader picks one for an element (`./view-module.ts`, which gets these tables as
 * build-time constants). An element gets a view module when the attribute that chooses among a
 * tag's views holds one of the values rendered ("" for absent) and every other attribute it has
 * is one that leaves the view as rendered: the neutral ones below (the build fails if one of
 * them changes the markup), and `data-*` and `aria-*`. Anything else (a heading, a currency, a
 * rate) has none: its element loads its module when it nears the viewport, as before.
 * The values come from the content: each calculator variant and each lead magnet.
 */
import { calculatorVariants } from "../../src/content/calculator.ts";
import { leadMagnets } from "../../src/content/lead-magnets.ts";

/** Per tag: the attribute choosing the view ("" for none) and the values rendered. */
export const viewModuleChoices: Record<string, readonly [attribute: string, values: string[]]> = {
  "contact-form": ["", [""]],
  "preapproval-form": ["", [""]],
  "lead-form": ["mode", ["", "inline"]],
  "resource-download": ["lead-magnet", leadMagnets.map((magnet) => magnet.id)],
  "debt-calculator": ["variant", ["", ...Object.keys(calculatorVariants)]],
};

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
