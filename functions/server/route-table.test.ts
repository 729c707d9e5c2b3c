import { describe, expect, it } from "vitest";
import { appFor, distFixtures } from "../../tests/fixtures/dist-fixture";

const { distWith } = distFixtures();

const routeTable = {
  main: {
    wildcards: ["/privacy"],
    notFound: [
      { prefix: "/services/", file: "services/404.html" },
      { prefix: "/services/refinance-", file: "services/refinance-/404.html" },
      { prefix: "/mortgage-broker-", file: "mortgage-broker-/404.html" },
    ],
    redirects: [
      { from: "/calculator", to: "/debt-calculator" },
      { from: "/rates", to: "/debt-calculator?variant=detailed" },
    ],
  },
  debt: {
    wildcards: [],
    notFound: [{ prefix: "/services/", file: "services/404.html" }],
    redirects: [{ from: "/calculator", to: "/debt-calculator" }],
  },
};

const site = {
  "site/routes.json": JSON.stringify(routeTable),
  "site/main/404.html": "<h1>Oops! Page not found</h1>",
  "site/main/privacy/index.html": "<h1>Privacy Policy</h1>",
  "site/main/services/404.html": "<h1>We do not offer that service</h1>",
  "site/main/services/refinance-/404.html": "<h1>No such refinance</h1>",
  "site/main/services/first-home-buyers/index.html": "<h1>First home buyers</h1>",
  "site/main/mortgage-broker-/404.html": "<h1>We do not cover that suburb yet</h1>",
  "site/main/mortgage-broker-bondi/index.html": "<h1>Mortgage broker Bondi</h1>",
  "site/main/debt-calculator/index.html": "<h1>Debt calculator</h1>",
  "site/debt/404.html": "<h1>Oops! Page not found (debt)</h1>",
  "site/debt/services/404.html": "<h1>Debt site: no such service</h1>",
  "site/debt/debt-calculator/index.html": "<h1>Debt calculator (debt)</h1>",
};

const get = (path: string, init?: RequestInit) =>
  appFor(distWith(site)).request(`http://127.0.0.1:8080${path}`, init);

describe("not-found pages of a prefix", () => {
  it("answers an unknown service with status 404 and the services not-found page", async () => {
    const response = await get("/services/underwater-basket-loans");

    expect(response.status).toBe(404);
    expect(await response.text()).toBe(site["site/main/services/404.html"]);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
  });

  it("uses the longest prefix a path starts with", async () => {
    const response = await get("/services/refinance-yacht");

    expect(response.status).toBe(404);
    expect(await response.text()).toBe(site["site/main/services/refinance-/404.html"]);
  });

  it("matches a prefix that ends mid-word, as suburb pages do", async () => {
    const response = await get("/mortgage-broker-atlantis");

    expect(response.status).toBe(404);
    expect(await response.text()).toBe(site["site/main/mortgage-broker-/404.html"]);
  });

  it("serves a real page under a prefix normally", async () => {
    const service = await get("/services/first-home-buyers");
    const suburb = await get("/mortgage-broker-bondi/");

    expect(service.status).toBe(200);
    expect(await service.text()).toBe(site["site/main/services/first-home-buyers/index.html"]);
    expect(suburb.status).toBe(200);
    expect(await suburb.text()).toBe(site["site/main/mortgage-broker-bondi/index.html"]);
  });

  it("gives a path outside every prefix the site's own not-found page", async () => {
    const bare = await get("/services");
    const elsewhere = await get("/locations/bondi");

    expect(bare.status).toBe(404);
    expect(await bare.text()).toBe(site["site/main/404.html"]);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toBe(site["site/main/404.html"]);
  });

  it("reads the debt site's own table for ?subdomain=debt", async () => {
    const service = await get("/services/anything?subdomain=debt");
    const suburb = await get("/mortgage-broker-atlantis?subdomain=debt");

    expect(service.status).toBe(404);
    expect(await service.text()).toBe(site["site/debt/services/404.html"]);
    expect(suburb.status).toBe(404);
    expect(await suburb.text()).toBe(site["site/debt/404.html"]);
  });

  it("answers HEAD for an unknown service with 404 and no body", async () => {
    const response = await get("/services/nothing", { method: "HEAD" });

    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Length")).toBe(
      String(Buffer.byteLength(site["site/main/services/404.html"])),
    );
    expect(await response.text()).toBe("");
  });
});

describe("permanent redirects", () => {
  it("moves an old path to its new page with 301", async () => {
    const response = await get("/calculator");

    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/debt-calculator");
  });

  it("keeps the query, so a visitor on the debt site stays there", async () => {
    const response = await get("/calculator?subdomain=debt&utm_source=flyer");

    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      "/debt-calculator?subdomain=debt&utm_source=flyer",
    );
  });

  it("adds the query to a target that has its own", async () => {
    const response = await get("/rates?subdomain=debt");

    // /rates is a main-site redirect only: the debt site answers with its not-found page.
    expect(response.status).toBe(404);

    const main = await get("/rates?utm_source=flyer");
    expect(main.status).toBe(301);
    expect(main.headers.get("Location")).toBe("/debt-calculator?variant=detailed&utm_source=flyer");
  });

  it("redirects HEAD and a path with a trailing slash too", async () => {
    const head = await get("/calculator", { method: "HEAD" });
    const slash = await get("/calculator/");

    expect(head.status).toBe(301);
    expect(head.headers.get("Location")).toBe("/debt-calculator");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("Location")).toBe("/debt-calculator");
  });
});

describe("the route table", () => {
  it("stops the server with the reason when routes.json is not a route table", () => {
    const broken = distWith({
      ...site,
      "site/routes.json": JSON.stringify({ main: { notFound: [{ prefix: "services/" }] } }),
    });

    expect(() => appFor(broken)).toThrow(/routes\.json is not a valid route table[\s\S]*prefix/);
  });

  it("stops the server when routes.json is not JSON", () => {
    const broken = distWith({ ...site, "site/routes.json": "{ main:" });

    expect(() => appFor(broken)).toThrow(/routes\.json is not JSON/);
  });
});
