import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGNED_OUT_EVENT } from "../api/client";
import { deskApi } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(status: number, body: unknown) {
  const events: string[] = [];
  const target = new EventTarget();
  target.addEventListener(SIGNED_OUT_EVENT, (event) => events.push(event.type));
  vi.stubGlobal("window", target);
  vi.stubGlobal("fetch", async () => Response.json(body, { status }));
  return events;
}

describe("the settings' calls to the desk API (finding 12)", () => {
  it("given a session that has ended, tells the desk to show the sign-in", async () => {
    const events = answering(401, {
      error: "unauthenticated",
      message: "Sign in to the desk first.",
    });

    await expect(deskApi("/passkeys")).rejects.toMatchObject({ status: 401 });

    expect(events).toEqual([SIGNED_OUT_EVENT]);
  });

  it("given a passkey the sign-in does not know, leaves the sign-in to say so", async () => {
    const events = answering(401, { error: "unknown_passkey", message: "Not registered" });

    await expect(deskApi("/sign-in/verify", { method: "POST", body: {} })).rejects.toMatchObject({
      code: "unknown_passkey",
    });

    expect(events).toEqual([]);
  });
});
