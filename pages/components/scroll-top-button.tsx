import { ArrowUpIcon } from "./icons";

// The page script reveals it once the visitor has scrolled down.
export function ScrollTopButton() {
  return (
    <button type="button" className="scroll-top" data-scroll-top="" hidden>
      <ArrowUpIcon size={22} />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
