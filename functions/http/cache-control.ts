/*
 * How long browsers and CDNs may keep what the server and the Netlify build serve: one rule
 * read by the static files, the desk's page and the Netlify headers.
 */

/** Hashed names change with their content, so a browser or CDN may keep them for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Names that stay the same across deploys: re-checked soon, served stale while that happens. */
export const SHORT_LIVED = "public, max-age=300, stale-while-revalidate=86400";
