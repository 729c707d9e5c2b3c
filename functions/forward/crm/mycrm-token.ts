import { describeError, describeFailure, type SendOutcome } from "../../http/outbound";
import type { MyCrmSettings } from "../../settings/crm";
import { type CrmCaller, credentialRefused } from "./crm-call";

/** A token is fetched again this long before MyCRM says it expires. */
const EARLY_MS = 60_000;

export interface MyCrmTokens {
  /** The bearer token, fetched or cached; else the outcome that stops this attempt. */
  get(): Promise<{ token: string } | SendOutcome>;
  /** Forgets the cached token (MyCRM refused it: expired or revoked early). */
  forget(): void;
}

/**
 * OAuth 2.0 client credentials (RFC 6749, 4.4) as LMG's samples do it: POST to the token
 * endpoint with the client's id and secret as HTTP Basic and `grant_type=client_credentials`
 * and `scope` in the form body; `access_token` and `expires_in` come back. The token is kept
 * until shortly before it expires. A refused client (400 `invalid_client`, 401) is a
 * credential to fix, not a failure of the lead.
 */
export function myCrmTokens(
  settings: MyCrmSettings,
  caller: Pick<CrmCaller, "fetch" | "timeoutMs" | "clock" | "label" | "credentials">,
): MyCrmTokens {
  let cached: { token: string; until: number } | undefined;
  return {
    forget() {
      cached = undefined;
    },
    async get() {
      const now = caller.clock().getTime();
      if (cached && cached.until > now) return { token: cached.token };
      let answer: Response;
      try {
        answer = await caller.fetch(settings.tokenUrl, {
          method: "POST",
          headers: {
            Accept: "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
            Authorization: `Basic ${Buffer.from(
              `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
            ).toString("base64")}`,
          },
          body: new URLSearchParams({ grant_type: "client_credentials", scope: settings.scopes }),
          signal: AbortSignal.timeout(caller.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { outcome: "retry", error: `token: ${describeError(error)}` };
      }
      if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
        await answer.body?.cancel();
        return credentialRefused(caller as CrmCaller, `token endpoint HTTP ${answer.status}`);
      }
      if (!answer.ok) return { outcome: "retry", error: `token: ${await describeFailure(answer)}` };
      const body = (await answer.json().catch(() => ({}))) as {
        access_token?: unknown;
        expires_in?: unknown;
      };
      if (typeof body.access_token !== "string") {
        return { outcome: "retry", error: "token: the answer held no access_token" };
      }
      const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
      cached = { token: body.access_token, until: now + seconds * 1000 - EARLY_MS };
      return { token: body.access_token };
    },
  };
}
