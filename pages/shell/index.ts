/**
 * The page script: the only JavaScript a page ships besides the widget loader. Each behaviour
 * looks for its own markup and does nothing on pages without it.
 */
import { browserStorage } from "../../src/site/storage";
import { rememberVisit } from "../../src/tracking/visit";
import { initAccordions } from "./accordion";
import { initBackLinks } from "./back";
import { initCarousels } from "./carousel";
import { initHeroWords } from "./hero-word";
import { initMapEmbeds } from "./map";
import { initMobileCta } from "./mobile-cta";
import { initDropdowns, initMobileMenu } from "./nav";
import { startMetaPixel } from "./pixel";
import { consumeSavedRedirect } from "./redirect";
import { showRequestedSlug } from "./requested-slug";
import { initScrollTopButton, scrollToTopOnLoad } from "./scroll";
import { keepSiteChoiceOnLinks } from "./site-choice";
import { forceLightTheme } from "./theme";
import { initThemeToggle } from "./theme-toggle";
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
initThemeToggle(document);
initHeroWords(document);
initAccordions(document);
initCarousels(window);
initBackLinks(window);

// Behaviour of single pages loads only on those pages (and the toast only on the first click).
const particles = document.querySelector<HTMLCanvasElement>("canvas[data-particles]");
if (particles) import("./particles").then((module) => module.startParticles(particles, window));
if (document.querySelector("[data-download-page]")) {
  import("./download-page").then((module) => module.initDownloadPage(document, window.location));
}
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element && event.target.closest("[data-guide-download]");
    if (!link) return;
    import("./guide-download").then((module) => module.showGuideToast(document, link));
  },
  true,
);
