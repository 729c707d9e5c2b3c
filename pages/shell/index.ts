/**
 * The page script: the only JavaScript a page ships besides the widget loader. Each behaviour
 * looks for its own markup and does nothing on pages without it.
 */
import { browserStorage } from "../../src/site/storage";
import { rememberVisit } from "../../src/tracking/visit";
import { initMapEmbeds } from "./map";
import { initMobileCta } from "./mobile-cta";
import { initDropdowns, initMobileMenu } from "./nav";
import { startMetaPixel } from "./pixel";
import { consumeSavedRedirect } from "./redirect";
import { showRequestedSlug } from "./requested-slug";
import { initScrollTopButton, scrollToTopOnLoad } from "./scroll";
import { keepSiteChoiceOnLinks } from "./site-choice";
import { forceLightTheme } from "./theme";
import { initVideoFacades } from "./video";
import { revealWidgetFallbacks } from "./widget-fallback";
import { updateCurrentYear } from "./year";

const storage = browserStorage("localStorage") ?? undefined;

document.documentElement.classList.add("js");
rememberVisit(window.location, document.referrer, browserStorage("sessionStorage"));
consumeSavedRedirect(storage, window.location);
forceLightTheme(document.documentElement, storage);
updateCurrentYear(document, new Date());
scrollToTopOnLoad(window);
initMobileMenu(document);
initDropdowns(document);
initScrollTopButton(window);
initVideoFacades(document);
initMapEmbeds(document);
showRequestedSlug(document, window.location);
initMobileCta(window);
startMetaPixel(window);
keepSiteChoiceOnLinks(document, window);
revealWidgetFallbacks(window);
// Only pages with a checkout button (the strategy page) load its code.
if (document.querySelector("button[data-checkout]")) {
  void import("./checkout").then(({ initCheckout }) => initCheckout(window));
}
