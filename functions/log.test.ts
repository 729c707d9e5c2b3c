import { describe, expect, it } from "vitest";
import { consoleShaped, createLogger, maskPersonalData } from "./log";

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

describe("an error with causes", () => {
  it("is logged with its code and the chain of what caused it, masked", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (_, line) => lines.push(line) });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const unreachable = new AggregateError([refused], "");
    const error = new Error("could not store the lead of jane@example.com", {
      cause: Object.assign(new Error("insert failed", { cause: unreachable }), { code: "08006" }),
    });

    log.error("store_failed", { error });

    const entry = JSON.parse(lines[0] ?? "");
    expect(entry.error.message).toBe("could not store the lead of j***@example.com");
    expect(entry.error.cause).toMatchObject({ message: "insert failed", code: "08006" });
    expect(entry.error.cause.cause.name).toBe("AggregateError");
    expect(entry.error.cause.cause.errors[0]).toMatchObject({
      message: "connect ECONNREFUSED 127.0.0.1:5432",
      code: "ECONNREFUSED",
    });
    expect(lines[0]).not.toContain("jane@example.com");
  });

  it("keeps a cycle of causes to a few levels", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (_, line) => lines.push(line) });
    const error = new Error("loop");
    error.cause = error;

    log.error("failed", { error });

    expect(JSON.parse(lines[0] ?? "").error.cause.cause.message).toBe("loop");
  });
});

describe("consoleShaped", () => {
  it("logs what the forwarder hands over with its message: the error and its causes", () => {
    const lines: [string, string][] = [];
    const log = consoleShaped(
      createLogger({ write: (level, line) => lines.push([level, line]) }),
      "forwarding",
    );
    const error = new TypeError("fetch failed", {
      cause: Object.assign(new Error("getaddrinfo ENOTFOUND crm.example.test"), {
        code: "ENOTFOUND",
      }),
    });

    log.error("forwarding: could not work through the deliveries:", error);
    log.warn("forwarding: lead 5b1d to sam@example.org failed");

    const [level, line] = lines[0] ?? [];
    const entry = JSON.parse(line ?? "");
    expect(level).toBe("error");
    expect(entry).toMatchObject({
      event: "forwarding",
      message: "forwarding: could not work through the deliveries:",
      error: { name: "TypeError", message: "fetch failed", cause: { code: "ENOTFOUND" } },
    });
    expect(JSON.parse(lines[1]?.[1] ?? "").message).toBe(
      "forwarding: lead 5b1d to s***@example.org failed",
    );
  });
});
