/**
 * A stand-in for the payment provider's API on 127.0.0.1, speaking the protocol the official
 * SDK speaks: `POST /v1/checkout/sessions` with a form-encoded body and a bearer key, answers
 * in the provider's JSON, `Idempotency-Key` honoured. It also serves the hosted checkout page a
 * session's `url` points to, so a browser can land there. Point `STRIPE_API_BASE` at `url`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: unknown;
  status: "open";
  payment_status: "unpaid";
  success_url: unknown;
  cancel_url: unknown;
  metadata: Record<string, string>;
  line_items: unknown;
  amount_total: number | null;
  currency: string | null;
}

export interface FakeStripe {
  /** Base URL for `STRIPE_API_BASE`. */
  url: string;
  /** The only key the fake accepts. */
  secretKey: string;
  /** Sessions created, oldest first (a replayed idempotent request adds none). */
  sessions: FakeCheckoutSession[];
  /** Every `POST /v1/checkout/sessions` received, replays and failures included. */
  createRequests: number;
  /** From now on, answer session creation with this status and the provider's error JSON. */
  fail(status?: number, message?: string): void;
  /** From now on, create sessions whose `url` is null. */
  omitUrl(): void;
  /** Back to creating sessions normally. */
  recover(): void;
  close(): Promise<void>;
}

type Params = Record<string, unknown>;

/** `a[b][0][c]=v` pairs, as the SDK encodes them, back into nested objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Params;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

function send(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString("hex")}`;
  const replies = new Map<string, { body: string; status: number; reply: unknown }>();
  let mode:
    | { kind: "ok" }
    | { kind: "fail"; status: number; message: string }
    | { kind: "no-url" } = { kind: "ok" };
  let base = "";

  const fake: FakeStripe = {
    url: "",
    secretKey,
    sessions: [],
    createRequests: 0,
    fail(status = 500, message = "The fake provider was told to fail.") {
      mode = { kind: "fail", status, message };
    },
    omitUrl() {
      mode = { kind: "no-url" };
    },
    recover() {
      mode = { kind: "ok" };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  function createSession(params: Params): FakeCheckoutSession {
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    const items = Array.isArray(params.line_items) ? (params.line_items as Params[]) : [];
    const amounts = items.map((item) => {
      const price = (item.price_data ?? {}) as Params;
      return Number(price.unit_amount ?? 0) * Number(item.quantity ?? 1);
    });
    const firstPrice = (items[0]?.price_data ?? {}) as Params;
    return {
      id,
      object: "checkout.session",
      url: mode.kind === "no-url" ? null : `${base}/c/pay/${id}`,
      mode: params.mode,
      status: "open",
      payment_status: "unpaid",
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      line_items: params.line_items,
      amount_total: amounts.length ? amounts.reduce((a, b) => a + b, 0) : null,
      currency: typeof firstPrice.currency === "string" ? firstPrice.currency : null,
    };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    if (req.method === "GET" && url.pathname.startsWith("/c/pay/")) {
      const session = fake.sessions.find((s) => url.pathname.endsWith(`/${s.id}`));
      res.writeHead(session ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><title>Fake checkout</title><h1>Fake checkout</h1>` +
          `<p>Session ${session?.id ?? "unknown"}</p>`,
      );
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/v1/checkout/sessions") {
      send(res, 404, {
        error: { type: "invalid_request_error", message: "Unrecognized request URL" },
      });
      return;
    }
    fake.createRequests++;
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
      return;
    }
    if (mode.kind === "fail") {
      // The provider marks errors a retry cannot fix; the SDK then does not retry.
      send(
        res,
        mode.status,
        { error: { type: "api_error", message: mode.message } },
        { "Stripe-Should-Retry": "false" },
      );
      return;
    }
    const key = req.headers["idempotency-key"];
    const earlier = typeof key === "string" ? replies.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== body) {
        send(res, 400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        });
        return;
      }
      send(res, earlier.status, earlier.reply, { "Idempotent-Replayed": "true" });
      return;
    }
    const session = createSession(parseStripeForm(body));
    fake.sessions.push(session);
    if (typeof key === "string") replies.set(key, { body, status: 200, reply: session });
    send(res, 200, session);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
