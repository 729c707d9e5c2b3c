/**
 * The page script: the only JavaScript a page ships besides the widget loader. Each behaviour
 * looks for its own markup and does nothing on pages without it.
 */
import { browserStorage } from "../../src/site/storage";
import { storageAllowed } from "../../src/tracking/consent-stub";
import { rememberVisit } from "../../src/tracking/visit";
import { initMobileCta } from "./mobile-cta";
import { initDropdowns, initMobileMenu } from "./nav";
import { startMetaPixel } from "./pixel";
import { consumeSavedRedirect } from "./redirect";
import { initScrollTopButton, scrollToTopOnLoad } from "./scroll";
import { keepSiteChoiceOnLinks } from "./site-choice";
import { forceLightTheme } from "./theme";
import { revealWidgetFallbacks } from "./widget-fallback";
import { updateCurrentYear } from "./year";

const storage = browserStorage("localStorage") ?? undefined;

document.documentElement.classList.add("js");
// The page view, counted by code of its own chunk: the chrome carries only this import.
import("../../src/tracking/funnel").then((funnel) => funnel.countFunnel("view"));
// The visitor's touches, where the page's consent allows keeping them (else the widgets hold them).
if (storageAllowed(window)) rememberVisit(window.location, document.referrer, storage);
consumeSavedRedirect(storage, window.location);
forceLightTheme(document.documentElement, storage);
updateCurrentYear(document, new Date());
scrollToTopOnLoad(window);
initMobileMenu(document);
initDropdowns(document);
initScrollTopButton(window);
initMobileCta(window);
startMetaPixel(window);
keepSiteChoiceOnLinks(document, window);
revealWidgetFallbacks(window);

// Behaviour of some pages only: its code loads on the pages whose markup asks for it (and the
// guide's toast only on the first click), so every page pays for the chrome alone.
const onPagesWith = (selector: string, start: () => Promise<unknown>): void => {
  if (document.querySelector(selector)) void start();
};
// The same for controls that do nothing without their code: a visitor can press one before the
// code arrives (a slow phone, a quick tap), and that press is made again once it has started.
const onPagesWithControls = (selector: string, start: () => Promise<unknown>): void => {
  if (!document.querySelector(selector)) return;
  let early: HTMLElement | null = null;
  const hold = (event: Event) => {
    if (event.target instanceof Element)
      early = event.target.closest<HTMLElement>(selector) ?? early;
  };
  document.addEventListener("click", hold, true);
  void start().then(() => {
    document.removeEventListener("click", hold, true);
    if (early?.isConnected) early.click();
  });
};
// The corner buttons' clearance acts once scrolling stops or the chat button is defined: it can
// come a moment after the chrome.
onPagesWith("broker-chat, .scroll-top", () =>
  import("./corner").then((m) => m.initCornerClearance(window)),
);
onPagesWithControls("button[data-video-id]", () =>
  import("./video").then((m) => m.initVideoFacades(document)),
);
onPagesWith("[data-map-embed]", () => import("./map").then((m) => m.initMapEmbeds(document)));
onPagesWith("[data-requested-slug]", () =>
  import("./requested-slug").then((m) => m.showRequestedSlug(document, window.location)),
);
onPagesWith("[data-rotating-words]", () =>
  import("./hero-word").then((m) => m.initHeroWords(document)),
);
onPagesWith("[data-accordion]", () =>
  import("./accordion").then((m) => m.initAccordions(document)),
);
onPagesWith("[data-carousel]", () => import("./carousel").then((m) => m.initCarousels(window)));
onPagesWith("[data-back]", () => import("./back").then((m) => m.initBackLinks(window)));
onPagesWithControls("button[data-checkout]", () =>
  import("./checkout").then((m) => m.initCheckout(window)),
);
onPagesWith("canvas[data-particles]", () =>
  import("./particles").then((m) => {
    const canvas = document.querySelector<HTMLCanvasElement>("canvas[data-particles]");
    if (canvas) m.startParticles(canvas, window);
  }),
);
onPagesWith("[data-lead-booking]", () =>
  import("./lead-booking").then((m) => m.initLeadBooking(window)),
);
onPagesWith("[data-scheduler-embed]", () =>
  import("./schedule-call").then((m) => m.initScheduleCall(window)),
);
onPagesWith("[data-download-page]", () =>
  import("./download-page").then((m) => m.initDownloadPage(document, window.location)),
);
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element && event.target.closest("[data-guide-download]");
    if (!link) return;
    import("./guide-download").then((module) => module.showGuideToast(document, link));
  },
  true,
);
