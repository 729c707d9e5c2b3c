import type { ReactNode } from "react";

/** One labelled control as the desk's forms lay it out (`.field`): the label's text above it. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label
    <label className="field">
      <span>{label}</span>
      {children}
    </label>
  );
}
