/**
 * The custom properties every element takes, written once: base.css reads each (with its
 * default, `var(--ebw-radius, 8px)`) for the reset wrapper around every widget, so each is set on
 * the element or any ancestor, e.g. `:root { --ebw-accent: #0a7d32 }`. The manifest lists them on
 * every element after the element's own, and an element that gives one a meaning of its own
 * (`--ebw-accent` is the calculator's call to action) says so in its own list instead.
 */
export const sharedCustomProperties: Readonly<Record<`--ebw-${string}`, string>> = {
  "--ebw-font": "Font stack, shared by every widget.",
  "--ebw-font-size": "Base text size, shared by every widget.",
  "--ebw-text": "Text colour, shared by every widget.",
  "--ebw-muted": "Secondary text, shared by every widget.",
  "--ebw-surface": "Panel background, shared by every widget.",
  "--ebw-border": "Hairlines, shared by every widget.",
  "--ebw-primary": "Brand colour, shared by every widget.",
  "--ebw-primary-contrast": "Text on the brand colour, shared by every widget.",
  "--ebw-accent": "Green call to action, shared by every widget.",
  "--ebw-accent-contrast": "Text on the call to action, shared by every widget.",
  "--ebw-danger": "Errors, shared by every widget.",
  "--ebw-focus": "Focus ring, shared by every widget.",
  "--ebw-radius": "Corner radius, shared by every widget.",
  "--ebw-backdrop": "Modal backdrop, shared by every widget.",
  "--ebw-display":
    "The element's display, shared by every widget; `none` hides it, e.g. in a media query. Page CSS `display` on the element is ignored on purpose (themes with `* { display: … }`); the `hidden` attribute works too.",
};
