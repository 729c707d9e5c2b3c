/*
 * The desk's service worker, at /desk/sw.js with the scope /desk/. It keeps the desk's shell
 * (its page and every file of every page, those each page loads lazily too) so the installed
 * desk opens at once and any page of it works without a signal, shows the offline page rather
 * than the browser's error when a page of the desk cannot be reached, shows each push as a
 * notification, and opens the lead a notification is about when it is tapped.
 * The API (/desk/api) is never cached: what it answers is people's data and must be current.
 * No imports: this file is built alone.
 */

interface SwEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwPushEvent extends SwEvent {
  data: { json(): unknown } | null;
}
interface SwNotificationEvent extends SwEvent {
  notification: Notification;
}
interface SwWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface SwScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<SwWindow[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: SwEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: SwPushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: SwNotificationEvent) => void): void;
}

/**
 * The desk's build as its build writes it at the top of this file (`deskBuild` in
 * `vite-plugin.ts`): its version and every script and stylesheet it made. A new build is a new
 * worker, which keeps the new files and lets the old ones go.
 */
interface DeskBuild {
  version: string;
  files: string[];
}

const sw = self as unknown as SwScope & { deskBuild?: DeskBuild };
const BUILD: DeskBuild = sw.deskBuild ?? { version: "dev", files: [] };
const CACHE = `desk-shell-${BUILD.version}`;
const SHELL = "/desk/";
const OFFLINE = "/desk/offline.html";
const ICON = "/desk/icons/desk-192.png";

/** The shell page, every file of the build, and the offline page with its stylesheet. */
async function keepShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.put(SHELL, await fetch(SHELL, { credentials: "same-origin" }));
  await cache.addAll([OFFLINE, "/desk/offline.css", ICON, ...BUILD.files]);
}

sw.addEventListener("install", (event) => {
  event.waitUntil(keepShell().then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== sw.location.origin) return;
  if (url.pathname.startsWith("/desk/api/")) return;
  if (request.mode === "navigate") {
    // The network first: the page is always the current build; offline, the offline page.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE)) ?? Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith("/desk/assets/") || url.pathname === "/desk/offline.css") {
    // Named by their content: a kept copy is the right one.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

sw.addEventListener("push", (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() as PushMessage) ?? {};
  } catch {
    // A push the desk cannot read still says something came.
  }
  event.waitUntil(
    sw.registration.showNotification(message.title ?? "Desk", {
      body: message.body ?? "",
      tag: message.tag,
      icon: ICON,
      badge: ICON,
      data: { url: message.url ?? SHELL },
    }),
  );
});

/** Only a page of the desk is opened from a notification. */
const deskUrl = (url: unknown): string =>
  typeof url === "string" && url.startsWith("/desk/") ? url : SHELL;

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(deskUrl(event.notification.data?.url), sw.location.origin).href;
  event.waitUntil(
    sw.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((window) => new URL(window.url).pathname.startsWith("/desk"));
      if (!open) return sw.clients.openWindow(target);
      await open.focus();
      return open.navigate(target);
    }),
  );
});

// A module, so its names stay its own.
export {};
