import type OpenAI from "openai";
import { stallGuard } from "../../src/api/stall-guard";
import type { SiteConfig } from "../../src/config";
import { chatFaqReplies } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import { type ChatBody, chatBodySchema, fieldErrors } from "../../src/schemas";
import { asksForCallback, faqAnswer, proposal } from "../chat/callback";
import { callbackTool, readToolCalls, toolPrompt } from "../chat/callback-tool";
import { createFaqIndex, type FaqIndex, siteFaqs } from "../chat/faq-search";
import { groundingPrompt, personaPrompt } from "../chat/persona";
import { aiBudgetAllows, providerHistory } from "../chat/spend";
import { type FunctionHandler, jsonError, parseJson, refuseUnlessJson } from "../context";
import { log } from "../log";
import { UNTYPEABLE } from "./lead-request";

/** Largest chat body: 21 messages of at most 1000 characters, at up to 3 bytes each, and JSON. */
export const CHAT_BODY_MAX_BYTES = 80 * 1024;
/** One retry of a failed connection or 5xx before the first word; never once a reply streams. */
const MAX_RETRIES = 1;

/**
 * The AI provider's SDK, loaded for the first chat answered with a key: a server that answers
 * from the FAQs never holds it (with the passkeys' library, 13 MB of an idle server on the
 * embedded store, 25 MB of one on PostgreSQL).
 */
const loadOpenAI = async (): Promise<typeof OpenAI> => (await import("openai")).default;

const encoder = new TextEncoder();
const sse = (event: string, data: unknown): Uint8Array =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

const streamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // Proxies such as nginx would otherwise hold the words back until the reply ends.
  "X-Accel-Buffering": "no",
};

const faqIndexes = new WeakMap<SiteConfig, FaqIndex>();
function faqIndexFor(config: SiteConfig): FaqIndex {
  let index = faqIndexes.get(config);
  if (!index) {
    index = createFaqIndex(siteFaqs(config));
    faqIndexes.set(config, index);
  }
  return index;
}

/** How many FAQs go to the provider with each message. */
const GROUNDING_FAQS = 3;

/**
 * The FAQs that answer the visitor's message; for a reply too short to match ("About 10%"),
 * those that answer it together with the visitor's message before.
 */
function groundingFor(body: ChatBody, config: SiteConfig): string {
  const index = faqIndexFor(config);
  let faqs = index.matches(body.message, GROUNDING_FAQS);
  const previous = body.history.findLast((entry) => entry.sender === "user");
  if (faqs.length === 0 && previous) {
    faqs = index.matches(`${previous.content} ${body.message}`, GROUNDING_FAQS);
  }
  return groundingPrompt(faqs, config);
}

function faqStream(body: ChatBody, config: SiteConfig): Response {
  const { text, callback } = faqAnswer(body, faqIndexFor(config), config);
  const events = [
    sse("meta", { mode: "faq" }),
    sse("delta", { text }),
    ...(callback ? [sse("callback", callback)] : []),
    sse("done", {}),
  ];
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(event);
        controller.close();
      },
    }),
    { headers: streamHeaders },
  );
}

const failure = {
  timeout: "The assistant took too long to answer. Please try again.",
  upstream: "The assistant could not answer just now. Please try again.",
} as const;

function aiStream(
  req: Request,
  body: ChatBody,
  apiKey: string,
  ctx: Parameters<FunctionHandler>[1],
): Response {
  const { timeoutMs, baseUrl, model } = ctx.options.chat;
  // The SDK's timeout ends at the response headers; a provider that goes quiet mid-reply is
  // caught by the guard, its wait starting again at every chunk.
  const upstream = stallGuard(timeoutMs, req.signal);

  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (!cancelled) controller.enqueue(sse(event, data));
      };
      send("meta", { mode: "ai" });
      let replied = false;
      // The visitor asked: the card comes whatever the model says. Else the model may offer it
      // once per conversation, through its tool.
      const asked = asksForCallback(body);
      const mayOffer = !asked && !body.callbackOffered;
      const toolCalls = readToolCalls();
      let sdk: typeof OpenAI | undefined;
      try {
        sdk = await loadOpenAI();
        // The provider's wait starts when it is asked: loading the SDK (the first chat a
        // process answers) is not the provider being slow.
        upstream.arrived();
        const client = new sdk({
          apiKey,
          baseURL: baseUrl,
          fetch: ctx.fetch,
          timeout: timeoutMs,
          maxRetries: MAX_RETRIES,
        });
        const completion = await client.chat.completions.create(
          {
            model,
            stream: true,
            temperature: 0.7,
            max_tokens: 150,
            messages: [
              {
                role: "system",
                content: [
                  personaPrompt(ctx.config),
                  groundingFor(body, ctx.config),
                  toolPrompt(asked, mayOffer),
                ].join("\n\n"),
              },
              ...providerHistory(body.history).map((entry) => ({
                role: entry.sender === "ai" ? ("assistant" as const) : ("user" as const),
                content: entry.content,
              })),
              { role: "user", content: body.message },
            ],
            ...(mayOffer ? { tools: [callbackTool] } : {}),
          },
          { signal: upstream.signal },
        );
        for await (const part of completion) {
          upstream.arrived();
          toolCalls.add(part.choices[0]?.delta?.tool_calls);
          const text = part.choices[0]?.delta?.content;
          if (!text) continue;
          replied = true;
          send("delta", { text });
        }
        // The SDK ends the stream quietly when it is aborted; a stall must still count as one.
        if (upstream.stalled) throw new Error("timed out");
        const offered = mayOffer && toolCalls.offered;
        if (!replied && offered) {
          send("delta", { text: fillTemplate(chatFaqReplies.offer, ctx.config) });
          replied = true;
        }
        if (!replied) throw new Error("the provider sent an empty reply");
        if (asked || offered) send("callback", proposal(body, asked ? "asked" : "offer"));
        send("done", {});
      } catch (error) {
        if (cancelled || req.signal.aborted) return;
        // The visitor's words are never logged; the provider's status or error name is enough.
        const reason =
          sdk && error instanceof sdk.APIError ? `status ${error.status}` : String(error);
        log.error("chat_provider_failed", { reason: upstream.stalled ? "timed out" : reason });
        send(
          "error",
          upstream.stalled
            ? { error: "upstream_timeout", message: failure.timeout }
            : { error: "upstream_error", message: failure.upstream },
        );
      } finally {
        upstream.release();
        if (!cancelled) controller.close();
      }
    },
    cancel() {
      cancelled = true;
      upstream.release();
      upstream.abort();
    },
  });
  return new Response(stream, { headers: streamHeaders });
}

/**
 * `POST /api/chat` with `{ message, history }` (see `chatBodySchema`): the broker persona's reply,
 * streamed as server-sent events. The provider's key and the persona prompt stay here; the
 * browser sends only the visitor's words. Conversations are not stored.
 *
 * Events, each `event: <name>` then `data: <JSON>`:
 * - `meta` `{ mode: "ai" | "faq" }` first: who answers. "faq" when `OPENAI_API_KEY` is unset or
 *   the day's `CHAT_DAILY_LIMIT` of AI answers is spent: the best-matching answer from the
 *   site's FAQ content, or an offer of a call. The provider is sent the latest history that
 *   fits `providerHistory`'s caps.
 * - `delta` `{ text }`, one or more: the next words of the reply, to append.
 * - `callback` `{ reason: "asked" | "offer", details }` at most once, before `done`: show the
 *   call-back card, prefilled with `details` (name, phone, email, preferredTime) read from the
 *   visitor's own messages, never from the reply. "asked" when the visitor's message holds a
 *   phone or an e-mail or asks to be called (src/chat/callback-detection.ts); "offer" when the
 *   FAQs have no answer, the question is not the broker's business, or the model called its
 *   `offer_callback` tool — only while the body's `callbackOffered` is not true.
 * - `done` `{}`: the reply is complete.
 * - `error` `{ error: "upstream_timeout" | "upstream_error", message }` instead of `done`: the
 *   provider failed, or said nothing for `CHAT_TIMEOUT_MS`; words sent before it are not a reply.
 *
 * Before the stream, a JSON error with its status: 415 not JSON, 413 body over 80 KB, 400 bad JSON
 * or fields (`fields` by path, e.g. `message`, `history.3.content`). The per-client rate limit
 * (429 with `Retry-After`) is applied in front of this handler by the app.
 *
 * Configuration (`ctx.options.chat`, from the environment): `OPENAI_API_KEY`, `OPENAI_BASE_URL`
 * (any OpenAI-compatible provider), `CHAT_MODEL` (default `gpt-4.1-mini`), `CHAT_TIMEOUT_MS`
 * (default 20000), `CHAT_DAILY_LIMIT` (default 2000).
 */
export const chat: FunctionHandler = async (req, ctx) => {
  const notJson = refuseUnlessJson(req, "message");
  if (notJson) return notJson;
  const tooLarge = () =>
    jsonError(
      413,
      "payload_too_large",
      `The request body is larger than ${CHAT_BODY_MAX_BYTES / 1024} KB.`,
    );
  if (Number(req.headers.get("content-length") ?? 0) > CHAT_BODY_MAX_BYTES) return tooLarge();
  const text = await req.text();
  if (encoder.encode(text).byteLength > CHAT_BODY_MAX_BYTES) return tooLarge();

  const json = parseJson(text);
  if ("refusal" in json) return json.refusal;
  const parsed = chatBodySchema.safeParse(json.data);
  if (!parsed.success) {
    return jsonError(400, "validation", "Please check the message.", {
      fields: fieldErrors(parsed.error),
    });
  }

  // NUL, other controls and bidi overrides: refused as the lead functions refuse them.
  const untypeable = [
    ...(UNTYPEABLE.test(parsed.data.message) ? ["message"] : []),
    ...(parsed.data.history ?? []).flatMap((entry, i) =>
      UNTYPEABLE.test(entry.content) ? [`history.${i}.content`] : [],
    ),
  ];
  if (untypeable.length > 0) {
    return jsonError(400, "validation", "Please check the message.", {
      fields: Object.fromEntries(
        untypeable.map((field) => [field, "Please remove the invisible control characters"]),
      ),
    });
  }

  const { apiKey } = ctx.options.chat;
  return apiKey && (await aiBudgetAllows(ctx))
    ? aiStream(req, parsed.data, apiKey, ctx)
    : faqStream(parsed.data, ctx.config);
};
