import type { SiteConfig } from "../../src/config";

/** What a visitor without JavaScript gets in place of a widget: the broker's phone number. */
export function NoScriptCall({ config, what }: { config: SiteConfig; what: string }) {
  return (
    <noscript>
      <p className="widget-fallback">
        {what} needs JavaScript. Call <a href={`tel:${config.phoneTel}`}>{config.phoneDisplay}</a>{" "}
        or e-mail <a href={`mailto:${config.email}`}>{config.email}</a> and we will work it out with
        you.
      </p>
    </noscript>
  );
}
