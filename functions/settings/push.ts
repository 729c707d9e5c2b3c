import { type Env, text } from "./env";

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
  const publicKey = text(env, "PUSH_VAPID_PUBLIC_KEY");
  const privateKey = text(env, "PUSH_VAPID_PRIVATE_KEY");
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
  const subject = text(env, "PUSH_VAPID_SUBJECT");
  if (subject && !/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error(`PUSH_VAPID_SUBJECT must start with mailto: or https://, got "${subject}"`);
  }
  return { publicKey, privateKey, subject };
}
