import { siteConfig } from "../../../src/config";
import { widgetFallback } from "../../../src/content/widget-fallback";

/** The phone-and-e-mail alternative a visitor gets where a widget stopped working. */
export function WidgetFallback() {
  const { phoneTel, phoneDisplay, email } = siteConfig;
  return (
    <p className="ebw-fallback" part="fallback" role="status">
      {widgetFallback.unavailable(widgetFallback.genericName)} {widgetFallback.call}{" "}
      <a href={`tel:${phoneTel}`}>{phoneDisplay}</a> {widgetFallback.email}{" "}
      <a href={`mailto:${email}`}>{email}</a> {widgetFallback.closing}
    </p>
  );
}
