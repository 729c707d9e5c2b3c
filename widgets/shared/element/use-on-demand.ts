import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import type { OnDemand } from "./on-demand";

/**
 * A module loaded on demand, as a component's state: `undefined` in the component's first
 * render, whether or not another widget on the page has loaded the module meanwhile, and the
 * module from the next render on once it is at hand.
 *
 * A widget's first render must be exactly its first view, written at build time without any
 * of its on-demand parts: hydrating a first view against a render that already holds one (a
 * toaster that the form sent before loaded, say) does not match, and the widget would be
 * rendered afresh beside it. The second render costs nothing a visitor can see.
 */
export function useOnDemand<T>(
  module: OnDemand<T>,
): [T | undefined, Dispatch<SetStateAction<T | undefined>>] {
  const [loaded, setLoaded] = useState<T | undefined>(undefined);
  useEffect(() => {
    const current = module.current;
    if (current !== undefined) setLoaded((was) => was ?? current);
  }, [module]);
  return [loaded, setLoaded];
}
