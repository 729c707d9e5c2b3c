import { afterEach, describe, expect, it, vi } from "vitest";
import { captureLog } from "../../tests/fixtures/captured-log";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { Store } from "../store";

// The store counts the reports per client; nothing else of a report is kept.
let store: Store;
memoryStore((ready) => {
  store = ready.store;
}, 120_000);

let minute = 0;
function appWith(env: Record<string, string> = {}) {
  const now = new Date(Date.UTC(2030, 4, 1, 9, minute++, 20));
  return createApp(testContext({ store, clock: () => now, options: parseServerOptions(env) }));
}

afterEach(() => vi.restoreAllMocks());

const post = (body: string, type: string) =>
  new Request("http://127.0.0.1/api/csp-report", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });

describe("POST /api/csp-report", () => {
  it("logs a report-uri violation as one line, without the page's query, and answers 204", async () => {
    const log = captureLog();
    const report = {
      "csp-report": {
        "document-uri": "https://www.example.com/debtconsol?email=jane@example.com",
        "blocked-uri": "inline",
        "violated-directive": "style-src-elem",
        "effective-directive": "style-src-elem",
        "original-policy": "default-src 'self'",
        "source-file": "https://www.example.com/widgets/chunks/toaster.js",
        "line-number": 1,
        "column-number": 42,
        "script-sample": "",
      },
    };

    const response = await appWith().fetch(post(JSON.stringify(report), "application/csp-report"));

    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(log).toEqual([
      expect.objectContaining({
        level: "warn",
        event: "csp_violation",
        document: "https://www.example.com/debtconsol",
        blocked: "inline",
        directive: "style-src-elem",
        source: "https://www.example.com/widgets/chunks/toaster.js",
        line: 1,
        column: 42,
      }),
    ]);
  });

  it("logs each csp-violation of a Reporting API batch and skips other report types", async () => {
    const log = captureLog();
    const batch = [
      {
        type: "csp-violation",
        url: "https://debt.example.com/",
        body: {
          documentURL: "https://debt.example.com/",
          blockedURL: "https://evil.example.net/x.js?id=1",
          effectiveDirective: "script-src-elem",
          disposition: "enforce",
        },
      },
      { type: "deprecation", url: "https://debt.example.com/", body: { id: "x" } },
      {
        type: "csp-violation",
        url: "https://debt.example.com/privacy",
        body: { documentURL: "https://debt.example.com/privacy", effectiveDirective: "frame-src" },
      },
    ];

    const response = await appWith().fetch(post(JSON.stringify(batch), "application/reports+json"));

    expect(response.status).toBe(204);
    expect(log.map((line) => [line.event, line.directive, line.blocked])).toEqual([
      ["csp_violation", "script-src-elem", "https://evil.example.net/x.js"],
      ["csp_violation", "frame-src", undefined],
    ]);
  });

  it.each([
    ["not JSON", "{", "invalid_json"],
    ["JSON that is no report", '{"hello":"world"}', "invalid_report"],
  ])("answers 400 to %s", async (_, body, error) => {
    const response = await appWith().fetch(post(body, "application/csp-report"));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error });
  });

  it("answers 429 once a client has sent CSP_REPORT_RATE_LIMIT reports in a minute", async () => {
    captureLog();
    const app = appWith({ CSP_REPORT_RATE_LIMIT: "3" });
    const report = JSON.stringify({ "csp-report": { "document-uri": "https://x.example.com/" } });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.fetch(post(report, "application/csp-report"))).status);
    }

    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
