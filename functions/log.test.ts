import { describe, expect, it } from "vitest";
import { createLogger, maskPersonalData } from "./log";

describe("maskPersonalData", () => {
  it.each([
    ["lead from jane.citizen@example.com.au", "lead from j***@example.com.au"],
    ["Sam+ads@mail.example.org wrote", "S***@mail.example.org wrote"],
    ["call 0400 111 222 today", "call ***222 today"],
    ["call +61 400 111 222 today", "call ***222 today"],
    ["+61400111222", "***222"],
    ["office (02) 9999 1234", "office ***234"],
    ["0400-111-222 or 0400.111.333", "***222 or ***333"],
  ])("masks %j", (text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it.each([
    "lead 5f0c7c1e-2b1a-4a5e-9d6b-012345678901 stored",
    "created 2030-01-02T10:00:00.000Z",
    "amount 29700 cents, attempt 3 of 10",
    "POST /api/submit-lead 201 in 12 ms",
    "retry in 3600000 ms",
    "port 8080 on 127.0.0.1",
  ])("leaves %j as it is", (text) => {
    expect(maskPersonalData(text)).toBe(text);
  });
});

describe("createLogger", () => {
  it("writes one JSON line per event with time, level, event and masked fields", () => {
    const lines: [string, string][] = [];
    const log = createLogger(
      { write: (level, line) => lines.push([level, line]) },
      () => new Date("2030-01-02T03:04:05.000Z"),
    );

    log.warn("forward_failed", {
      target: "form",
      attempts: 2,
      reason: "rejected jane@example.com",
      lead: { phone: "0400 111 222", nested: ["sam@example.org"] },
    });

    expect(lines).toHaveLength(1);
    const [level, line] = lines[0] ?? [];
    expect(level).toBe("warn");
    expect(line).not.toContain("\n");
    expect(JSON.parse(line ?? "")).toEqual({
      time: "2030-01-02T03:04:05.000Z",
      level: "warn",
      event: "forward_failed",
      target: "form",
      attempts: 2,
      reason: "rejected j***@example.com",
      lead: { phone: "***222", nested: ["s***@example.org"] },
    });
  });

  it("logs an error as its name, message and stack, masked", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (_, line) => lines.push(line) });

    log.error("request_failed", { error: new TypeError("bad lead from sam@example.org") });

    const entry = JSON.parse(lines[0] ?? "");
    expect(entry.error.name).toBe("TypeError");
    expect(entry.error.message).toBe("bad lead from s***@example.org");
    expect(entry.error.stack).toContain("log.test.ts");
    expect(entry.error.stack).not.toContain("sam@example.org");
  });
});
