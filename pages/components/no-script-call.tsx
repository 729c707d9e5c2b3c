import type { SiteConfig } from "../../src/config";
import { widgetFallback } from "../../src/content/widget-fallback";

function CallOrEmail({ config }: { config: SiteConfig }) {
  return (
    <>
      {widgetFallback.call} <a href={`tel:${config.phoneTel}`}>{config.phoneDisplay}</a>{" "}
      {widgetFallback.email} <a href={`mailto:${config.email}`}>{config.email}</a>{" "}
      {widgetFallback.closing}
    </>
  );
}

/**
 * What a visitor gets in place of a widget that cannot run: the broker's phone number and
 * e-mail. Without JavaScript the `<noscript>` copy shows; with it, the hidden copy is revealed by
 * the page script if the widget's code fails to load (pages/shell/widget-fallback.ts). Either is
 * light DOM inside the element, hidden by its shadow root once it renders.
 */
export function NoScriptCall({ config, what }: { config: SiteConfig; what: string }) {
  return (
    <>
      <noscript>
        <p className="widget-fallback">
          {widgetFallback.noScript(what)} <CallOrEmail config={config} />
        </p>
      </noscript>
      <p className="widget-fallback" data-widget-fallback="" hidden>
        {widgetFallback.unavailable(what)} <CallOrEmail config={config} />
      </p>
    </>
  );
}
