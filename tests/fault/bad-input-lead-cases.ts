/** Bad (and some good) inputs to the two lead functions. */
import { randomUUID } from "node:crypto";
import type { ExpectStatic } from "vitest";
import {
  big,
  type Case,
  checks,
  chunked,
  debtLead,
  jsonHeaders,
  names,
  nested,
  post,
  resourceRequest,
} from "./bad-input-kit";

export function leadCases(expect: ExpectStatic): { submitLead: Case[]; collectLead: Case[] } {
  const { hasFields, nextOnSameConnection } = checks(expect);
  const leadKey = randomUUID();
  const resourceRequestKey = randomUUID();
  const submitLead: Case[] = [
    {
      name: "a valid lead",
      path: "/api/submit-lead",
      sent: post(debtLead, jsonHeaders(leadKey)),
      status: 201,
    },
    {
      name: "the same key and body again (replayed)",
      path: "/api/submit-lead",
      sent: post(debtLead, jsonHeaders(leadKey)),
      status: 201,
      check: (answer) => expect(answer.headers["idempotent-replayed"]).toBe("true"),
    },
    {
      name: "the same key with another body",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: "Someone Else" }, jsonHeaders(leadKey)),
      status: 409,
    },
    {
      name: "JSON with a charset, in capitals",
      path: "/api/submit-lead",
      sent: post(debtLead, jsonHeaders(randomUUID(), "Application/JSON; charset=UTF-8")),
      status: 201,
    },
    {
      name: "JSON after a UTF-8 byte-order mark",
      path: "/api/submit-lead",
      sent: post(`\uFEFF${JSON.stringify(debtLead)}`),
      status: 201,
    },
    {
      name: "malformed JSON",
      path: "/api/submit-lead",
      sent: post('{"kind":"debt",'),
      status: 400,
    },
    { name: "an empty body", path: "/api/submit-lead", sent: post(""), status: 400 },
    {
      name: "no Content-Type",
      path: "/api/submit-lead",
      sent: {
        method: "POST",
        headers: { "Idempotency-Key": randomUUID() },
        body: JSON.stringify(debtLead),
      },
      status: 415,
    },
    {
      name: "text/plain",
      path: "/api/submit-lead",
      sent: post(debtLead, jsonHeaders(randomUUID(), "text/plain")),
      status: 415,
    },
    {
      name: "a urlencoded form",
      path: "/api/submit-lead",
      sent: post(
        "kind=debt&name=Jane",
        jsonHeaders(randomUUID(), "application/x-www-form-urlencoded"),
      ),
      status: 415,
    },
    {
      name: "multipart",
      path: "/api/submit-lead",
      sent: post(
        "--x\r\n\r\nhi\r\n--x--",
        jsonHeaders(randomUUID(), "multipart/form-data; boundary=x"),
      ),
      status: 415,
    },
    {
      name: "no Idempotency-Key",
      path: "/api/submit-lead",
      sent: post(debtLead, jsonHeaders(null)),
      status: 400,
    },
    {
      name: "a malformed Idempotency-Key",
      path: "/api/submit-lead",
      sent: post(debtLead, jsonHeaders("a b'; --")),
      status: 400,
    },
    { name: "null", path: "/api/submit-lead", sent: post("null"), status: 400 },
    { name: "an array", path: "/api/submit-lead", sent: post("[]"), status: 400 },
    { name: "a string", path: "/api/submit-lead", sent: post('"lead"'), status: 400 },
    { name: "a number", path: "/api/submit-lead", sent: post("42"), status: 400 },
    {
      name: "wrong types",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: 123, phone: true, debtAmount: [] }),
      status: 400,
      check: hasFields("name", "phone"),
    },
    {
      name: "missing fields",
      path: "/api/submit-lead",
      sent: post({ kind: "debt" }),
      status: 400,
      check: hasFields("name", "phone"),
    },
    {
      name: "an unknown kind",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, kind: "admin" }),
      status: 400,
    },
    {
      name: "unknown fields (dropped)",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, isAdmin: true, role: "owner" }),
      status: 201,
    },
    {
      name: "a __proto__ key",
      path: "/api/submit-lead",
      sent: post(`{"__proto__":{"isAdmin":true},${JSON.stringify(debtLead).slice(1)}`),
      status: 201,
    },
    {
      name: "deep nesting within the size limit",
      path: "/api/submit-lead",
      sent: post(`{"kind":"debt","name":${nested(4000)}}`),
      status: 400,
    },
    {
      name: "deep nesting over the size limit",
      path: "/api/submit-lead",
      sent: post(`{"name":${nested(400_000)}}`),
      status: 413,
    },
    {
      name: "a NUL in the name",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: "Jane\u0000Citizen" }),
      status: 400,
      check: hasFields("name"),
    },
    {
      name: "a right-to-left override in the name",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: "Jane \u202Egpj.exe" }),
      status: 400,
      check: hasFields("name"),
    },
    {
      name: "emoji and accents in the name",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: names.emoji }),
      status: 201,
    },
    {
      name: "a 10,000-character name on one line",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: "A".repeat(10_000) }),
      status: 400,
      check: hasFields("name"),
    },
    {
      name: "an SQL injection as the name",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: names.sql }),
      status: 201,
    },
    {
      name: "HTML as the name",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: names.html }),
      status: 201,
    },
    {
      name: "an SQL injection as the phone",
      path: "/api/submit-lead",
      sent: post({ ...debtLead, phone: "0400' OR '1'='1" }),
      status: 400,
      check: hasFields("phone"),
    },
    { name: "an 800 KB body", path: "/api/submit-lead", sent: post(big(800_000)), status: 413 },
    nextOnSameConnection("/api/submit-lead", post(debtLead), 201),
    {
      name: "an 800 KB body in chunks",
      path: "/api/submit-lead",
      sent: { method: "POST", headers: jsonHeaders(), body: chunked(819_200) },
      status: 413,
    },
    nextOnSameConnection("/api/submit-lead", post(debtLead), 201),
    { name: "GET", path: "/api/submit-lead", sent: {}, status: 405 },
    {
      name: "PUT",
      path: "/api/submit-lead",
      sent: { ...post(debtLead), method: "PUT" },
      status: 405,
    },
  ];

  const collectLead: Case[] = [
    {
      name: "a valid resource request",
      path: "/api/collect-lead",
      sent: post(resourceRequest, jsonHeaders(resourceRequestKey)),
      status: 201,
    },
    {
      name: "the same key and body again (replayed)",
      path: "/api/collect-lead",
      sent: post(resourceRequest, jsonHeaders(resourceRequestKey)),
      status: 201,
      check: (answer) => expect(answer.headers["idempotent-replayed"]).toBe("true"),
    },
    {
      name: "the same key with another body",
      path: "/api/collect-lead",
      sent: post(
        { ...resourceRequest, email: "other@example.com" },
        jsonHeaders(resourceRequestKey),
      ),
      status: 409,
    },
    {
      name: "the same e-mail, in capitals, with a new key (answered as a new one)",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, email: " SAM@Example.com " }),
      status: 201,
      check: (_, json) => expect(json).toEqual({ ok: true }),
    },
    { name: "malformed JSON", path: "/api/collect-lead", sent: post("{email:"), status: 400 },
    {
      name: "text/plain",
      path: "/api/collect-lead",
      sent: post(resourceRequest, jsonHeaders(randomUUID(), "text/plain")),
      status: 415,
    },
    {
      name: "no e-mail",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, email: undefined }),
      status: 400,
      check: hasFields("email"),
    },
    {
      name: "an invalid e-mail",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, email: "sam@@example" }),
      status: 400,
      check: hasFields("email"),
    },
    {
      name: "an e-mail as a number",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, email: 42 }),
      status: 400,
      check: hasFields("email"),
    },
    {
      name: "an unknown resource",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, leadMagnet: "../../etc/passwd" }),
      status: 400,
      check: hasFields("leadMagnet"),
    },
    {
      name: "a NUL in the e-mail",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, email: "sam\u0000@example.com" }),
      status: 400,
      check: hasFields("email"),
    },
    {
      name: "an emoji name",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, email: "zoe@example.com", name: names.emoji }),
      status: 201,
    },
    { name: "an 800 KB body", path: "/api/collect-lead", sent: post(big(800_000)), status: 413 },
    nextOnSameConnection(
      "/api/collect-lead",
      post({ ...resourceRequest, email: "lee@example.com" }),
      201,
    ),
  ];

  return { submitLead, collectLead };
}
