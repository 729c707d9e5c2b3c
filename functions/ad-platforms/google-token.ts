import { createSign } from "node:crypto";

/*
 * A service account's OAuth access token, the documented way (RFC 7523): a JWT signed with the
 * account's key (RS256, node:crypto) exchanged at the token endpoint. Not google-auth-library:
 * its current major needs Node 22 (we run 20), and this is one signed POST, whose URL a test
 * points at a fake.
 */

/** A service account's key, as Google's JSON key file holds it. */
export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
}

/** What a token is asked with: the account's key, and where the token request goes. */
interface TokenSettings {
  key: ServiceAccountKey;
  tokenUrl: URL;
}

export const DATA_MANAGER_SCOPE = "https://www.googleapis.com/auth/datamanager";

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

export function signedAssertion(settings: TokenSettings, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = base64url(
    JSON.stringify({
      iss: settings.key.clientEmail,
      scope: DATA_MANAGER_SCOPE,
      aud: settings.tokenUrl.href,
      iat,
      exp: iat + 3600,
    }),
  );
  const signature = createSign("RSA-SHA256")
    .update(`${header}.${claims}`)
    .sign(settings.key.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

export interface TokenSource {
  token(): Promise<string>;
  /** Forgets the token (Google refused it): the next `token()` asks for a new one. */
  forget(): void;
}

/** Tokens, each kept until a minute before it expires. */
export function googleTokenSource(
  settings: TokenSettings,
  fetch: typeof globalThis.fetch,
  clock: () => Date = () => new Date(),
): TokenSource {
  let cached: { token: string; until: number } | undefined;
  let pending: Promise<string> | undefined;
  async function exchange(): Promise<string> {
    const response = await fetch(settings.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: signedAssertion(settings, clock()),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!response.ok || !body.access_token) {
      throw new Error(
        `Google's token endpoint answered HTTP ${response.status}: ${body.error ?? "no token"}` +
          `${body.error_description ? ` (${body.error_description})` : ""}`,
      );
    }
    cached = {
      token: body.access_token,
      until: clock().getTime() + ((body.expires_in ?? 3600) - 60) * 1000,
    };
    return body.access_token;
  }
  return {
    async token() {
      if (cached && cached.until > clock().getTime()) return cached.token;
      pending ??= exchange().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    forget() {
      cached = undefined;
    },
  };
}
