import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, SIGNED_OUT_EVENT } from "./client";

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

describe("every page's calls to the desk API", () => {
  it("given a session that has ended, tells the desk to show the sign-in", async () => {
    const events = answering(401, {
      error: "unauthenticated",
      message: "Sign in to the desk first.",
    });

    await expect(api("/passkeys")).rejects.toMatchObject({ status: 401 });

    expect(events).toEqual([SIGNED_OUT_EVENT]);
  });

  it("given a passkey the sign-in does not know, leaves the sign-in to say so", async () => {
    const events = answering(401, { error: "unknown_passkey", message: "Not registered" });

    await expect(api("/sign-in/verify", { method: "POST", body: {} })).rejects.toMatchObject({
      code: "unknown_passkey",
    });

    expect(events).toEqual([]);
  });

  it("given no connection, says the desk could not be reached, and no more", async () => {
    const events = answering(200, {});
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });

    const failure = await api("/leads").catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: "offline" });
    expect(events).toEqual([]);
  });

  it("given a call given up on purpose, lets its abort through as it is", async () => {
    answering(200, {});
    const abort = new AbortController();
    vi.stubGlobal("fetch", async () => {
      abort.abort();
      throw new DOMException("aborted", "AbortError");
    });

    await expect(api("/leads", { signal: abort.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});
