import { type ReactNode, useEffect, useState } from "react";
import { Button } from "../shared/ui/button";
import { preloadLeadForm } from "./lead-dialog";

const HIGHLIGHT_EVERY_MS = 10_000;
const HIGHLIGHT_FOR_MS = 1_500;

/** The button that opens the lead form. */
export function CallToAction({
  children,
  onOpen,
  highlight,
}: {
  children: ReactNode;
  onOpen: () => void;
  highlight: boolean;
}) {
  const on = useHighlight(highlight);
  return (
    <Button
      variant="accent"
      size="lg"
      block
      bounce
      className="dc-cta"
      data-highlight={on ? "" : undefined}
      aria-haspopup="dialog"
      part="cta"
      onClick={onOpen}
      onPointerOver={preloadLeadForm}
      onFocus={preloadLeadForm}
    >
      {children}
    </Button>
  );
}

/** The compact variant's highlight flag: on for 1.5 s every 10 s, never with reduced motion. */
function useHighlight(enabled: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let off: number | undefined;
    const every = window.setInterval(() => {
      if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
      setOn(true);
      off = window.setTimeout(() => setOn(false), HIGHLIGHT_FOR_MS);
    }, HIGHLIGHT_EVERY_MS);
    return () => {
      window.clearInterval(every);
      window.clearTimeout(off);
    };
  }, [enabled]);
  return on;
}
