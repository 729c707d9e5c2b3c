import { useEffect, useId, useRef, useState } from "react";
import type { CalculatorState } from "../../src/calculator";
import { calculatorCopy } from "../../src/content/calculator";
import { Button } from "../shared/ui/button";
import { shareLink } from "./starting-state";

/** "Copy link to these figures", and the link to copy by hand when the clipboard refuses. */
export function ShareLink({ state }: { state: CalculatorState }) {
  const [status, setStatus] = useState<{ kind: "copied" } | { kind: "manual"; link: string }>();
  const copy = async () => {
    const link = shareLink(state, window.location.href);
    try {
      await navigator.clipboard.writeText(link);
      setStatus({ kind: "copied" });
    } catch {
      setStatus({ kind: "manual", link });
    }
  };
  // A copied link describes the figures of that moment; after a change it is stale.
  const copiedState = useRef(state);
  useEffect(() => {
    if (state !== copiedState.current) setStatus(undefined);
    copiedState.current = state;
  }, [state]);
  return (
    <div className="dc-share">
      <Button
        variant="ghost"
        size="sm"
        className="dc-share__button"
        part="share-button"
        onClick={copy}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-.9.9M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l.9-.9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {calculatorCopy.share.button}
      </Button>
      <p className="dc-share__status" role="status">
        {status?.kind === "copied" ? calculatorCopy.share.copied : null}
      </p>
      {status?.kind === "manual" ? <ManualLink link={status.link} /> : null}
    </div>
  );
}

function ManualLink({ link }: { link: string }) {
  const id = useId();
  return (
    <div className="dc-field dc-share__manual">
      <label htmlFor={id}>{calculatorCopy.share.manualLabel}</label>
      <input
        id={id}
        className="dc-share__link"
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
