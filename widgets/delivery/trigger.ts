/**
 * The trigger strategy: an element opened by buttons elsewhere on the page (a modal
 * `lead-form`, by `[data-open-lead-form]` buttons: the `trigger` its declaration's delivery
 * tells) is warmed once the page has loaded and is
 * idle (`./idle.ts`), or loaded before that when one of its buttons is approached, focused or
 * clicked (`./intent.ts`; a click that comes too early is held and replayed, `./replay.ts`).
 * An open modal form is at once in view: it is left to `./visible.ts`.
 */

/** The elements buttons elsewhere open: warmed, as their buttons may be anywhere. */
export const onTrigger = __ON_TRIGGER__;

/** Per trigger (a selector), the tag it opens. */
export const triggers = __TRIGGERS__;
