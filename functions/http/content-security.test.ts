import { describe, expect, it } from "vitest";
import { appFor, distFixtures } from "../../tests/fixtures/dist-fixture";

const { distWith } = distFixtures();

const none = { scriptSrc: [], styleSrc: [], styleSrcAttr: [], imgSrc: [], connectSrc: [] };
const csp = {
  main: {
    ...none,
    styleSrc: ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"],
    styleSrcAttr: ["'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"],
    frameSrc: ["https://www.youtube-nocookie.com"],
  },
  debt: {
    ...none,
    scriptSrc: ["https://connect.facebook.net"],
    imgSrc: ["https://www.facebook.com"],
    connectSrc: ["https://www.facebook.com"],
    frameSrc: [],
  },
};

const site = {
  "site/csp.json": JSON.stringify(csp),
  "site/main/index.html": "<h1>Found your next property?</h1>",
  "site/main/404.html": "<h1>404</h1>",
  "site/debt/index.html": "<h1>Consolidate your debts</h1>",
};

/** The policy's directives by name. */
const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );

describe("the pages' Content-Security-Policy", () => {
  it("runs scripts from this origin only, styles inline only by the build's hashes", async () => {
    const app = appFor(distWith(site));

    const response = await app.request("http://127.0.0.1:8080/");
    const policy = directives(response.headers.get("Content-Security-Policy"));

    expect(response.status).toBe(200);
    expect(policy["script-src"]).toBe("'self'");
    expect(policy["style-src"]).toBe(
      "'self' 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='",
    );
    expect(policy["style-src-attr"]).toBe(
      "'unsafe-hashes' 'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='",
    );
    expect(policy["frame-src"]).toBe("https://www.youtube-nocookie.com");
    expect(policy["frame-ancestors"]).toBe("'self'");
    expect(policy["object-src"]).toBe("'none'");
    expect(policy["report-uri"]).toBe("/api/csp-report");
    expect(policy["report-to"]).toBe("csp");
    expect(response.headers.get("Reporting-Endpoints")).toBe('csp="/api/csp-report"');
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(response.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline");
  });

  it("allows the ad pixel's hosts on the debt site only, where its pages load it", async () => {
    const app = appFor(distWith(site));

    const debt = directives(
      (await app.request("http://127.0.0.1:8080/?subdomain=debt")).headers.get(
        "Content-Security-Policy",
      ),
    );
    const main = directives(
      (await app.request("http://127.0.0.1:8080/")).headers.get("Content-Security-Policy"),
    );

    expect(debt["script-src"]).toBe("'self' https://connect.facebook.net");
    expect(debt["img-src"]).toBe("'self' data: https://www.facebook.com");
    expect(debt["frame-src"]).toBe("'none'");
    expect(debt["style-src-attr"]).toBe("'none'");
    expect(main["script-src"]).toBe("'self'");
  });

  it("sends the policy with a not-found page too", async () => {
    const app = appFor(distWith(site));

    const response = await app.request("http://127.0.0.1:8080/nowhere");

    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });

  it("allows nothing inline when the build wrote no csp.json", async () => {
    const { "site/csp.json": _, ...withoutPolicy } = site;
    const app = appFor(distWith(withoutPolicy));

    const policy = directives(
      (await app.request("http://127.0.0.1:8080/")).headers.get("Content-Security-Policy"),
    );

    expect(policy["style-src"]).toBe("'self'");
    expect(policy["style-src-attr"]).toBe("'none'");
  });

  it("allows Cal.com's embed script and booking pages on every page when Cal.com is the scheduler", async () => {
    const app = appFor(distWith(site), {
      CAL_LINK: "broker/30min",
      CAL_ORIGIN: "https://cal.broker.example",
      CAL_EMBED_SCRIPT: "https://embed.broker.example/embed/embed.js",
    });

    for (const url of [
      "http://127.0.0.1:8080/thank-you",
      "http://127.0.0.1:8080/?subdomain=debt",
    ]) {
      const policy = directives((await app.request(url)).headers.get("Content-Security-Policy"));
      expect(policy["script-src"]).toContain("https://embed.broker.example");
      expect(policy["frame-src"]).toContain("https://cal.broker.example");
      expect(policy["connect-src"]).not.toContain("broker.example");
    }
    const main = directives(
      (await app.request("http://127.0.0.1:8080/")).headers.get("Content-Security-Policy"),
    );
    expect(main["script-src"]).toBe("'self' https://embed.broker.example");
    expect(main["frame-src"]).toBe("https://www.youtube-nocookie.com https://cal.broker.example");
  });

  it("allows Cal.com's embed the inline styles it writes (a <style> in the head and in its shadow root, style attributes), with no hash beside them to switch them off", async () => {
    const app = appFor(distWith(site), { CAL_LINK: "broker/30min" });

    for (const url of ["http://127.0.0.1:8080/", "http://127.0.0.1:8080/?subdomain=debt"]) {
      const policy = directives((await app.request(url)).headers.get("Content-Security-Policy"));
      expect(policy["style-src"]).toBe("'self' 'unsafe-inline'");
      expect(policy["style-src-attr"]).toBe("'unsafe-inline'");
      expect(policy["script-src"]).not.toContain("unsafe-inline");
    }
  });

  it("frames Cal.com's cloud booking pages where its embed loads them, app.cal.com, when the broker gives cal.com", async () => {
    const app = appFor(distWith(site), { CAL_LINK: "broker/30min", CAL_ORIGIN: "https://cal.com" });

    const policy = directives(
      (await app.request("http://127.0.0.1:8080/")).headers.get("Content-Security-Policy"),
    );

    expect(policy["frame-src"]).toBe("https://www.youtube-nocookie.com https://app.cal.com");
    expect(policy["script-src"]).toBe("'self' https://cal.com");
  });

  it("allows Calendly's widget script and scheduling pages when Calendly is the scheduler, and no inline style", async () => {
    const app = appFor(distWith(site), { CALENDLY_URL: "https://calendly.com/broker/30min" });

    const policy = directives(
      (await app.request("http://127.0.0.1:8080/")).headers.get("Content-Security-Policy"),
    );

    expect(policy["script-src"]).toBe("'self' https://assets.calendly.com");
    expect(policy["frame-src"]).toBe("https://www.youtube-nocookie.com https://calendly.com");
    expect(policy["style-src"]).toBe(
      "'self' 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='",
    );
    expect(policy["style-src-attr"]).toBe(
      "'unsafe-hashes' 'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='",
    );
  });

  it("allows no scheduler's host when none is configured", async () => {
    const app = appFor(distWith(site));

    const header = (await app.request("http://127.0.0.1:8080/")).headers.get(
      "Content-Security-Policy",
    );

    expect(header).not.toMatch(/cal\.com|calendly/);
    expect(directives(header)["script-src"]).toBe("'self'");
  });

  it("refuses to start with a csp.json holding something that could end a directive", () => {
    const bad = { ...csp, main: { ...csp.main, scriptSrc: ["'self'; script-src *"] } };

    expect(() => appFor(distWith({ ...site, "site/csp.json": JSON.stringify(bad) }))).toThrow(
      "csp.json is not valid",
    );
  });
});

describe("the functions' security headers", () => {
  it("answer with a policy that allows nothing and no framing", async () => {
    const app = appFor(distWith(site));

    const response = await app.request("http://127.0.0.1:8080/api/nowhere");

    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
