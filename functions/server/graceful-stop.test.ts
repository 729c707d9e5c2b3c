import { once } from "node:events";
import { type AddressInfo, connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { newLead } from "../../tests/fixtures/new-lead";
import { DEFAULT_HTTP_LIMITS } from "../settings/variables/traffic";
import type { FunnelDimensions } from "../store";
import { openStore } from "../store";
import { stopGracefully, trackRequests } from "./graceful-stop";
import { listen } from "./listen";

const DAY = "2031-03-04";
const page: FunnelDimensions = {
  site: "main",
  path: "/",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  widget: "",
  variant: "",
  experiment: "",
  arm: "",
};

describe("a server's graceful stop", () => {
  it("finishes a request whose client has gone, and stores its lead and funnel count, before the store closes", async () => {
    const store = await openStore({ DATA_DIR: "memory" });

    // The handler is held after its request arrived, as a lead queued behind others would be.
    let arrived = () => {};
    const arrival = new Promise<void>((done) => {
      arrived = done;
    });
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const lead = newLead();
    let handled: Promise<string> = Promise.resolve("not called");
    const requests = trackRequests((request) => {
      handled = (async () => {
        arrived();
        await request.text();
        await held;
        store.countFunnel(DAY, page, "view");
        const outcome = await store.insertLead(lead, []);
        return outcome.status;
      })();
      return handled.then(() => new Response(null, { status: 204 }));
    });
    let bound: (info: AddressInfo) => void = () => {};
    const listening = new Promise<AddressInfo>((done) => {
      bound = done;
    });
    const server = listen(
      {
        fetch: requests.fetch,
        hostname: "127.0.0.1",
        port: 0,
        limits: DEFAULT_HTTP_LIMITS,
        clientAddress: { from: "connection" },
      },
      (info) => bound(info),
    );
    const { port } = await listening;
    const serverSide = once(server, "connection") as Promise<[Socket]>;

    const client = connect(port, "127.0.0.1");
    await once(client, "connect");
    const body = '{"events":[{"name":"view"}]}';
    client.write(
      `POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await arrival;
    // The visitor leaves (a tab closed, a proxy's time out) while the request is under way.
    const [socket] = await serverSide;
    const gone = once(socket, "close");
    client.destroy();
    await gone;

    // The held request goes on once the stop waits for it, or once the store has closed; what
    // the store holds is read as it is closed, the funnel counts in memory added first (as its
    // own close does).
    let atClose = { views: [] as number[], leads: [] as string[] };
    await stopGracefully({
      server,
      requests: {
        settled: () => {
          release();
          return requests.settled();
        },
      },
      endLiveStreams: async () => {},
      forwarder: { stop: async () => {} },
      store: {
        close: async () => {
          await store.flushFunnelCounts();
          const summary = await store.funnelSummary(DAY, DAY);
          const leads = await store.listLeads();
          atClose = {
            views: summary.byDay.map((row) => row.views),
            leads: leads.map((stored) => stored.id),
          };
          await store.close();
          release();
        },
      },
    });

    await expect(handled).resolves.toBe("created");
    expect(atClose).toEqual({ views: [1], leads: [lead.id] });
  }, 120_000);

  it("hands the app what the server gives beside each request, so the visitor's address is still read from the connection", async () => {
    const requests = trackRequests(
      (_request: Request, node?: { incoming: { socket: { remoteAddress?: string } } }) =>
        Response.json({ address: node?.incoming.socket.remoteAddress ?? null }),
    );
    const server = await new Promise<ReturnType<typeof listen>>((done) => {
      const started = listen(
        {
          fetch: requests.fetch,
          hostname: "127.0.0.1",
          port: 0,
          limits: DEFAULT_HTTP_LIMITS,
          clientAddress: { from: "connection" },
        },
        () => done(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await answer.json()).toEqual({ address: "127.0.0.1" });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
