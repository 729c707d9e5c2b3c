/** What the bad-input suite's cases are made of, and the checks they share. */
import { randomUUID } from "node:crypto";
import type { ExpectStatic } from "vitest";
import { debtFormSource, resourceSource } from "../../src/content/lead-sources";
import type { Answer, Sent } from "./http-client";

export interface Case {
  name: string;
  path: string;
  sent: Sent;
  status: number;
  /** Further checks on the answer and its JSON (null when the answer is not JSON). */
  check?: (answer: Answer, json: Record<string, unknown> | null) => void;
}

export const jsonHeaders = (
  key: string | null = randomUUID(),
  type = "application/json",
): Record<string, string> => ({
  "Content-Type": type,
  ...(key ? { "Idempotency-Key": key } : {}),
});

export const post = (body: unknown, headers = jsonHeaders()): Sent => ({
  method: "POST",
  headers,
  body: typeof body === "string" ? body : JSON.stringify(body),
});

export const debtLead = {
  kind: "debt",
  name: "Jane Citizen",
  phone: "0400 111 222",
  debtAmount: "$50,000+",
  source: debtFormSource("modal"),
};

export const resourceRequest = {
  email: "sam@example.com",
  name: "Sam Reader",
  source: resourceSource("guide"),
  leadMagnet: "first-home-buyers-guide",
};

/** Odd but valid names, which must be stored exactly as sent. */
export const names = {
  emoji: "Zoë 😀 Nguyễn-O'Brien",
  sql: "Robert'); DROP TABLE leads;--",
  html: '<script>alert("x")</script><img src=x onerror=alert(1)>',
};

export const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
export const big = (bytes: number) => JSON.stringify({ ...debtLead, padding: "x".repeat(bytes) });
/** A body of `bytes` sent in 16 KB chunks, without a Content-Length. */
export const chunked = (bytes: number) =>
  Array.from({ length: bytes / 16_384 }, () => Buffer.alloc(16_384, "x"));

const fieldsOf = (json: Record<string, unknown> | null) =>
  Object.keys((json?.fields as Record<string, string>) ?? {});

export function checks(expect: ExpectStatic) {
  return {
    /** The answer names these fields as the ones to fix. */
    hasFields:
      (...fields: string[]) =>
      (_: Answer, json: Record<string, unknown> | null) =>
        expect(fieldsOf(json)).toEqual(expect.arrayContaining(fields)),
    /** A request that must travel over the connection the one before it used. */
    nextOnSameConnection: (path: string, sent: Sent, status: number): Case => ({
      name: "the next request on the same connection",
      path,
      sent,
      status,
      check: (answer) => expect(answer.reusedConnection).toBe(true),
    }),
  };
}
