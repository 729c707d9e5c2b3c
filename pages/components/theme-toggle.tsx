import { themeToggleLabel } from "../../src/content";
import { SunIcon } from "./icons";

/**
 * The light/dark switch, fixed at the bottom left. The product is light-only: the page script
 * lets the switch try and the theme guard puts light back, so it always reads "light".
 */
export function ThemeToggle() {
  return (
    <button type="button" className="theme-toggle" data-theme-toggle="" aria-pressed="false">
      <SunIcon size={20} />
      <span className="visually-hidden">{themeToggleLabel}</span>
    </button>
  );
}
