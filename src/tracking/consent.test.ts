import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module: what it holds back lives as long as the page. */
async function load() {
  vi.resetModules();
  return import("./consent");
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** A page whose script tags do (or do not) carry `data-consent="required"`. */
function page(requiresConsent: boolean, dataLayer?: unknown[]) {
  const local = memoryStorage();
  const session = memoryStorage();
  const events: string[] = [];
  const win: EventTarget & Record<string, unknown> = Object.assign(new EventTarget(), {
    localStorage: local,
    sessionStorage: session,
    dataLayer,
  } as Record<string, unknown>);
  win.addEventListener("ebw-consent", (event) => events.push(event.type));
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", {
    querySelector: (selector: string) =>
      requiresConsent && selector === 'script[data-consent="required" i]' ? {} : null,
  });
  return { win, local, session, events };
}

/** What gtag pushes: its `arguments`. */
function gtagCall(...args: unknown[]): IArguments {
  function collect(..._: unknown[]): IArguments {
    // biome-ignore lint/complexity/noArguments: gtag pushes exactly this object.
    return arguments;
  }
  return collect(...args);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("consent on a page that does not ask for it", () => {
  it("is granted, and storage is the browser's own", async () => {
    const { local } = page(false);
    const consent = await load();
    expect(consent.consentGiven()).toBe(true);
    consent.consentedStorage("localStorage")?.setItem("k", "v");
    expect(local.items.get("k")).toBe("v");
  });

  it("is granted where there is no page at all (server, pre-render)", async () => {
    const consent = await load();
    expect(consent.consentApi()).toBeNull();
    expect(consent.consentGiven()).toBe(true);
  });
});

describe("consent on a page with data-consent=required", () => {
  it("is pending, and what the widgets store stays in the page's memory", async () => {
    const { win, local, session } = page(true);
    const consent = await load();
    expect((win.ebwConsent as { status: string }).status).toBe("pending");
    expect(consent.consentGiven()).toBe(false);

    consent.consentedStorage("sessionStorage")?.setItem("ebw-attribution", "{}");
    expect(consent.consentedStorage("sessionStorage")?.getItem("ebw-attribution")).toBe("{}");
    expect(session.items.size).toBe(0);
    expect(local.items.size).toBe(0);
  });

  it("after grant(), moves what was held back into the browser's storage and uses it", async () => {
    const { win, session, events } = page(true);
    const consent = await load();
    consent.consentedStorage("sessionStorage")?.setItem("ebw-attribution", '{"a":1}');

    (win.ebwConsent as { grant(): void }).grant();

    expect(events).toEqual(["ebw-consent"]);
    expect(consent.consentGiven()).toBe(true);
    expect(consent.consentedStorage("sessionStorage")?.getItem("ebw-attribution")).toBe('{"a":1}');
    expect(session.items.get("ebw-attribution")).toBe('{"a":1}');
  });

  it("after deny(), still writes nothing", async () => {
    const { win, session } = page(true);
    const consent = await load();
    (win.ebwConsent as { deny(): void }).deny();
    consent.consentedStorage("sessionStorage")?.setItem("x", "1");
    expect((win.ebwConsent as { status: string }).status).toBe("denied");
    expect(session.items.size).toBe(0);
  });

  it("adopts the API the loader installed, with a decision made before the module loaded", async () => {
    const { win } = page(true);
    const { createConsentApi } = await load();
    const stub = createConsentApi("pending", win);
    win.ebwConsent = stub;
    stub.grant();
    const consent = await load();
    expect(consent.consentApi()).toBe(stub);
    expect(consent.consentGiven()).toBe(true);
  });

  it("follows Google Consent Mode updates in the page's dataLayer", async () => {
    const dataLayer: unknown[] = [
      gtagCall("consent", "default", { analytics_storage: "denied", ad_storage: "denied" }),
    ];
    const { win } = page(true, dataLayer);
    const consent = await load();
    expect(consent.consentGiven()).toBe(false);

    dataLayer.push(gtagCall("consent", "update", { analytics_storage: "granted" }));
    expect(consent.consentGiven()).toBe(false);

    dataLayer.push(gtagCall("consent", "update", { ad_storage: "granted" }));
    expect(consent.consentGiven()).toBe(true);
    expect((win.ebwConsent as { status: string }).status).toBe("granted");
  });

  it("lets an explicit deny() win over Consent Mode", async () => {
    const { win } = page(true, [
      gtagCall("consent", "update", { analytics_storage: "granted", ad_storage: "granted" }),
    ]);
    const consent = await load();
    expect(consent.consentGiven()).toBe(true);
    (win.ebwConsent as { deny(): void }).deny();
    expect(consent.consentGiven()).toBe(false);
  });
});

describe("consentModeStatus", () => {
  it("is undefined for a page without Consent Mode", async () => {
    const { consentModeStatus } = await load();
    expect(consentModeStatus(undefined)).toBeUndefined();
    expect(consentModeStatus([{ event: "gtm.js" }, gtagCall("config", "G-1")])).toBeUndefined();
  });

  it("is pending on the page's default, denied after a denying update", async () => {
    const { consentModeStatus } = await load();
    const asked = gtagCall("consent", "default", { analytics_storage: "denied" });
    expect(consentModeStatus([asked])).toBe("pending");
    expect(
      consentModeStatus([asked, gtagCall("consent", "update", { analytics_storage: "denied" })]),
    ).toBe("denied");
  });

  it("is granted by a default that grants both storages", async () => {
    const { consentModeStatus } = await load();
    expect(
      consentModeStatus([
        gtagCall("consent", "default", { analytics_storage: "granted", ad_storage: "granted" }),
      ]),
    ).toBe("granted");
  });
});

describe("storageAllowed: whether the page script may keep the visitor's touches", () => {
  const pageAsking = (asks: boolean, ebwConsent?: { status: string }) =>
    ({
      ebwConsent,
      document: {
        querySelector: (selector: string) =>
          asks && selector === 'script[data-consent="required" i]' ? {} : null,
      },
    }) as unknown as Window;

  it("given a page that does not ask, allows it", async () => {
    const { storageAllowed } = await import("./consent-stub");
    expect(storageAllowed(pageAsking(false))).toBe(true);
  });

  it("given a page that asks first, allows it only once the visitor granted", async () => {
    const { storageAllowed } = await import("./consent-stub");
    expect(storageAllowed(pageAsking(true))).toBe(false);
    expect(storageAllowed(pageAsking(true, { status: "pending" }))).toBe(false);
    expect(storageAllowed(pageAsking(true, { status: "denied" }))).toBe(false);
    expect(storageAllowed(pageAsking(true, { status: "granted" }))).toBe(true);
  });
});
