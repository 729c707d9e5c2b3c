/*
 * The offer's dialog, the one source of its markup: its content never changes (the call to
 * action's address is set by the element), so it is written once as HTML, parsed when the
 * element is created and ready to open at once, with no framework behind it. Its classes and
 * parts are those of the shared modal (widgets/shared/ui/dialog.tsx, styled by dialog.css),
 * which the other widgets render with React.
 */
import { exitIntentCopy as copy } from "../../src/content/exit-intent";

/** The × of the close button, as the shared CloseIcon draws it. */
const closeIcon =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" fill="none"/></svg>';

/** The inside of the element's shadow root; the dialog starts closed. */
export const exitIntentView = `<div class="ebw-root"><dialog class="ebw-dialog exit-intent" part="dialog" data-state="closed" aria-labelledby="title" aria-describedby="description"><div class="ebw-dialog__panel" part="panel"><h2 id="title" class="ebw-dialog__title" part="title">${copy.title}</h2><p id="description" class="ebw-dialog__description" part="description">${copy.before} <mark class="exit-intent__highlight" part="highlight">${copy.highlight}</mark> ${copy.after}</p><div class="ebw-dialog__body" part="body" data-dialog-body><p class="exit-intent__savings" part="savings">${copy.savings}</p><a class="ebw-button exit-intent__cta" data-variant="accent" data-size="lg" data-block part="cta">${copy.cta}</a></div><button type="button" class="ebw-icon-button ebw-dialog__close" part="close-button" aria-label="${copy.close}" data-dialog-close>${closeIcon}</button></div></dialog></div>`;
