/**
 * Netlify Functions entry for `/api/*`: the same Hono app as the Node server, through Hono's
 * Netlify adapter. A stored lead is forwarded after the response while the platform allows
 * (`waitUntil`); whatever that does not finish, the scheduled `forward-leads` retries. Funnel
 * events are written after their response the same way.
 */
import { handle } from "hono/netlify";
import { lazyRuntime, type NetlifyContext } from "../runtime";

const runtime = lazyRuntime(process.env);

export default async (req: Request, context: NetlifyContext = {}): Promise<Response> => {
  const opened = await runtime();
  if (opened instanceof Response) return opened;
  const response = await handle(opened.app)(req, context);
  if (opened.takeNudge() && context.waitUntil) {
    context.waitUntil(
      opened.forwarder.runOnce().catch((error) => {
        console.error("forwarding: could not work through the deliveries:", error);
      }),
    );
  }
  // Funnel counts wait in memory for the next write, but an instance may be frozen or stopped
  // once it has answered: the counts it answered for are written while it may still run.
  if (context.waitUntil && new URL(req.url).pathname === "/api/events") {
    context.waitUntil(opened.store.flushFunnelCounts());
  }
  return response;
};

export const config = { path: "/api/*" };
