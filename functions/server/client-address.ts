import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { addressKey } from "../address-key";
import type { ClientAddressRule } from "../settings/client-address";

/** The address the request came from, as the runtime knows it; undefined where it does not. */
export type ConnectionAddress = (c: Context) => string | undefined;

/** The socket's address under `@hono/node-server`. */
export const nodeConnectionAddress: ConnectionAddress = (c) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind Node's server (a test calling the app, another runtime).
    return undefined;
  }
};

const isAddress = (value: string | undefined): value is string =>
  value !== undefined && (isIPv4(value) || isIPv6(value));

/** A hop as some proxies write it, with a port (`203.0.113.7:5120`, `[2001:db8::1]:5120`). */
const withoutPort = (hop: string): string =>
  /^\[(.+)\](?::\d+)?$/.exec(hop)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop)?.[1] ?? hop;

/** The visitor's address by `rule`; the connection's when the header names none. */
export function clientAddress(
  c: Context,
  rule: ClientAddressRule,
  connection: ConnectionAddress,
): string | undefined {
  return addressByRule(rule, (name) => c.req.header(name), connection(c));
}

/**
 * The visitor's address by `rule` from a request's headers (`header` reads one by its lower-case
 * name) and `connected`, the address of the connection it came over: the one rule for a Hono
 * request and for Node's own (the server's fair shares, `fair-share.ts`).
 */
export function addressByRule(
  rule: ClientAddressRule,
  header: (name: string) => string | undefined,
  connected: string | undefined,
): string | undefined {
  if (rule.from === "connection") return connected;
  if (rule.from === "header") {
    // One address; were it ever a list, the last one is the one the platform added.
    const named = header(rule.header)?.split(",").at(-1)?.trim();
    return isAddress(named) ? named : connected;
  }
  const hops = (header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => withoutPort(hop.trim()))
    .filter(Boolean);
  if (hops.length === 0) return connected;
  // Fewer hops than proxies: the request skipped the outer ones, and the leftmost hop is still
  // one a proxy wrote.
  const named = hops[Math.max(0, hops.length - rule.trustedProxies)];
  return isAddress(named) ? named : connected;
}

/**
 * Who is asking, for every rate limit: the key of the visitor's address by `rule`. Without any
 * address (a test calling the app without a socket) every caller shares the key "unknown".
 */
export function clientKeyOf(
  rule: ClientAddressRule,
  connection: ConnectionAddress = nodeConnectionAddress,
): (c: Context) => string {
  return (c) => {
    const address = clientAddress(c, rule, connection);
    return address ? addressKey(address) : "unknown";
  };
}
