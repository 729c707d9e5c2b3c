import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore } from "../store";

let store: Store;
let distDir: string;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
  distDir = mkdtempSync(join(tmpdir(), "desk-pages-"));
}, 30_000);
afterAll(async () => {
  await store.close();
  rmSync(distDir, { recursive: true, force: true });
});

const app = () => createApp(testContext({ store }), { distDir });
const SITE = "http://localhost:8080";

describe("the desk's pages", () => {
  it("answer 503 with a plain sentence while the desk is not built", async () => {
    const response = await app().request(`${SITE}/desk`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("The desk is not built yet");
  });

  it("serve the desk's page for /desk and any path under it, never indexed or framed", async () => {
    mkdirSync(join(distDir, "desk/assets"), { recursive: true });
    writeFileSync(join(distDir, "desk/index.html"), "<!doctype html><title>Desk</title>");
    for (const path of ["/desk", "/desk/enrol?token=x", "/desk/leads/123"]) {
      const response = await app().request(`${SITE}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("<title>Desk</title>");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toContain("unsafe-inline");
    }
  });

  it("name in the page's header its files and what the desk asks first, so a phone asks them beside the script", async () => {
    writeFileSync(join(distDir, "desk/index.html"), "<!doctype html><title>Desk</title>");
    const links = async (path: string) =>
      (await app().request(`${SITE}${path}`)).headers.get("Link");
    const preload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;
    expect(await links("/desk")).toBe(
      `${preload("/desk/api/me")}, ${preload("/desk/api/leads?limit=20")}`,
    );
    // The inbox's filters as the inbox sends them (inbox-first-page.element.test.ts).
    expect(await links("/desk/?stage=new&junk=1")).toBe(
      `${preload("/desk/api/me")}, ${preload("/desk/api/leads?stage=new&limit=20")}`,
    );
    expect(await links("/desk/leads/123")).toBe(preload("/desk/api/me"));
    // The enrol page asks no one who is signed in; nothing is preloaded.
    expect(await links("/desk/enrol?token=x")).toBeNull();

    // The page's script and stylesheet first, so the server sends them before it reads leads.
    writeFileSync(
      join(distDir, "desk/index.html"),
      `<!doctype html><title>Desk</title>
      <script type="module" crossorigin src="/desk/assets/desk-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/desk/assets/jsx-runtime-b2.js">
      <link rel="stylesheet" crossorigin href="/desk/assets/desk-c3.css">`,
    );
    expect(await links("/desk/leads/123")).toBe(
      [
        "</desk/assets/desk-a1.js>; rel=modulepreload; crossorigin",
        "</desk/assets/jsx-runtime-b2.js>; rel=modulepreload; crossorigin",
        "</desk/assets/desk-c3.css>; rel=preload; as=style; crossorigin",
        preload("/desk/api/me"),
      ].join(", "),
    );
  });

  it("serve its assets as immutable files, and nothing outside them", async () => {
    writeFileSync(join(distDir, "desk/assets/app-abc123.js"), "console.log(1)");
    writeFileSync(join(distDir, "desk/assets/app-abc123.js.map"), "{}");
    const script = await app().request(`${SITE}/desk/assets/app-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("Cache-Control")).toContain("immutable");
    expect(script.headers.get("Content-Type")).toContain("javascript");
    for (const path of [
      "/desk/assets/app-abc123.js.map",
      "/desk/assets/..%2findex.html",
      "/desk/assets/nope.js",
    ]) {
      expect((await app().request(`${SITE}${path}`)).status, path).toBe(404);
    }
  });

  it("serve what installs the desk: its worker always looked for afresh, its manifest as one", async () => {
    mkdirSync(join(distDir, "desk/icons"), { recursive: true });
    writeFileSync(join(distDir, "desk/sw.js"), "self.addEventListener('push', () => {})");
    writeFileSync(join(distDir, "desk/sw.js.map"), "{}");
    writeFileSync(join(distDir, "desk/manifest.webmanifest"), '{"name":"Desk"}');
    writeFileSync(join(distDir, "desk/icons/desk-192.png"), "png");
    const worker = await app().request(`${SITE}/desk/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("Content-Type")).toContain("javascript");
    expect(worker.headers.get("Cache-Control")).toBe("no-cache");
    const manifest = await app().request(`${SITE}/desk/manifest.webmanifest`);
    expect(manifest.headers.get("Content-Type")).toBe("application/manifest+json");
    expect(await manifest.json()).toEqual({ name: "Desk" });
    expect((await app().request(`${SITE}/desk/icons/desk-192.png`)).status).toBe(200);
    // The worker's source map holds its sources: the page answers in its place.
    expect(await (await app().request(`${SITE}/desk/sw.js.map`)).text()).toContain("<title>Desk");
  });

  it("open on localhost when asked for on 127.0.0.1, where no passkey can be bound", async () => {
    const response = await app().request("http://127.0.0.1:8080/desk/enrol?token=abc");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost:8080/desk/enrol?token=abc");
  });
});
