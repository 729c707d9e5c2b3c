/**
 * A stand-in for Loan Market's MyCRM public API on 127.0.0.1, as LMG's samples describe it
 * (`loanmarket/mycrm-api-sample`): the OAuth 2.0 client-credentials token endpoint
 * (`POST /connect/token`, client id and secret as HTTP Basic, `grant_type` and `scope` in the
 * form body), and JSON:API resources under `/jsonapi`: `POST /jsonapi/leads` (refused with 403
 * without `UserId`), `GET /jsonapi/deal-external-references?filter=equals(externalReference,'…')`
 * and `GET /jsonapi/deals/{id}`. A lead made here is a deal with the same id.
 */
import { startJsonFake } from "./json-fake";

export interface MyCrmDeal {
  id: string;
  /** The lead's attributes exactly as received. */
  attributes: Record<string, unknown>;
  dealStatus: string;
  updated: string;
  totalLoanAmount: number | null;
}

export interface FakeMyCrm {
  url: string;
  /** Every deal made, in order. */
  deals: MyCrmDeal[];
  /** Every request's path and method, in order (tokens included). */
  requests: string[];
  refused: number;
  /** The client secret the token endpoint takes; anything else is `invalid_client`. */
  clientSecret: string;
  /** Answers every API request (not the token's) with `status` and `Retry-After`, until cleared. */
  throttle: { status: number; retryAfter?: string } | undefined;
  /** The next `count` leads are made, but their answer never comes (the socket is cut). */
  loseAnswers: number;
  /** Called as a lead is made, before it is answered (MyCRM's webhook, sent meanwhile). */
  onCreate?: (deal: MyCrmDeal) => Promise<void>;
  close(): Promise<void>;
}

const TOKEN = "fake-mycrm-token";
const JSON_API = { "Content-Type": "application/vnd.api+json" };

export function startFakeMyCrm(options: {
  clientId: string;
  clientSecret: string;
  adviserId: string;
}) {
  const state = {
    deals: [] as MyCrmDeal[],
    requests: [] as string[],
    clientSecret: options.clientSecret,
    throttle: undefined as FakeMyCrm["throttle"],
    loseAnswers: 0,
    onCreate: undefined as FakeMyCrm["onCreate"],
  };
  return startJsonFake(state, ({ req, raw, answer }, fake) => {
    const url = new URL(req.url ?? "/", "http://fake");
    fake.requests.push(`${req.method} ${url.pathname}`);
    if (req.method === "POST" && url.pathname === "/connect/token") {
      const basic = Buffer.from(`${options.clientId}:${fake.clientSecret}`).toString("base64");
      const form = new URLSearchParams(raw);
      if (req.headers.authorization !== `Basic ${basic}`) {
        return answer(400, { error: "invalid_client" });
      }
      if (form.get("grant_type") !== "client_credentials" || !form.get("scope")) {
        return answer(400, { error: "invalid_request" });
      }
      return answer(200, { access_token: TOKEN, expires_in: 3600, token_type: "Bearer" });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, {});
    if (fake.throttle) {
      const { status, retryAfter } = fake.throttle;
      return answer(
        status,
        { errors: [{ status: String(status) }] },
        retryAfter ? { "Retry-After": retryAfter } : {},
      );
    }
    if (req.method === "POST" && url.pathname === "/jsonapi/leads") {
      if (req.headers.userid !== options.adviserId)
        return answer(403, { errors: [{ status: "403" }] });
      if (req.headers["content-type"] !== "application/vnd.api+json") return answer(415, {});
      const body = JSON.parse(raw) as {
        data: { type: string; attributes: Record<string, unknown> };
      };
      if (body.data?.type !== "leads") return answer(400, { errors: [{ detail: "type" }] });
      const deal: MyCrmDeal = {
        id: String(fake.deals.length + 1001),
        attributes: body.data.attributes,
        dealStatus: "NewLeads",
        updated: new Date().toISOString(),
        totalLoanAmount: null,
      };
      fake.deals.push(deal);
      const respond = () => {
        if (fake.loseAnswers > 0) {
          fake.loseAnswers--;
          req.socket.destroy();
          return;
        }
        answer(
          201,
          { data: { type: "leads", id: deal.id, attributes: { dealStatus: "NewLeads" } } },
          JSON_API,
        );
      };
      if (fake.onCreate) void fake.onCreate(deal).then(respond);
      else respond();
      return;
    }
    if (req.method === "GET" && url.pathname === "/jsonapi/deal-external-references") {
      const wanted = /^equals\(externalReference,'([^']*)'\)$/.exec(
        url.searchParams.get("filter") ?? "",
      )?.[1];
      const found = fake.deals.filter((deal) => deal.attributes.externalReference === wanted);
      return answer(
        200,
        {
          data: found.map((deal) => ({
            type: "deal-external-references",
            id: `ref-${deal.id}`,
            attributes: { externalReference: wanted },
            relationships: { deal: { data: { type: "deals", id: deal.id } } },
          })),
        },
        JSON_API,
      );
    }
    const dealId = /^\/jsonapi\/deals\/(\d+)$/.exec(url.pathname)?.[1];
    const deal = fake.deals.find((known) => known.id === dealId);
    if (req.method === "GET" && deal) {
      return answer(
        200,
        {
          data: {
            type: "deals",
            id: deal.id,
            attributes: {
              dealStatus: deal.dealStatus,
              updated: deal.updated,
              totalLoanAmount: deal.totalLoanAmount,
            },
          },
        },
        JSON_API,
      );
    }
    answer(404, { errors: [{ status: "404" }] });
  }) as Promise<FakeMyCrm>;
}
