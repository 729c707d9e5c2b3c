import type { Env } from "./env";
import { setting } from "./schema";

/** The server's VAPID keys: how push services know our pushes come from us. */
export interface VapidKeys {
  /** `PUSH_VAPID_PUBLIC_KEY`: an uncompressed P-256 point, base64url (87 characters). */
  publicKey: string;
  /** `PUSH_VAPID_PRIVATE_KEY`: its private scalar, base64url (43 characters). */
  privateKey: string;
  /** `PUSH_VAPID_SUBJECT`: a `mailto:` or `https:` contact for push services; unset: the site's e-mail. */
  subject: string | undefined;
}

const PUBLIC_KEY = /^[A-Za-z0-9_-]{86,87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{42,43}$/;

/**
 * `PUSH_VAPID_PUBLIC_KEY` and `PUSH_VAPID_PRIVATE_KEY` (`npm run desk -- push-keys` prints a
 * pair), and `PUSH_VAPID_SUBJECT`, else `mailto:` and the site's e-mail. Both keys unset: the
 * desk sends no pushes. One without the other, or a key that is not one, stops the start.
 */
export function vapidKeys(env: Env): VapidKeys | undefined {
  const publicKey = setting(env, "PUSH_VAPID_PUBLIC_KEY");
  const privateKey = setting(env, "PUSH_VAPID_PRIVATE_KEY");
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !PUBLIC_KEY.test(publicKey)) {
    throw new Error(
      "PUSH_VAPID_PUBLIC_KEY must be the public key `npm run desk -- push-keys` prints, " +
        "set together with PUSH_VAPID_PRIVATE_KEY",
    );
  }
  if (!privateKey || !PRIVATE_KEY.test(privateKey)) {
    throw new Error(
      "PUSH_VAPID_PRIVATE_KEY must be the private key `npm run desk -- push-keys` prints, " +
        "set together with PUSH_VAPID_PUBLIC_KEY",
    );
  }
  return { publicKey, privateKey, subject: setting(env, "PUSH_VAPID_SUBJECT") };
}

/**
 * The push services browsers subscribe with, by host (a leading dot: any host under it): Chrome,
 * Edge's Chromium and Android's FCM, Firefox's autopush, Safari's and Edge's Windows services.
 * The server posts pushes to these only, so a desk user cannot point it at another address.
 */
export const BROWSER_PUSH_SERVICES = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  ".push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

/**
 * Where a device's pushes may go: the browsers' push services, and the hosts of
 * `PUSH_SERVICE_HOSTS` (comma-separated; a leading dot allows the hosts under it) for a push
 * service of one's own. A listed loopback host (`127.0.0.1`, `localhost`) may take plain HTTP:
 * a push service run beside the server, as the tests do.
 */
export function pushServiceHosts(env: Env): string[] {
  const own = (setting(env, "PUSH_SERVICE_HOSTS") ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of own) {
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$|^\[::1\]$/.test(host)) {
      throw new Error(`PUSH_SERVICE_HOSTS must list host names, got "${host}"`);
    }
  }
  return [...BROWSER_PUSH_SERVICES, ...own];
}
