import { type PrePaintConfig, runPrePaint } from "./pre-paint";

/*
 * The entry of `/experiments.js`, built as a classic script (`tooling/experiments-script.ts`). The
 * server wraps it in a function whose parameter `EBW_EXPERIMENTS` is the experiments' state it
 * read from its configuration (`functions/experiments/script.ts`), so ending an
 * experiment changes what the server sends, not the build.
 */
declare const EBW_EXPERIMENTS: PrePaintConfig;

runPrePaint(EBW_EXPERIMENTS, window, document);
