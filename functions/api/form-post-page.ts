import { createHash } from "node:crypto";
import { html, raw } from "hono/html";
import type { SiteConfig } from "../../src/config";
import { formPostPage as copy, type FormPostOutcome } from "../../src/content/form-post";
import { webUrlOf } from "../context";

const status: Record<FormPostOutcome, number> = {
  invalid: 400,
  unreadable: 400,
  limited: 429,
  unavailable: 503,
  failed: 500,
};

const style =
  "body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;margin:0;padding:2rem 1rem}" +
  "main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.25}" +
  "a{color:#0b5394;font-weight:600}li{margin:.25rem 0}";
/**
 * The pages' policy: the functions' own (`default-src 'none'`), but for the one style, allowed
 * by its hash. The app puts it back over the functions' policy for these pages.
 */
export const formPostPagePolicy = `default-src 'none'; style-src 'sha256-${createHash("sha256")
  .update(style)
  .digest("base64")}'; frame-ancestors 'none'`;

/**
 * The page a visitor gets when a form sent without its code was not stored: what happened,
 * what to check (the same messages the widget shows beside its fields), the way back to the
 * form, and the broker's phone number.
 */
export function formPostAnswer(
  outcome: FormPostOutcome,
  config: SiteConfig,
  referer: string | null,
  messages: readonly string[] = [],
  retryAfter: string | null = null,
): Response {
  const { title, lede } = copy[outcome];
  // Where "Back to the form" goes: the page the form was on, when the browser says which.
  const back = webUrlOf(referer)?.href;
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${config.tradingName}</title>
<style>${raw(style)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${lede}</p>
${messages.length > 0 ? html`<ul>${messages.map((message) => html`<li>${message}</li>`)}</ul>` : ""}
${back ? html`<p><a href="${back}">${copy.back}</a></p>` : ""}
<p>${copy.call} <a href="tel:${config.phoneTel}">${config.phoneDisplay}</a>.</p>
</main>
</body>
</html>`;
  return new Response(String(page), {
    status: status[outcome],
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": formPostPagePolicy,
      ...(retryAfter ? { "Retry-After": retryAfter } : {}),
    },
  });
}
