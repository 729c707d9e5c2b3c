/**
 * What a standalone script runs first (`tooling/standalone.ts` builds this file into
 * classic-script code and writes it into each script, as Astro writes its `*.prebuilt.ts`: the
 * rules stay here, in TypeScript, and are never written out twice). It installs
 * `window.ebwConsent`, so a page's consent banner can answer before any module has loaded, and
 * holds the room of each element of the script's tag (`./reserve.ts`): now for those already
 * parsed and, while the document is parsed, for each one as it arrives, since its module may
 * define it before the page is parsed.
 */
import {
  type ConsentWindow,
  createConsentApi,
  initialStatus,
} from "../../src/tracking/consent-stub";
import { reserveFirstView } from "./reserve";

export function standalonePrelude(tag: string): void {
  (window as ConsentWindow).ebwConsent ??= createConsentApi(initialStatus(document), window);
  const reserve = () => {
    for (const element of document.querySelectorAll(tag)) reserveFirstView(element);
  };
  reserve();
  if (document.readyState !== "loading") return;
  const parsing = new MutationObserver(reserve);
  parsing.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    parsing.disconnect();
    reserve();
  });
}
