import { describe, expect, it } from "vitest";
import { parseServerOptions } from "../options";
import { runDeskCli } from "./desk";

describe("npm run desk -- push-keys", () => {
  it("prints a new VAPID key pair as the two settings the server starts with", async () => {
    let stdout = "";
    const code = await runDeskCli(["push-keys"], {
      env: {},
      stdout: (text) => {
        stdout += text;
      },
      stderr: () => {},
    });
    expect(code).toBe(0);
    const env = Object.fromEntries(
      stdout
        .trim()
        .split("\n")
        .map((line) => line.split("=")),
    );
    expect(Object.keys(env)).toEqual(["PUSH_VAPID_PUBLIC_KEY", "PUSH_VAPID_PRIVATE_KEY"]);
    const options = parseServerOptions(env);
    expect(options.vapid?.publicKey).toBe(env.PUSH_VAPID_PUBLIC_KEY);
    expect(options.deliveryTargets).toContain("push");
  });

  it("stops the server's start when only one of the pair is set", () => {
    expect(() => parseServerOptions({ PUSH_VAPID_PUBLIC_KEY: "x".repeat(87) })).toThrow(
      /PUSH_VAPID_PRIVATE_KEY/,
    );
  });
});
