import { ArrowLeftIcon } from "./icons";

/**
 * Back to where the visitor came from on this site (page script, through history), or home
 * when they arrived from elsewhere or without JavaScript.
 */
export function BackLink({ label }: { label: string }) {
  return (
    <a className="back-link" href="/" data-back="">
      <ArrowLeftIcon size={18} />
      {label}
    </a>
  );
}
