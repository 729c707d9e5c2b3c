import { utimesSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appFor, distFixtures } from "../../tests/fixtures/dist-fixture";

const { distWith } = distFixtures();

const routes = JSON.stringify({
  main: { wildcards: ["/thank-you", "/privacy", "/debtconsol"] },
  debt: { wildcards: ["/thank-you", "/privacy", "/debtconsol"] },
});

const twoSites = {
  "site/routes.json": routes,
  "site/main/index.html": "<h1>Found your next property?</h1>",
  "site/main/privacy/index.html": "<h1>Privacy Policy</h1><nav>Start Here</nav>",
  "site/main/404.html": "<h1>404</h1><p>Oops! Page not found</p>",
  "site/debt/index.html": "<h1>Consolidate your debts</h1>",
  "site/debt/privacy/index.html": "<h1>Privacy Policy</h1><footer>Debt site</footer>",
  "site/debt/404.html": "<h1>404</h1><p>Oops! Page not found (debt)</p>",
};

describe("pages of the two sites", () => {
  it("serves the main site's page, uncached and with security headers", async () => {
    const app = appFor(distWith(twoSites));

    const response = await app.request("http://127.0.0.1:8080/privacy");

    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Start Here");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("serves the debt site's page for ?subdomain=debt", async () => {
    const app = appFor(distWith(twoSites));

    const response = await app.request("http://127.0.0.1:8080/privacy?subdomain=debt");

    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Debt site");
  });

  it("serves the debt site to a request for host debt.localhost", async () => {
    const app = appFor(distWith(twoSites));

    const response = await app.request(
      new Request("http://127.0.0.1:8080/privacy", { headers: { Host: "debt.localhost:8080" } }),
    );

    expect(await response.text()).toContain("Debt site");
  });

  it("serves each site's home page at /", async () => {
    const app = appFor(distWith(twoSites));

    const main = await app.request("http://localhost/");
    const debt = await app.request("http://localhost/?subdomain=debt");

    expect(await main.text()).toContain("Found your next property?");
    expect(await debt.text()).toContain("Consolidate your debts");
  });

  it("serves a wildcard route's page for any path under it", async () => {
    const app = appFor(distWith(twoSites));

    const main = await app.request("http://localhost/privacy/anything/here");
    const debt = await app.request("http://localhost/privacy/x?subdomain=debt");

    expect(main.status).toBe(200);
    expect(await main.text()).toContain("Start Here");
    expect(debt.status).toBe(200);
    expect(await debt.text()).toContain("Debt site");
  });

  it("answers an unknown path with status 404 and that site's not-found page", async () => {
    const app = appFor(distWith(twoSites));

    const main = await app.request("http://localhost/no-such-page");
    const debt = await app.request("http://localhost/no-such-page?subdomain=debt");
    const nearWildcard = await app.request("http://localhost/privacyx");

    expect(main.status).toBe(404);
    expect(await main.text()).toBe(twoSites["site/main/404.html"]);
    expect(main.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(debt.status).toBe(404);
    expect(await debt.text()).toBe(twoSites["site/debt/404.html"]);
    expect(nearWildcard.status).toBe(404);
  });

  it("does not let an encoded ../ reach files outside the site", async () => {
    const app = appFor(
      distWith({ ...twoSites, "site/secret.txt": "outside the tree", "server/server.js": "code" }),
    );

    for (const path of [
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/%2e%2e/%2e%2e/server/server.js",
    ]) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/outside the tree|code/);
    }
  });

  it("answers HEAD with the headers alone and other methods with 405", async () => {
    const app = appFor(distWith(twoSites));

    const head = await app.request("http://localhost/privacy", { method: "HEAD" });
    const post = await app.request("http://localhost/privacy", { method: "POST" });

    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(
      String(Buffer.byteLength(twoSites["site/main/privacy/index.html"])),
    );
    expect(await head.text()).toBe("");
    expect(post.status).toBe(405);
  });

  it("answers a repeat visit whose copy is current with 304", async () => {
    const app = appFor(distWith(twoSites));
    const first = await app.request("http://localhost/privacy");
    const etag = first.headers.get("ETag") ?? "";

    const again = await app.request("http://localhost/privacy", {
      headers: { "If-None-Match": etag },
    });

    expect(etag).not.toBe("");
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("pre-compressed files", () => {
  const script = `export const lead = ${JSON.stringify("x".repeat(2_000))};\n`;
  const compressed = {
    ...twoSites,
    "widgets/lead-form.js": script,
    "widgets/lead-form.js.br": brotliCompressSync(script),
    "widgets/lead-form.js.gz": gzipSync(script),
  };

  it("sends brotli to a browser that accepts it, with the script's own content type", async () => {
    const app = appFor(distWith(compressed));

    const response = await app.request("http://localhost/widgets/lead-form.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });

    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("sends gzip when brotli is not accepted or is refused with q=0", async () => {
    const app = appFor(distWith(compressed));

    for (const accept of ["gzip, deflate", "br;q=0, gzip"]) {
      const response = await app.request("http://localhost/widgets/lead-form.js", {
        headers: { "Accept-Encoding": accept },
      });
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      const body = Buffer.from(await response.arrayBuffer());
      expect(gunzipSync(body).toString()).toBe(script);
    }
  });

  it("sends the plain file, still varying by encoding, to a client that accepts neither", async () => {
    const app = appFor(distWith(compressed));

    const response = await app.request("http://localhost/widgets/lead-form.js");

    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(script);
  });

  it("ignores a compressed twin older than its file, left from an earlier build", async () => {
    const dist = distWith(compressed);
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dist, "widgets/lead-form.js.br"), old, old);

    const response = await appFor(dist).request("http://localhost/widgets/lead-form.js", {
      headers: { "Accept-Encoding": "br, gzip" },
    });

    expect(response.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("compresses pages too when their twins exist", async () => {
    const page = "<h1>Privacy Policy</h1>".repeat(50);
    const app = appFor(
      distWith({
        ...twoSites,
        "site/main/privacy/index.html": page,
        "site/main/privacy/index.html.br": brotliCompressSync(page),
      }),
    );

    const response = await app.request("http://localhost/privacy/some/sub/path", {
      headers: { "Accept-Encoding": "br" },
    });

    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });
});

describe("widget scripts and page assets", () => {
  const built = {
    ...twoSites,
    "widgets/loader.js": "/* loader */",
    "widgets/lead-form.js": "/* entry */",
    "widgets/chunks/react-C0ffee12.js": "/* shared chunk */",
    "widgets/standalone/lead-form.js": "/* standalone */",
    "site/assets/site-9a8b7c6d.css": "body{margin:0}",
  };

  it("lets any site load a widget: open CORS and cross-origin resource policy, no page headers", async () => {
    const app = appFor(distWith(built));

    const response = await app.request("http://localhost/widgets/loader.js", {
      headers: { Origin: "https://partner.example.org" },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(response.headers.get("X-Frame-Options")).toBeNull();
  });

  it("caches hashed chunks for good and entry scripts briefly", async () => {
    const app = appFor(distWith(built));
    const cacheOf = async (path: string) =>
      (await app.request(`http://localhost${path}`)).headers.get("Cache-Control");

    expect(await cacheOf("/widgets/chunks/react-C0ffee12.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const entry of [
      "/widgets/loader.js",
      "/widgets/lead-form.js",
      "/widgets/standalone/lead-form.js",
    ]) {
      expect(await cacheOf(entry)).toBe("public, max-age=300, stale-while-revalidate=86400");
    }
  });

  it("caches a pinned version's files for a year, readable cross-origin, and keeps the aliases brief", async () => {
    const app = appFor(
      distWith({
        ...built,
        "widgets/1.4.0/loader.js": "/* pinned loader */",
        "widgets/1.4.0/standalone/lead-form.js": "/* pinned standalone */",
        "widgets/1.4.0/integrity.json": "{}",
      }),
    );

    for (const path of [
      "/widgets/1.4.0/loader.js",
      "/widgets/1.4.0/standalone/lead-form.js",
      "/widgets/1.4.0/integrity.json",
    ]) {
      const response = await app.request(`http://localhost${path}`, {
        headers: { Origin: "https://partner.example.org" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    }
    expect(await (await app.request("http://localhost/widgets/1.4.0/loader.js")).text()).toBe(
      "/* pinned loader */",
    );
    const alias = await app.request("http://localhost/widgets/loader.js");
    expect(alias.headers.get("Cache-Control")).toBe(
      "public, max-age=300, stale-while-revalidate=86400",
    );
  });

  it("answers a missing widget file with 404, readable cross-origin", async () => {
    const app = appFor(distWith(built));

    const response = await app.request("http://localhost/widgets/no-such-widget.js");

    expect(response.status).toBe(404);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  });

  it("sends a free resource as a download under its own name, on either site", async () => {
    const app = appFor(
      distWith({ ...built, "site/downloads/loan-calculator.xlsx": "PK-workbook" }),
    );

    const response = await app.request(
      "http://localhost/downloads/loan-calculator.xlsx?subdomain=debt",
    );

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="loan-calculator.xlsx"',
    );
    expect(await response.text()).toBe("PK-workbook");
    expect((await app.request("http://localhost/downloads/missing.pdf")).status).toBe(404);
  });

  it("never sends a source map, which holds the widgets' sources", async () => {
    const map = '{"version":3,"sourcesContent":["const secretSauce = 1;"]}';
    const app = appFor(
      distWith({
        ...built,
        "widgets/loader.js.map": map,
        "widgets/chunks/react-C0ffee12.js.map": map,
        "widgets/1.4.0/loader.js.map": map,
        "site/assets/site-9a8b7c6d.css.map": map,
        "site/main/privacy/index.html.map": map,
      }),
    );

    for (const path of [
      "/widgets/loader.js.map",
      "/widgets/chunks/react-C0ffee12.js.map",
      "/widgets/1.4.0/loader.js.map",
      "/assets/site-9a8b7c6d.css.map",
      "/privacy/index.html.map",
    ]) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("secretSauce");
    }
  });

  it("caches page images, whose names do not change with them, briefly", async () => {
    const app = appFor(distWith({ ...built, "site/assets/images/avatar-mei.svg": "<svg/>" }));

    const response = await app.request("http://localhost/assets/images/avatar-mei.svg");

    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=300, stale-while-revalidate=86400",
    );
  });

  it("serves hashed page assets as immutable, on either site", async () => {
    const app = appFor(distWith(built));

    const response = await app.request("http://localhost/assets/site-9a8b7c6d.css?subdomain=debt");

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("body{margin:0}");
  });
});
