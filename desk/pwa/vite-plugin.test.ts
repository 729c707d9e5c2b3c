import { describe, expect, it } from "vitest";
import { deskInstallFiles } from "./vite-plugin";

/*
 * The desk's build, as Rollup hands it to the plugin: what it writes at the top of the service
 * worker for it to keep offline.
 */

const chunk = (fileName: string, code = "") => ({ type: "chunk" as const, fileName, code });
const asset = (fileName: string) => ({ type: "asset" as const, fileName, source: "" });

function built(bundle: Record<string, ReturnType<typeof chunk> | ReturnType<typeof asset>>) {
  const plugin = deskInstallFiles({ tradingName: "Eastside" });
  const generate = plugin.generateBundle as unknown as (
    this: { emitFile(file: unknown): string },
    options: unknown,
    bundle: unknown,
  ) => void;
  generate.call({ emitFile: () => "" }, {}, bundle);
  const worker = bundle["sw.js"];
  const code = worker?.type === "chunk" ? worker.code : "";
  const written = /^self\.deskBuild=(\{.*?\});/.exec(code)?.[1];
  return { code, build: JSON.parse(written ?? "null") as { version: string; files: string[] } };
}

describe("the desk's build for its service worker", () => {
  it("names every script and stylesheet, those of lazily loaded pages too, and no source map", () => {
    const { code, build } = built({
      "sw.js": chunk("sw.js", "self.addEventListener('push',()=>{});"),
      "index.html": asset("index.html"),
      "assets/desk-a1.js": chunk("assets/desk-a1.js"),
      "assets/desk-a1.js.map": asset("assets/desk-a1.js.map"),
      "assets/LeadPage-b2.js": chunk("assets/LeadPage-b2.js"),
      "assets/Settings-c3.css": asset("assets/Settings-c3.css"),
    });
    expect(build.files).toEqual([
      "/desk/assets/LeadPage-b2.js",
      "/desk/assets/Settings-c3.css",
      "/desk/assets/desk-a1.js",
    ]);
    expect(code.endsWith("self.addEventListener('push',()=>{});")).toBe(true);
  });

  it("gives a build with other files another version, so an installed desk takes it up", () => {
    const one = built({ "sw.js": chunk("sw.js"), "assets/desk-a1.js": chunk("assets/desk-a1.js") });
    const same = built({
      "sw.js": chunk("sw.js"),
      "assets/desk-a1.js": chunk("assets/desk-a1.js"),
    });
    const next = built({
      "sw.js": chunk("sw.js"),
      "assets/desk-d4.js": chunk("assets/desk-d4.js"),
    });
    expect(one.build.version).toBe(same.build.version);
    expect(next.build.version).not.toBe(one.build.version);
  });
});
