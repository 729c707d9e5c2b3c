/**
 * Probes of who a limit counts and what a chat may cost: a visitor writing a new first address
 * into X-Forwarded-For each time, new IPv6 addresses in one /64, and the longest history the
 * chat accepts. Sent in order over one keep-alive connection to a server behind one proxy
 * (`TRUSTED_PROXY_COUNT=1`) with `LEAD_RATE_LIMIT=3` and `CHAT_RATE_LIMIT=3`.
 */
import { randomUUID } from "node:crypto";
import type { ExpectStatic } from "vitest";
import type { FakeOpenAI } from "../fakes/openai";
import { type Case, debtLead, jsonHeaders, post } from "./bad-input-kit";

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
