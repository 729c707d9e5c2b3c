import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/*
 * The desk's service worker, run against a stand-in of its global scope: what it keeps for
 * offline, what a notification shows for a push, and which page a tap on it opens.
 */

type Listener = (event: Record<string, unknown>) => void;
const listeners = new Map<string, Listener>();
const shown: { title: string; options: NotificationOptions }[] = [];
const windows: {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}[] = [];
const openWindow = vi.fn(async () => null);
/** The worker's caches by name: each the URLs kept in it. */
const kept = new Map<string, string[]>([["desk-shell-old", ["/desk/assets/desk-old.js"]]]);
const cache = (name: string) => {
  if (!kept.has(name)) kept.set(name, []);
  const urls = kept.get(name) ?? [];
  return {
    put: async (url: string) => void urls.push(url),
    addAll: async (more: string[]) => void urls.push(...more),
  };
};
// As the build writes it at the top of the worker (vite-plugin.ts).
const build = {
  version: "abc123",
  files: [
    "/desk/assets/desk-1.js",
    "/desk/assets/desk-1.css",
    "/desk/assets/LeadPage-2.js",
    "/desk/assets/Settings-3.css",
  ],
};

beforeAll(async () => {
  vi.stubGlobal("self", {
    location: new URL("https://desk.example.com/desk/sw.js"),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow,
      claim: async () => {},
    },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    deskBuild: build,
  });
  vi.stubGlobal("caches", {
    open: async (name: string) => cache(name),
    keys: async () => [...kept.keys()],
    delete: async (name: string) => kept.delete(name),
  });
  vi.stubGlobal("fetch", async () => new Response("<!doctype html>"));
  await import("./sw");
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Dispatches `type` with `detail`; resolves once what the worker waits on is done. */
async function dispatch(type: string, detail: Record<string, unknown>) {
  const waited: Promise<unknown>[] = [];
  listeners.get(type)?.({
    ...detail,
    waitUntil: (promise: Promise<unknown>) => waited.push(promise),
  });
  await Promise.all(waited);
}

const notification = (url: unknown) => ({ data: { url }, close: vi.fn() });

describe("the desk's service worker", () => {
  it("keeps every file of the build, the pages loaded lazily too, and lets an older build's go", async () => {
    await dispatch("install", {});
    expect(kept.get("desk-shell-abc123")).toEqual(
      expect.arrayContaining(["/desk/", ...build.files]),
    );
    await dispatch("activate", {});
    expect([...kept.keys()]).toEqual(["desk-shell-abc123"]);
  });

  it("shows a push as its notification, with the lead's page to open", async () => {
    const message = {
      title: "New lead: refinance, $600k",
      body: "",
      url: "/desk/leads/abc",
      tag: "lead:abc",
    };
    await dispatch("push", { data: { json: () => message } });
    expect(shown.at(-1)).toMatchObject({
      title: "New lead: refinance, $600k",
      options: { tag: "lead:abc", data: { url: "/desk/leads/abc" } },
    });
  });

  it("given no desk open, a tap opens the lead in a new window", async () => {
    windows.length = 0;
    await dispatch("notificationclick", { notification: notification("/desk/leads/abc") });
    expect(openWindow).toHaveBeenCalledWith("https://desk.example.com/desk/leads/abc");
  });

  it("given a desk open, a tap brings it forward on the lead", async () => {
    const open = {
      url: "https://desk.example.com/desk",
      focus: vi.fn(async () => {}),
      navigate: vi.fn(async () => {}),
    };
    windows.splice(0, windows.length, open);
    await dispatch("notificationclick", { notification: notification("/desk/leads/xyz") });
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith("https://desk.example.com/desk/leads/xyz");
  });

  it("never opens a page outside the desk, whatever a push said", async () => {
    windows.length = 0;
    openWindow.mockClear();
    await dispatch("notificationclick", { notification: notification("https://evil.example/") });
    expect(openWindow).toHaveBeenCalledWith("https://desk.example.com/desk/");
  });
});
