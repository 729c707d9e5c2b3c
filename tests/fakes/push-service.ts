/**
 * A stand-in for a browser's push service on 127.0.0.1, speaking the Web Push protocol: a push
 * is `POST <endpoint>` (RFC 8030) with `TTL`, `Content-Encoding: aes128gcm` and a body encrypted
 * for the device (RFC 8291), signed with VAPID (RFC 8292: `Authorization: vapid t=<JWT>, k=<key>`,
 * an ES256 JWT whose `aud` is the push service's origin). It plays the devices too: `subscribe()`
 * makes a device's keys, as a browser would, and each push it accepts is decrypted with them.
 * A push that fails any check is refused with 400, 401 or 403, as a real push service does.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A push as the device reads it, and the VAPID claims it came with. */
export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | null;
  /** When the push service had it (`Date.now()`), for a benchmark. */
  at: number;
}

/** What the desk's browser hands over when a device subscribes (`PushSubscription.toJSON()`). */
export interface FakeSubscription {
  device: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** Every answer given, by status, in order: 201 accepted, 410 gone, … */
  answers: number[];
  /** A new device's subscription, for pushes signed by the VAPID public key `serverKey`. */
  subscribe(serverKey: string): FakeSubscription;
  /** The device unsubscribed: pushes to it answer 410 Gone from now on. */
  unsubscribe(device: string): void;
  /** The next `count` pushes answer `status` (503: the service is down) before being read. */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

const b64 = (value: string) => Buffer.from(value, "base64url");

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac("sha256", salt).update(ikm).digest();
  return createHmac("sha256", prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** RFC 8291 with RFC 8188's one-record aes128gcm body, the way a browser decrypts a push. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02 and any padding zeros.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

/** The VAPID claims, once the JWT's ES256 signature checks out under `k`; else a reason. */
function vapidClaims(authorization: string, serverKey: string): ReceivedPush["claims"] | string {
  const fields = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!fields?.[1] || !fields[2]) return "no vapid authorization";
  const [token, k] = [fields[1], fields[2]];
  if (k !== serverKey) return "signed with another key than the subscription's";
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return "not a JWT";
  const point = b64(k);
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    b64(signature),
  );
  if (!signed) return "bad signature";
  if (JSON.parse(b64(header).toString()).alg !== "ES256") return "not ES256";
  return JSON.parse(b64(payload).toString());
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; serverKey: string; gone: boolean }
  >();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  const fake: FakePushService = {
    url: "",
    received: [],
    answers: [],
    subscribe(serverKey) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = randomUUID();
      devices.set(device, { ecdh, auth, serverKey, gone: false });
      return {
        device,
        endpoint: `${fake.url}/push/${device}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: auth.toString("base64url"),
        },
      };
    },
    unsubscribe(device) {
      const known = devices.get(device);
      if (known) known.gone = true;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, reason = "") => {
        fake.answers.push(status);
        res.writeHead(status, { "Content-Type": "text/plain" }).end(reason);
      };
      const device = /^\/push\/([0-9a-f-]+)$/.exec(req.url ?? "")?.[1] ?? "";
      const known = devices.get(device);
      if (req.method !== "POST" || !known) return answer(404, "no such subscription");
      if (known.gone) return answer(410, "unsubscribed");
      if (failures.count > 0) {
        failures.count--;
        return answer(failures.status, "try later");
      }
      const claims = vapidClaims(req.headers.authorization ?? "", known.serverKey);
      if (typeof claims === "string") return answer(403, claims);
      const now = Date.now() / 1000;
      if (claims.aud !== fake.url) return answer(403, `aud ${claims.aud} is not ${fake.url}`);
      if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return answer(403, "exp");
      if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return answer(403, "sub");
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return answer(400, "TTL");
      if (req.headers["content-encoding"] !== "aes128gcm") return answer(415, "encoding");
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(decrypt(Buffer.concat(chunks), known));
      } catch {
        return answer(400, "cannot decrypt");
      }
      fake.received.push({
        device,
        message,
        claims,
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        at: Date.now(),
      });
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
