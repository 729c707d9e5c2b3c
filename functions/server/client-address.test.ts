import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressKey } from "../address-key";
import { parseServerOptions } from "../options";
import type { ClientAddressRule } from "../settings/client-address";
import { clientKeyOf } from "./client-address";

afterEach(() => vi.restoreAllMocks());

/** The key a request is counted under, sent from `connection` with `headers`. */
async function keyOf(
  rule: ClientAddressRule,
  headers: Record<string, string>,
  connection = "10.0.0.1",
): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(clientKeyOf(rule)(c)));
  const response = await app.request(
    "/",
    { headers },
    {
      incoming: { socket: { remoteAddress: connection } },
    },
  );
  return response.text();
}

describe("who is asking", () => {
  it("is the connection's address by default, whatever the visitor writes in X-Forwarded-For", async () => {
    const rule = parseServerOptions({}).clientAddress;

    expect(await keyOf(rule, { "X-Forwarded-For": "198.51.100.1" }, "203.0.113.7")).toBe(
      "203.0.113.7",
    );
  });

  it("behind one proxy, is the address it appended, not what the visitor wrote before it", async () => {
    const rule = parseServerOptions({ TRUSTED_PROXY_COUNT: "1" }).clientAddress;

    const keys = [
      await keyOf(rule, { "X-Forwarded-For": "203.0.113.7" }),
      await keyOf(rule, { "X-Forwarded-For": "198.51.100.1, 203.0.113.7" }),
      await keyOf(rule, { "X-Forwarded-For": "1.2.3.4, not-an-address, 203.0.113.7" }),
      await keyOf(rule, { "X-Forwarded-For": "198.51.100.1, 203.0.113.7:5120" }),
      await keyOf(rule, { "X-Forwarded-For": "[2001:db8:5::1]:443" }),
    ];

    expect(keys).toEqual([
      "203.0.113.7",
      "203.0.113.7",
      "203.0.113.7",
      "203.0.113.7",
      "2001:db8:5::/64",
    ]);
  });

  it("behind a CDN and a balancer (two proxies), is the address the CDN saw", async () => {
    const rule = parseServerOptions({ TRUSTED_PROXY_COUNT: "2" }).clientAddress;

    expect(await keyOf(rule, { "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.1.1.1" })).toBe(
      "203.0.113.7",
    );
    // A request that skipped the CDN has one hop, which the balancer wrote.
    expect(await keyOf(rule, { "X-Forwarded-For": "198.51.100.9" })).toBe("198.51.100.9");
    // No header at all: the request did not come through the proxies.
    expect(await keyOf(rule, {}, "192.0.2.4")).toBe("192.0.2.4");
  });

  it("with CLIENT_IP_HEADER, is the address the platform's header names", async () => {
    const rule = parseServerOptions({ CLIENT_IP_HEADER: "CF-Connecting-IP" }).clientAddress;

    expect(
      await keyOf(rule, { "CF-Connecting-IP": "203.0.113.7", "X-Forwarded-For": "1.1.1.1" }),
    ).toBe("203.0.113.7");
    // Without the header, or with something that is no address in it: the connection.
    expect(await keyOf(rule, {}, "192.0.2.4")).toBe("192.0.2.4");
    expect(await keyOf(rule, { "CF-Connecting-IP": "<script>" }, "192.0.2.4")).toBe("192.0.2.4");
  });

  it("keys an IPv6 visitor by its /64, and an IPv4-mapped address as IPv4", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("the client-address settings", () => {
  it.each([
    [{ CLIENT_IP_HEADER: "X-Forwarded-For" }, "set TRUSTED_PROXY_COUNT"],
    [{ CLIENT_IP_HEADER: "forwarded" }, "set TRUSTED_PROXY_COUNT"],
    [{ CLIENT_IP_HEADER: "cf connecting ip" }, "CLIENT_IP_HEADER must be a header name"],
    [{ TRUSTED_PROXY_COUNT: "one" }, "TRUSTED_PROXY_COUNT must be a whole number"],
    [{ TRUSTED_PROXY_COUNT: "1", CLIENT_IP_HEADER: "fly-client-ip" }, "not both"],
  ])("refuse %o at start", (env, message) => {
    expect(() => parseServerOptions(env)).toThrow(message);
  });

  it("still read the old CHAT_CLIENT_IP_HEADER, saying so in the log", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });

    const forwarded = parseServerOptions({ CHAT_CLIENT_IP_HEADER: "x-forwarded-for" });
    const header = parseServerOptions({ CHAT_CLIENT_IP_HEADER: "Fly-Client-IP" });

    expect(forwarded.clientAddress).toEqual({ from: "forwarded", trustedProxies: 1 });
    expect(header.clientAddress).toEqual({ from: "header", header: "fly-client-ip" });
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({ event: "setting_deprecated", variable: "CHAT_CLIENT_IP_HEADER" }),
      expect.objectContaining({ event: "setting_deprecated", variable: "CHAT_CLIENT_IP_HEADER" }),
    ]);
    expect(logged[0].message).toContain("TRUSTED_PROXY_COUNT=1");
    expect(logged[1].message).toContain("CLIENT_IP_HEADER=fly-client-ip");
  });
});
