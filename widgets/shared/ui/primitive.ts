/**
 * A shared UI primitive's stylesheet. A widget lists the primitives it renders in
 * `defineElement`'s `primitives`; each primitive's module exports its own, so a widget's bundle
 * carries only the stylesheets of the primitives it declares.
 */
export interface Primitive {
  readonly name: string;
  readonly css: string;
}
