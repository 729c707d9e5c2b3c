/**
 * A stand-in for Google's OAuth token endpoint and the Data Manager API on 127.0.0.1.
 * `POST /token` takes a service account's signed JWT (`grant_type=urn:ietf:params:oauth:
 * grant-type:jwt-bearer`, checked against the account's public key, scope and audience) and
 * answers `{ access_token, expires_in, token_type }`. `POST /v1/events:ingest` takes the
 * documented `{ destinations, events, encoding, validateOnly, consent? }` with that token and
 * answers `{ requestId }`, or Google's error shape `{ error: { code, message, status } }`. It
 * records every accepted body exactly as received.
 */
import { createVerify, type KeyObject } from "node:crypto";
import { startJsonFake } from "./json-fake";

export interface IngestRequest {
  raw: string;
  body: {
    destinations: Array<Record<string, unknown>>;
    events: Array<Record<string, unknown> & { transactionId: string }>;
    encoding?: string;
    validateOnly?: boolean;
  };
}

export interface FakeGoogle {
  url: string;
  tokenUrl: string;
  accepted: IngestRequest[];
  tokensIssued: number;
  refused: number;
  /** The next `count` ingest requests get 503 UNAVAILABLE. */
  failTransiently(count: number): void;
  close(): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const TOKEN = "ya29.fake-access-token";
/** An operating account the service account has no access to: 403 PERMISSION_DENIED. */
export const NO_ACCESS = "9999999999";

function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

function jwtClaims(assertion: string, publicKey: KeyObject): Record<string, unknown> | undefined {
  const [header, claims, signature] = assertion.split(".");
  if (!header || !claims || !signature) return undefined;
  const verifier = createVerify("RSA-SHA256").update(`${header}.${claims}`);
  if (!verifier.verify(publicKey, Buffer.from(signature, "base64url"))) return undefined;
  return JSON.parse(Buffer.from(claims, "base64url").toString());
}

function problemOf(body: IngestRequest["body"]): string | undefined {
  if (!Array.isArray(body.destinations) || body.destinations.length === 0)
    return "destinations: at least one destination is required";
  for (const destination of body.destinations) {
    const account = destination.operatingAccount as Record<string, unknown> | undefined;
    if (account?.accountType !== "GOOGLE_ADS" || typeof account.accountId !== "string")
      return "destinations.operating_account: a Google Ads account is required";
    if (typeof destination.productDestinationId !== "string")
      return "destinations.product_destination_id is required";
  }
  if (!Array.isArray(body.events) || body.events.length === 0) return "events: required";
  for (const event of body.events) {
    if (Number.isNaN(Date.parse(String(event.eventTimestamp))))
      return "events.event_timestamp must be a timestamp";
    const identifiers = (event.userData as { userIdentifiers?: Array<Record<string, string>> })
      ?.userIdentifiers;
    if (identifiers) {
      if (body.encoding !== "HEX" && body.encoding !== "BASE64")
        return "encoding is required when user identifiers are sent";
      for (const identifier of identifiers) {
        for (const value of Object.values(identifier)) {
          if (!SHA256_HEX.test(value)) return "events.user_data: a value is not a hex SHA-256 hash";
        }
      }
    }
  }
  return undefined;
}

export async function startFakeGoogle(options: {
  clientEmail: string;
  publicKey: KeyObject;
}): Promise<FakeGoogle> {
  let transientLeft = 0;
  const state = {
    tokenUrl: "",
    accepted: [] as IngestRequest[],
    tokensIssued: 0,
    failTransiently(count: number) {
      transientLeft = count;
    },
  };
  const fake = await startJsonFake(state, ({ req, raw, answer }, fake) => {
    if (req.method === "POST" && req.url === "/token") {
      const form = new URLSearchParams(raw);
      const claims =
        form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer"
          ? jwtClaims(form.get("assertion") ?? "", options.publicKey)
          : undefined;
      const valid =
        claims?.iss === options.clientEmail &&
        claims.scope === "https://www.googleapis.com/auth/datamanager" &&
        claims.aud === fake.tokenUrl;
      if (!valid) return answer(400, { error: "invalid_grant", error_description: "Invalid JWT" });
      fake.tokensIssued++;
      return answer(200, { access_token: TOKEN, expires_in: 3599, token_type: "Bearer" });
    }
    if (req.method !== "POST" || req.url !== "/v1/events:ingest") {
      return answer(404, googleError(404, "NOT_FOUND", "Not found"));
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      return answer(
        401,
        googleError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."),
      );
    }
    if (transientLeft > 0) {
      transientLeft--;
      return answer(503, googleError(503, "UNAVAILABLE", "The service is currently unavailable."));
    }
    let body: IngestRequest["body"];
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(400, googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload received."));
    }
    const denied = body.destinations?.some(
      (d) => (d.operatingAccount as { accountId?: string } | undefined)?.accountId === NO_ACCESS,
    );
    if (denied) {
      return answer(
        403,
        googleError(403, "PERMISSION_DENIED", "The caller does not have permission"),
      );
    }
    const problem = problemOf(body);
    if (problem) return answer(400, googleError(400, "INVALID_ARGUMENT", problem));
    fake.accepted.push({ raw, body });
    answer(200, { requestId: `request-${fake.accepted.length}` });
  });
  fake.tokenUrl = `${fake.url}/token`;
  return fake;
}
