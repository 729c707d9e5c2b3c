import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspSources, sha256 } from "./csp";

// Computed here, independently of the module under test.
const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const page = (site: "main" | "debt", html: string, file = "index.html") => ({ site, file, html });

describe("cspSources", () => {
  it("hashes each inline <style> and each style attribute as the browser reads it", () => {
    const sources = cspSources([
      page(
        "main",
        '<lead-form><template shadowrootmode="open"><style data-ebw-prerendered>:host{color:red}</style>' +
          '<div style="width:20%"></div><p style="font-family:&quot;A&quot;">x</p></template></lead-form>',
      ),
    ]);

    expect(sources.main.styleSrc).toEqual([hash(":host{color:red}")]);
    expect(sources.main.styleSrcAttr.sort()).toEqual(
      [hash("width:20%"), hash('font-family:"A"')].sort(),
    );
    expect(sources.debt.styleSrc).toEqual([]);
  });

  it("hashes an inline script that runs, but not structured data", () => {
    const sources = cspSources([
      page(
        "main",
        '<script type="application/ld+json">{"@type":"FinancialService"}</script>' +
          '<script type="module" src="/assets/shell.js"></script><script>window.x=1</script>',
      ),
    ]);

    expect(sources.main.scriptSrc).toEqual([hash("window.x=1")]);
  });

  it("allows the frames the pages embed: iframes, maps and the video player", () => {
    const sources = cspSources([
      page(
        "main",
        '<iframe src="https://booking.example.com/eastside/call-30" title="x"></iframe>',
      ),
      page(
        "main",
        '<div data-map-embed="https://www.openstreetmap.org/export/embed.html?bbox=1"></div>',
        "a/index.html",
      ),
      page("debt", '<button data-video-id="abc">Play</button>'),
    ]);

    expect(sources.main.frameSrc).toEqual([
      "https://booking.example.com",
      "https://www.openstreetmap.org",
    ]);
    expect(sources.debt.frameSrc).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("allows the ad pixel's hosts only on a site whose pages carry its id", () => {
    const sources = cspSources([
      page("debt", '<meta name="meta-pixel-id" content="123"/>'),
      page("main", "<p>no pixel</p>"),
    ]);

    expect(sources.debt.scriptSrc).toEqual(["https://connect.facebook.net"]);
    expect(sources.debt.imgSrc).toEqual(["https://www.facebook.com"]);
    expect(sources.main.scriptSrc).toEqual([]);
    expect(sources.main.imgSrc).toEqual([]);
  });

  it("adds the styles scripts insert at run time to every site", () => {
    const sources = cspSources([page("main", "<p></p>")], [sha256("")]);

    expect(sources.main.styleSrc).toEqual([hash("")]);
    expect(sources.debt.styleSrc).toEqual([hash("")]);
  });

  it.each([
    ['<button onclick="go()">Go</button>', "inline event handler"],
    ['<a href="javascript:go()">Go</a>', "runs script from a URL"],
  ])("stops the build on %s, naming the page", (html, why) => {
    expect(() => cspSources([page("debt", html, "privacy/index.html")])).toThrow(
      new RegExp(`debt/privacy/index.html.*${why}`),
    );
  });
});
