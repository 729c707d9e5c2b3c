// The analyzer's own reader of an element's JSDoc tags, used as is by tooling/build/custom-elements.ts;
// the package publishes no types for its modules.
declare module "@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js" {
  export function classJsDocPlugin(): {
    analyzePhase(params: { ts: unknown; node: unknown; moduleDoc: unknown }): void;
  };
}
