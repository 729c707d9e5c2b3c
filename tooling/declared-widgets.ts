/**
 * Every widget as its declaration tells it (`widgets/<tag>/declaration.ts`: the element, and
 * beside it how it reaches a page, its `delivery`), read in Node for the build. From these come
 * the loader's tables (written into its code as build-time constants by `widgetDefines` in
 * `vite.config.ts`), the first views rendered (`./first-views.ts`), the rooms measured
 * (`./measure-first-views.ts`), the standalone scripts (`./standalone.ts`), the plain elements'
 * builds and the package's exports (`./package-manifest.ts`): a new widget is its folder.
 */
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/cjs/api";
import type {
  DeliveryDeclaration,
  ElementDeclaration,
} from "../widgets/shared/element/declaration.ts";

export interface DeclaredWidget {
  tag: string;
  element: ElementDeclaration;
  delivery: DeliveryDeclaration;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const read = new Map<string, DeclaredWidget[]>();

/**
 * Requires `file` (TypeScript) with each stylesheet it imports (`./x.css?inline`, through the
 * shared form parts) read as an empty text: a declaration's data never reads one, and Node
 * cannot run CSS. Only while `file` loads; the module system is left as it was.
 */
function requireWithoutCss(file: string): Record<string, unknown> {
  const Module = createRequire(import.meta.url)("node:module") as {
    _resolveFilename: (request: string, ...rest: unknown[]) => string;
  };
  const stub = join(tmpdir(), "ebw-declared-css.cjs");
  writeFileSync(stub, 'module.exports = "";\n');
  const scoped = register({ namespace: "declared-widgets" });
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return /\.css(\?|$)/.test(request) ? stub : resolveFilename.call(this, request, ...rest);
  };
  try {
    return scoped.require(file, import.meta.url) as Record<string, unknown>;
  } finally {
    Module._resolveFilename = resolveFilename;
    scoped.unregister();
  }
}

/** The widgets under `base/widgets` (each folder with a declaration), sorted by tag. */
export function declaredWidgets(base: string = root): DeclaredWidget[] {
  const known = read.get(base);
  if (known) return known;
  const widgets = resolve(base, "widgets");
  const declared = readdirSync(widgets, { withFileTypes: true })
    .map((folder) => resolve(widgets, folder.name, "declaration.ts"))
    .filter((file) => existsSync(file))
    .map((file) => {
      const module = requireWithoutCss(file);
      const element = Object.values(module).find(
        (value): value is ElementDeclaration =>
          typeof (value as ElementDeclaration | undefined)?.tag === "string",
      );
      const delivery = module.delivery as DeliveryDeclaration | undefined;
      if (!element || !delivery) throw new Error(`${file}: an element and its \`delivery\` wanted`);
      return { tag: element.tag, element, delivery };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
  read.set(base, declared);
  return declared;
}

/** The tags whose delivery `has`, each followed by the selector it gives (`true`: none). */
function selectorOf(
  widgets: DeclaredWidget[],
  has: (delivery: DeliveryDeclaration) => string | true | undefined,
): string {
  const selectors = widgets.flatMap(({ tag, delivery }) => {
    const more = has(delivery);
    return more === undefined ? [] : [more === true ? tag : `${tag}${more}`];
  });
  // An empty selector throws in `matches()`: one that matches nothing instead.
  return selectors.join(", ") || ":not(*)";
}

/** Per tag with first views: the attribute choosing among them and the values rendered. */
export function viewModuleChoices(base?: string): Record<string, [string, string[]]> {
  return Object.fromEntries(
    declaredWidgets(base).flatMap(({ tag, delivery: { views } }) =>
      views ? [[tag, [views.attribute, [...views.values]]]] : [],
    ),
  );
}

/**
 * The keys the reserve looks an element's room up by, each measured: the tag, and the tag with
 * each value of its choosing attribute measured apart (`debt-calculator detailed`).
 */
export function reservedKeys(base?: string): string[] {
  return declaredWidgets(base).flatMap(({ tag, delivery: { room } }) =>
    room ? [tag, ...(room.measured ?? []).map((value) => `${tag} ${value}`)] : [],
  );
}

/** The loader's tables, as the build-time constants its code reads (`widgets/types.d.ts`). */
export function deliveryDefines(base?: string): Record<string, string> {
  const widgets = declaredWidgets(base);
  const rooms = widgets.filter(({ delivery }) => delivery.room);
  const tables = {
    __VIEW_MODULES__: viewModuleChoices(base),
    __ON_IDLE__: selectorOf(widgets, (d) => (d.strategy === "idle" ? true : undefined)),
    __ON_TRIGGER__: selectorOf(widgets, (d) => d.trigger?.opens),
    __TRIGGERS__: widgets.flatMap(({ tag, delivery: { trigger } }) =>
      trigger ? [[trigger.by, tag]] : [],
    ),
    __RESENDS_LEADS__: selectorOf(widgets, (d) => d.resendsLeads),
    __ROOM_CHOOSERS__: Object.fromEntries(
      rooms
        .filter(({ delivery: { room, views } }) => views && (room?.measured ?? room?.none))
        .map(({ tag, delivery }) => [tag, delivery.views?.attribute]),
    ),
    __ROOMLESS__: rooms.flatMap(({ tag, delivery }) =>
      (delivery.room?.none ?? []).map((value) => `${tag} ${value}`),
    ),
    __INTRINSIC_WIDTHS__: Object.fromEntries(
      rooms.flatMap(({ tag, delivery }) =>
        delivery.room?.width ? [[tag, delivery.room.width]] : [],
      ),
    ),
    __FIRST_VIEW_HEIGHTS__: Object.fromEntries(
      rooms.flatMap(({ tag, delivery }) =>
        Object.entries(delivery.room?.heights ?? {}).map(([value, steps]) => [
          value ? `${tag} ${value}` : tag,
          steps,
        ]),
      ),
    ),
  };
  return Object.fromEntries(
    Object.entries(tables).map(([name, value]) => [name, JSON.stringify(value)]),
  );
}

/** The plain elements' declarations (no React: `DeliveryDeclaration.plain`). */
export const plainElements = (base?: string): ElementDeclaration[] =>
  declaredWidgets(base)
    .filter(({ delivery }) => delivery.plain)
    .map(({ element }) => element);
