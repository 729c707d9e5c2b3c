import type { SendOutcome } from "../../http/outbound";
import type { MyCrmSettings } from "../../settings/crm";
import { type CallHooks, type CrmCaller, callCrm } from "./crm-call";
import type { MyCrmTokens } from "./mycrm-token";

/*
 * MyCRM's public API as LMG documents it in `loanmarket/mycrm-api-sample` (README, the Postman
 * collections and `MyCrmSampleClient/swagger.json`): JSON:API over HTTPS under the API's base
 * address, `Authorization: Bearer <token>`, `UserId: <AdviserContactId>` (a write without it is
 * refused with 403), `Accept` and `Content-Type: application/vnd.api+json`. Rate limits: a token
 * bucket of MyCRM's own with a cost per request, answered with 429 and `retry-after`.
 */

export const JSON_API = "application/vnd.api+json";

/** One MyCRM request with a fresh or cached token; a refused token is fetched again once. */
export async function myCrmRequest(
  settings: MyCrmSettings,
  caller: CrmCaller,
  tokens: MyCrmTokens,
  path: string,
  init: { method: "GET" | "POST"; body?: unknown; hooks?: CallHooks } = { method: "GET" },
): Promise<{ answer: Response } | SendOutcome> {
  const base = settings.apiUrl.href.endsWith("/") ? settings.apiUrl : `${settings.apiUrl.href}/`;
  const url = new URL(path.replace(/^\//, ""), base);
  for (let fresh = 0; ; fresh++) {
    const token = await tokens.get();
    if (!("token" in token)) return token;
    const sent = await callCrm(
      caller,
      url,
      {
        method: init.method,
        headers: {
          Authorization: `Bearer ${token.token}`,
          UserId: settings.adviserId,
          Accept: JSON_API,
          ...(init.body === undefined ? {} : { "Content-Type": JSON_API }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      },
      init.hooks,
    );
    // A cached token MyCRM no longer takes (revoked, or expired before its time): once more
    // with a new one before calling it a credential to fix.
    const refused = "outcome" in sent && sent.outcome === "wait" && sent.alarm;
    if (!refused || fresh > 0) return sent;
    tokens.forget();
  }
}

/** A JSON:API document's `data`, as much of it as we read. */
export interface JsonApiResource {
  id?: unknown;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id?: unknown } | null }>;
}

export async function readDocument(answer: Response): Promise<JsonApiResource[]> {
  const body = (await answer.json().catch(() => ({}))) as { data?: unknown };
  if (Array.isArray(body.data)) return body.data as JsonApiResource[];
  return body.data && typeof body.data === "object" ? [body.data as JsonApiResource] : [];
}
