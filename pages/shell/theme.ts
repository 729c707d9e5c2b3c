/** The product is light-only: the stored preference is pinned and a dark class never sticks. */
const THEME_STORAGE_KEY = "theme";

export function forceLightTheme(root: HTMLElement, storage: Storage | undefined): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, "light");
  } catch {
    // Storage can be blocked (private mode, cookie settings); the class below still applies.
  }
  const enforce = () => {
    if (root.classList.contains("dark")) root.classList.remove("dark");
    if (!root.classList.contains("light")) root.classList.add("light");
  };
  enforce();
  new MutationObserver(enforce).observe(root, { attributes: true, attributeFilter: ["class"] });
}
