import { FORM_POST_KEY, FORM_POST_TARGET, type FormPostTarget } from "../../src/api/form-post";
import { leadMagnets } from "../../src/content/lead-magnets";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import { siteFor } from "../../src/site/detect";
import { attributionOfPage } from "../../src/tracking/visit";
import { type FunctionHandler, mediaTypeOf, webUrlOf } from "../context";
import { collectLead } from "./collect-lead";
import { formPostAnswer } from "./form-post-page";
import { bodyHash } from "./lead-request";
import { submitLead } from "./submit-lead";

const handlers: Record<FormPostTarget, FunctionHandler> = {
  "submit-lead": submitLead,
  "collect-lead": collectLead,
};

/** The key the loader writes into the view it shows. */
const VIEW_KEY = /^[A-Za-z0-9_-]{4,100}$/;

/**
 * Without a key (no script ran at all), the same body within this window is the same lead:
 * a form sent twice by an impatient press, or again after the back button.
 */
export const FORM_POST_WINDOW_MS = 10 * 60_000;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Where a form sent without its code came from, as a widget would have said: the campaign
 * parameters, click ids and path of the page in the `Referer`, when it is a page of ours (the
 * browser sends a page's whole address to its own origin, only the origin to another). With no
 * script there is no earlier page of the visit to read, so this page is its only touch.
 */
function pageOfReferer(
  req: Request,
  config: { siteOrigin: string; debtOrigin: string },
): { attribution?: object; page?: object } {
  const referer = webUrlOf(req.headers.get("referer"));
  const ours = [new URL(req.url).origin, config.siteOrigin, config.debtOrigin];
  if (!referer || !ours.includes(referer.origin)) return {};
  return {
    attribution: attributionOfPage(referer, ""),
    page: { path: referer.pathname, site: siteFor(referer) },
  };
}

/**
 * `POST /api/form-post?to=<function>&<what the form adds>[&key=<view key>]`: a lead form the
 * browser sent itself, because the widget's code had not taken over its first view (not loaded
 * yet, blocked, or an old browser). The form-encoded fields and the query's values make the same
 * body the widget would send as JSON, handed to the same function (so the same checks, the
 * same storage and forwarding), under a key made of the view's key, or of the body and the time
 * when no script ran, and the body: sent twice, it is stored once. A stored lead goes on to our
 * thank-you page (303, so a reload does not send it again); anything else is a page of ours
 * saying what to do, with the way back. Never a GET: the visitor's details stay out of addresses.
 */
export const formPost: FunctionHandler = async (req, ctx) => {
  const url = new URL(req.url);
  const named = url.searchParams.get(FORM_POST_TARGET) ?? "";
  // Its own keys only: `constructor` or `__proto__` would find what every object inherits.
  const target = Object.hasOwn(handlers, named) ? (named as FormPostTarget) : undefined;
  const handler = target ? handlers[target] : undefined;
  const back = req.headers.get("referer");
  const type = mediaTypeOf(req);
  if (!handler || !FORM_TYPES.has(type)) return formPostAnswer("unreadable", ctx.config, back);

  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return formPostAnswer("unreadable", ctx.config, back);
  }
  // Without a prototype: a field named `__proto__` is a field like any other.
  const body: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form) {
    // An optional field left empty is left out, as the widget leaves it out.
    if (typeof value === "string" && value !== "") body[name] = value;
  }
  for (const [name, value] of url.searchParams) {
    if (name !== FORM_POST_TARGET && name !== FORM_POST_KEY) body[name] = value;
  }
  // The element's `lead-source` attribute, as the loader found it: a slug, as the widget makes it.
  if (typeof body.source === "string") body.source = leadSourceSlug(body.source, "");
  if (body.source === "") delete body.source;
  Object.assign(body, pageOfReferer(req, ctx.config));

  const hash = bodyHash(body).slice(0, 24);
  const viewKey = url.searchParams.get(FORM_POST_KEY) ?? "";
  const window = Math.floor(ctx.clock().getTime() / FORM_POST_WINDOW_MS);
  const key = VIEW_KEY.test(viewKey) ? `form-${viewKey}-${hash}` : `form-${hash}-${window}`;
  const answer = await handler(
    new Request(new URL(`/api/${target}`, url), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(body),
    }),
    ctx,
  );

  if (answer.ok) {
    const magnet = leadMagnets.find((candidate) => candidate.id === body.leadMagnet);
    const thanks =
      target === "collect-lead" && magnet
        ? `/thank-you-download?${new URLSearchParams({ file: magnet.fileName })}`
        : "/thank-you";
    return new Response(null, {
      status: 303,
      headers: { Location: thanks, "Cache-Control": "no-store" },
    });
  }
  const reply = (await answer.json().catch(() => ({}))) as { fields?: Record<string, string> };
  const retryAfter = answer.headers.get("Retry-After");
  if (answer.status === 400 && reply.fields) {
    return formPostAnswer("invalid", ctx.config, back, Object.values(reply.fields));
  }
  if (answer.status === 429) return formPostAnswer("limited", ctx.config, back, [], retryAfter);
  if (answer.status === 503) return formPostAnswer("unavailable", ctx.config, back, [], retryAfter);
  return formPostAnswer("failed", ctx.config, back);
};
