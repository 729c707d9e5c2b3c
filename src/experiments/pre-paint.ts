import { storageAllowed } from "../tracking/consent-stub";
import { type AssignableExperiment, assignArm } from "./assign";

/*
 * The pre-paint script's work, run from `<head>` before the body is parsed (`/experiments.js`,
 * a classic blocking script of a few hundred bytes): choose each experiment's arm, write it on
 * `<html>` as `data-exp-<id>="<arm>"` (which the funnel events read), and, as the parser adds the
 * page's arm elements (`[data-exp]`, one per arm, each its own first view), keep the chosen one
 * (`data-exp-chosen`, and `data-experiment`/`data-arm` on `<html>` for the counters) and remove
 * the others. A mutation observer's callback runs at the end of
 * the parser's task, before the browser may paint, so only the chosen arm is ever drawn and its
 * room is its own: nothing shifts. Where the script never runs, the page's stylesheet shows the
 * control arm only.
 */

/** What the server sends the script (`/experiments.js`). */
export interface PrePaintConfig {
  experiments: readonly AssignableExperiment[];
}

/** localStorage, with consent only: the visitor's id and the arm each running experiment gave. */
export const KEPT_KEY = "ebw-experiments";

interface Kept {
  visitor: string;
  arms: Record<string, string>;
}

export interface PrePaintPage {
  /** Whether the visitor lets the site store in the browser (`window.ebwConsent`). */
  consent: () => boolean;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** A new random id: this page view's. */
  newId: () => string;
}

function readKept(storage: PrePaintPage["storage"]): Kept | null {
  try {
    const kept = JSON.parse(storage?.getItem(KEPT_KEY) ?? "null") as Kept | null;
    return kept && typeof kept.visitor === "string" && typeof kept.arms === "object" ? kept : null;
  } catch {
    return null;
  }
}

function keep(storage: PrePaintPage["storage"], kept: Kept): void {
  try {
    storage?.setItem(KEPT_KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked storage: this page view keeps its arms all the same.
  }
}

/**
 * Each experiment's arm for this page view. Without consent a page view is the unit and nothing
 * is stored. With it, the visitor's id and arms are kept for as long as each experiment runs, so
 * a returning visitor sees the same arm even after the weights change; an experiment that has
 * stopped running is forgotten. Returns the arms and a function that keeps them once consent
 * arrives later in this page view.
 */
export function chooseArms(
  config: PrePaintConfig,
  page: PrePaintPage,
): { arms: Record<string, string>; keepOnConsent: () => void } {
  const pageView = page.newId();
  const consent = page.consent();
  const kept = (consent && readKept(page.storage)) || { visitor: pageView, arms: {} };
  const arms: Record<string, string> = {};
  const running: Record<string, string> = {};
  for (const experiment of config.experiments) {
    const earlier = kept.arms[experiment.id];
    const arm =
      experiment.serve === undefined && earlier !== undefined && experiment.arms.includes(earlier)
        ? earlier
        : assignArm(experiment, consent ? kept.visitor : pageView);
    arms[experiment.id] = arm;
    if (experiment.serve === undefined) running[experiment.id] = arm;
  }
  const store = () => keep(page.storage, { visitor: kept.visitor, arms: running });
  if (consent) store();
  const keepOnConsent = () => {
    if (!consent && page.consent()) store();
  };
  return { arms, keepOnConsent };
}

/**
 * Marks the chosen arm of each `[data-exp]` element and removes the others. The experiment and
 * arm shown also go on `<html>` as `data-experiment` and `data-arm`, where the funnel events
 * (`src/tracking/funnel.ts`) read them, so this page view's counts are split by its arm.
 */
export function keepChosen(element: Element, arms: Record<string, string>): void {
  const experiment = element.getAttribute("data-exp");
  const arm = experiment === null ? undefined : arms[experiment];
  if (experiment === null || arm === undefined) return;
  if (element.getAttribute("data-exp-arm") !== arm) {
    element.remove();
    return;
  }
  element.setAttribute("data-exp-chosen", "");
  const root = element.ownerDocument.documentElement;
  root.setAttribute("data-experiment", experiment);
  root.setAttribute("data-arm", arm);
}

/** The script itself: chooses, writes the arms on `<html>`, and watches the parser. */
export function runPrePaint(config: PrePaintConfig, win: Window, doc: Document): void {
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    // Storage blocked in the browser's settings: each page view is its own unit.
  }
  const { arms, keepOnConsent } = chooseArms(config, {
    // The loader installs `window.ebwConsent` later; until then, the page's own question decides.
    consent: () => storageAllowed(win),
    storage,
    newId: () =>
      Array.from(win.crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join(""),
  });
  const root = doc.documentElement;
  for (const [id, arm] of Object.entries(arms)) root.setAttribute(`data-exp-${id}`, arm);
  win.addEventListener("ebw-consent", keepOnConsent);
  const sweep = () => {
    for (const element of Array.from(doc.querySelectorAll("[data-exp]:not([data-exp-chosen])"))) {
      keepChosen(element, arms);
    }
  };
  const observer = new MutationObserver(sweep);
  observer.observe(root, { childList: true, subtree: true });
  doc.addEventListener("DOMContentLoaded", () => {
    sweep();
    observer.disconnect();
  });
}
