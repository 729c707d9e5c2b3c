/*
 * A stylesheet imported as `…css?inline&own` is the same file as with `?inline`, under a module
 * id of its own: the bundler then puts its text in the importing entry instead of in a chunk it
 * shares with the React widgets, so the popup loads as one small file (see styles.ts).
 */
declare module "*.css?inline&own" {
  const css: string;
  export default css;
}
