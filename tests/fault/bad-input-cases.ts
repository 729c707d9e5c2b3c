/**
 * The bad (and some good) inputs sent to every function, in order over one keep-alive
 * connection, with the status each must be answered with.
 */
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { ExpectStatic } from "vitest";
import { formPostCases } from "./bad-input-form-cases";
import { big, type Case, checks, jsonHeaders, post } from "./bad-input-kit";
import { leadCases } from "./bad-input-lead-cases";
import { lineBreakCases } from "./bad-input-line-cases";
import { trustCases } from "./bad-input-trust-cases";
import type { Sent } from "./http-client";

export const WEBHOOK_SECRET = "whsec_bad_input_suite";

function signed(event: Record<string, unknown>, body = JSON.stringify(event)): Sent {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
  });
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body,
  };
}
function completed(session: Record<string, unknown> = {}, event: Record<string, unknown> = {}) {
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    created: Math.floor(Date.now() / 1000),
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${randomUUID().replaceAll("-", "")}`,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: 29700,
        currency: "usd",
        customer_details: { email: "pat@example.com", name: "Pat Payer" },
        metadata: { product: "strategy-session", utm_source: "google" },
        ...session,
      },
    },
    ...event,
  };
}

export function badInputCases(expect: ExpectStatic): Case[] {
  const { nextOnSameConnection } = checks(expect);
  const { submitLead, collectLead } = leadCases(expect);
  const checkoutKey = randomUUID();
  const replayedEvent = completed();
  const { created: _created, ...noCreated } = completed();
  const chat: Case[] = [
    {
      name: "a question",
      path: "/api/chat",
      sent: post({ message: "How does debt consolidation work?" }),
      status: 200,
      check: (answer) => expect(answer.headers["content-type"]).toContain("text/event-stream"),
    },
    {
      name: "emoji",
      path: "/api/chat",
      sent: post({ message: "Can I refinance? 🏠💸" }),
      status: 200,
    },
    { name: "malformed JSON", path: "/api/chat", sent: post('{"message":'), status: 400 },
    {
      name: "text/plain",
      path: "/api/chat",
      sent: post({ message: "hi" }, jsonHeaders(null, "text/plain")),
      status: 415,
    },
    { name: "no message", path: "/api/chat", sent: post({}), status: 400 },
    { name: "a message as a number", path: "/api/chat", sent: post({ message: 42 }), status: 400 },
    {
      name: "a 5,000-character message",
      path: "/api/chat",
      sent: post({ message: "a".repeat(5000) }),
      status: 400,
    },
    {
      name: "a NUL in the message",
      path: "/api/chat",
      sent: post({ message: "hi\u0000" }),
      status: 400,
    },
    {
      name: "a right-to-left override in the message",
      path: "/api/chat",
      sent: post({ message: "fees \u202Egnp.exe" }),
      status: 400,
    },
    {
      name: "a history that is not a list",
      path: "/api/chat",
      sent: post({ message: "hi", history: "everything" }),
      status: 400,
    },
    {
      name: "a history of 200 messages",
      path: "/api/chat",
      sent: post({ message: "hi", history: Array(200).fill({ sender: "user", content: "x" }) }),
      status: 400,
    },
    {
      name: "an 800 KB body",
      path: "/api/chat",
      sent: post(JSON.stringify({ message: "x".repeat(800_000) })),
      status: 413,
    },
    nextOnSameConnection("/api/chat", post({ message: "What are your fees?" }), 200),
  ];

  const checkout: Case[] = [
    {
      name: "a click",
      path: "/api/create-checkout-session",
      sent: post({ attribution: { utm_source: "google" } }, jsonHeaders(checkoutKey)),
      status: 200,
    },
    {
      name: "the same click again (replayed)",
      path: "/api/create-checkout-session",
      sent: post({ attribution: { utm_source: "google" } }, jsonHeaders(checkoutKey)),
      status: 200,
    },
    {
      name: "the same key with another body",
      path: "/api/create-checkout-session",
      sent: post({ attribution: { utm_source: "bing" } }, jsonHeaders(checkoutKey)),
      status: 409,
    },
    {
      name: "no body",
      path: "/api/create-checkout-session",
      sent: { method: "POST", headers: { "Idempotency-Key": randomUUID() } },
      status: 200,
    },
    { name: "malformed JSON", path: "/api/create-checkout-session", sent: post("{"), status: 400 },
    {
      name: "text/plain",
      path: "/api/create-checkout-session",
      sent: post({}, jsonHeaders(randomUUID(), "text/plain")),
      status: 415,
    },
    { name: "an array", path: "/api/create-checkout-session", sent: post("[]"), status: 400 },
    {
      name: "no Idempotency-Key",
      path: "/api/create-checkout-session",
      sent: post({}, jsonHeaders(null)),
      status: 400,
    },
    {
      name: "another site's Origin",
      path: "/api/create-checkout-session",
      sent: post({}, { ...jsonHeaders(), Origin: "https://evil.example" }),
      status: 403,
    },
    {
      name: "another site's Origin with a Host header naming that site",
      path: "/api/create-checkout-session",
      sent: post({}, { ...jsonHeaders(), Origin: "https://evil.example", Host: "evil.example" }),
      status: 403,
      check: (_, json) => expect(json?.error).toBe("origin_not_allowed"),
    },
    {
      name: "an 800 KB body",
      path: "/api/create-checkout-session",
      sent: post(big(800_000)),
      status: 413,
    },
    nextOnSameConnection("/api/create-checkout-session", post({}), 200),
  ];

  const webhook: Case[] = [
    {
      name: "a signed completed checkout",
      path: "/api/stripe-webhook",
      sent: signed(replayedEvent),
      status: 200,
      check: (_, json) => expect(json?.recorded).toBe(true),
    },
    {
      name: "the same event again",
      path: "/api/stripe-webhook",
      sent: signed(replayedEvent),
      status: 200,
      check: (_, json) => expect(json?.recorded).toBe(false),
    },
    { name: "no signature", path: "/api/stripe-webhook", sent: post(completed()), status: 400 },
    {
      name: "a forged signature",
      path: "/api/stripe-webhook",
      sent: { ...signed(completed()), headers: { "Stripe-Signature": "t=1,v1=deadbeef" } },
      status: 400,
    },
    {
      name: "signed malformed JSON",
      path: "/api/stripe-webhook",
      sent: signed({}, '{"id":'),
      status: 400,
    },
    {
      name: "a signed event without created",
      path: "/api/stripe-webhook",
      sent: signed(noCreated),
      status: 400,
    },
    {
      name: "a signed event with a NUL in the customer's name",
      path: "/api/stripe-webhook",
      sent: signed(completed({ customer_details: { email: "a@example.com", name: "A\u0000B" } })),
      status: 400,
    },
    {
      name: "a signed event of another type",
      path: "/api/stripe-webhook",
      sent: signed(completed({}, { type: "charge.refunded" })),
      status: 200,
    },
    { name: "an 800 KB body", path: "/api/stripe-webhook", sent: post(big(800_000)), status: 413 },
    nextOnSameConnection("/api/stripe-webhook", signed(completed()), 200),
  ];

  const health: Case[] = [
    { name: "GET", path: "/api/health", sent: {}, status: 200 },
    {
      name: "GET with a junk query",
      path: "/api/health?%00=<script>&a[b]=1",
      sent: {},
      status: 200,
    },
    { name: "POST", path: "/api/health", sent: post({}), status: 405 },
    { name: "an unknown function", path: "/api/health%00.php", sent: {}, status: 404 },
  ];

  const tag = (fn: string, cases: Case[]) => cases.map((c) => ({ ...c, name: `${fn}: ${c.name}` }));
  return [
    ...tag("submit-lead", submitLead),
    ...tag("collect-lead", collectLead),
    ...lineBreakCases(expect),
    ...formPostCases(expect),
    ...trustCases(expect),
    ...tag("chat", chat),
    ...tag("create-checkout-session", checkout),
    ...tag("stripe-webhook", webhook),
    ...tag("health", health),
  ];
}
