import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { testContext } from "../../tests/fixtures/function-context";
import { newLead } from "../../tests/fixtures/new-lead";
import { createApp } from "../server/app";
import { openStore } from "../store";
import type { Store } from "../store/types";

const SITE = "http://127.0.0.1:8080";
let store: Store;
let token: string;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
  ({ token } = await enrolledSession(store));
  for (let n = 0; n < 20; n++) {
    await store.insertLead(
      newLead({
        createdAt: new Date(Date.now() - n * 60_000),
        payload: { name: `Jane Smith ${n}`, phone: `0412 345 ${String(n).padStart(3, "0")}` },
      }),
      [{ target: "form", status: "pending" }],
    );
  }
}, 30_000);
afterAll(() => store.close());

const ask = (path: string, acceptEncoding?: string) =>
  createApp(testContext({ store, clock: () => new Date() })).request(`${SITE}/desk/api${path}`, {
    headers: {
      Cookie: `desk-session=${token}`,
      ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}),
    },
  });

describe("the desk API's answers on a slow network", () => {
  it("sends the inbox's first page brotli-compressed to a browser that takes it, the same JSON once decoded", async () => {
    const plain = await ask("/leads?limit=20");
    const text = await plain.text();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(JSON.parse(text).leads).toHaveLength(20);

    const packed = await ask("/leads?limit=20", "gzip, deflate, br, zstd");
    expect(packed.status).toBe(200);
    expect(packed.headers.get("Content-Encoding")).toBe("br");
    expect(packed.headers.get("Vary")).toContain("Accept-Encoding");
    expect(packed.headers.get("Cache-Control")).toBe("no-store");
    expect(packed.headers.get("Set-Cookie")).toContain("desk-session=");
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(bytes).toString()).toBe(text);
  });

  it("sends gzip to a client that takes only gzip, and nothing encoded to one that refuses both", async () => {
    const gzip = await ask("/leads?limit=20", "gzip;q=1, br;q=0");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(
      JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).leads,
    ).toHaveLength(20);

    const identity = await ask("/leads?limit=20", "identity");
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect((await identity.json()).leads).toHaveLength(20);
  });

  it("sends a short answer as it is", async () => {
    const me = await ask("/me", "br, gzip");
    expect(me.headers.get("Content-Encoding")).toBeNull();
    expect(me.headers.get("Vary")).toContain("Accept-Encoding");
    expect((await me.json()).user).toBeTruthy();
  });

  it("never compresses the live stream, whose events must reach the desk as they are written", async () => {
    const stream = await ask("/leads/stream", "br, gzip");
    expect(stream.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("Content-Encoding")).toBeNull();
    await stream.body?.cancel();
  });
});
