declare const __DESK_LOCALE__: string | undefined;
declare const __DESK_CURRENCY__: string | undefined;

/** The site's locale and currency (`SITE_LOCALE`, `SITE_CURRENCY`), written in at build. */
export const siteFormat = {
  locale: typeof __DESK_LOCALE__ === "string" ? __DESK_LOCALE__ : "en-US",
  currency: typeof __DESK_CURRENCY__ === "string" ? __DESK_CURRENCY__ : "USD",
};
