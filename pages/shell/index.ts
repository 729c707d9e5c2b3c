/**
 * The page script: the only JavaScript a page ships besides the widget loader. Each behaviour
 * looks for its own markup and does nothing on pages without it.
 */
import { rememberVisit } from "../../src/tracking/visit";
import { initMobileCta } from "./mobile-cta";
import { initDropdowns, initMobileMenu } from "./nav";
import { startMetaPixel } from "./pixel";
import { consumeSavedRedirect } from "./redirect";
import { initScrollTopButton, scrollToTopOnLoad } from "./scroll";
import { keepSiteChoiceOnLinks } from "./site-choice";
import { forceLightTheme } from "./theme";
import { initVideoFacades } from "./video";
import { updateCurrentYear } from "./year";

// Reading either property throws where storage is disabled (sandboxed frames, settings).
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();
const sessionStore = (() => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
})();

document.documentElement.classList.add("js");
rememberVisit(window.location, document.referrer, sessionStore);
consumeSavedRedirect(storage, window.location);
forceLightTheme(document.documentElement, storage);
updateCurrentYear(document, new Date());
scrollToTopOnLoad(window);
initMobileMenu(document);
initDropdowns(document);
initScrollTopButton(window);
initVideoFacades(document);
initMobileCta(window);
startMetaPixel(window);
keepSiteChoiceOnLinks(document, window);
