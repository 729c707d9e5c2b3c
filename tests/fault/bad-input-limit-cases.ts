/**
 * Probes of who a limit counts and what a chat may cost: a visitor writing a new first address
 * into X-Forwarded-For each time, new IPv6 addresses in one /64, and the longest history the
 * chat accepts. Sent in order over one keep-alive connection to a server behind one proxy
 * (`TRUSTED_PROXY_COUNT=1`) with `LEAD_RATE_LIMIT=3` and `CHAT_RATE_LIMIT=3`.
 */
import { randomUUID } from "node:crypto";
import type { ExpectStatic } from "vitest";
import type { FakeOpenAI } from "../fakes/openai";
import { type Case, debtLead, jsonHeaders, post, resourceRequest } from "./bad-input-kit";

const via = (forwardedFor: string, key: string | null = randomUUID()) => ({
  ...jsonHeaders(key),
  "X-Forwarded-For": forwardedFor,
});

/** `count` requests, the i-th (from 1) sent as `sent(i)`, answered `statuses[i - 1]`. */
const series = (
  name: string,
  path: string,
  statuses: number[],
  sent: (i: number) => Case["sent"],
): Case[] =>
  statuses.map((status, index) => ({
    name: `${name} #${index + 1}`,
    path,
    sent: sent(index + 1),
    status,
  }));

/** A form's fields as a browser sends them without the widget's code. */
const formSent = (fields: Record<string, string>, forwardedFor: string): Case["sent"] => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
  body: new URLSearchParams(fields).toString(),
});

/** One visitor's leads through each route that stores one: three in all, then 429 on each. */
function sharedAllowance(): Case[] {
  const visitor = "203.0.113.71";
  const resource = { ...resourceRequest, email: "shared@example.com" };
  const form = { name: "Jo Form", phone: "0400 111 222", debtAmount: "$50,000+" };
  const formPath = "/api/form-post?to=submit-lead&kind=debt&source=debt-lead-inline";
  const name = (route: string) => `one lead allowance for every route that stores a lead: ${route}`;
  return [
    {
      name: name("submit-lead"),
      path: "/api/submit-lead",
      sent: post(debtLead, via(visitor)),
      status: 201,
    },
    {
      name: name("collect-lead"),
      path: "/api/collect-lead",
      sent: post(resource, via(visitor)),
      status: 201,
    },
    {
      name: name("form-post"),
      path: `${formPath}&key=shared-1`,
      sent: formSent(form, visitor),
      status: 303,
    },
    {
      name: name("form-post over it"),
      path: `${formPath}&key=shared-2`,
      sent: formSent(form, visitor),
      status: 429,
    },
    {
      name: name("collect-lead over it"),
      path: "/api/collect-lead",
      sent: post(resource, via(visitor)),
      status: 429,
    },
    {
      name: name("submit-lead over it"),
      path: "/api/submit-lead",
      sent: post(debtLead, via(visitor)),
      status: 429,
    },
  ];
}

export function limitCases(expect: ExpectStatic, provider: FakeOpenAI): Case[] {
  const longHistory = Array.from({ length: 20 }, (_, i) => ({
    sender: i % 2 ? "ai" : "user",
    content: `${i} `.padEnd(1000, "é"),
  }));
  return [
    ...series(
      "submit-lead: a new first address in X-Forwarded-For each time",
      "/api/submit-lead",
      [201, 201, 201, 429, 429, 429, 429, 429],
      (i) => post(debtLead, via(`198.51.100.${i}, 203.0.113.7`)),
    ),
    ...series(
      "submit-lead: a new IPv6 address in one /64 each time",
      "/api/submit-lead",
      [201, 201, 201, 429, 429],
      (i) => post(debtLead, via(`2001:db8:77:1::${i}`)),
    ),
    ...sharedAllowance(),
    {
      name: "submit-lead: another visitor behind the same proxy",
      path: "/api/submit-lead",
      sent: post(debtLead, via("203.0.113.70")),
      status: 201,
    },
    ...series(
      "chat: a new first address in X-Forwarded-For each time",
      "/api/chat",
      [200, 200, 200, 429, 429, 429],
      (i) => post({ message: "What are your fees?" }, via(`198.51.100.${i}, 203.0.113.8`, null)),
    ),
    {
      name: "chat: 20 messages of history of 1,000 characters each",
      path: "/api/chat",
      sent: post({ message: "x".repeat(1000), history: longHistory }, via("203.0.113.9", null)),
      status: 200,
      check: () => {
        const messages = provider.requests.at(-1)?.body.messages ?? [];
        const earlier = messages.slice(1, -1);
        expect(earlier.length).toBeLessThanOrEqual(10);
        expect(earlier.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(3000);
        expect(earlier.at(-1)?.content).toBe(longHistory.at(-1)?.content);
      },
    },
  ];
}
