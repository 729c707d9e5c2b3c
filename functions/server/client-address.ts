import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  isIPv4MappedIPv6,
} from "hono/utils/ipaddr";
import { type Env, wholeNumberFromEnv } from "../settings/env";
import { log } from "../log";

/**
 * Where the visitor's address is read, the same for every limit:
 * - `connection`: the address the request came from (the default; nothing a visitor writes).
 * - `forwarded`: behind `trustedProxies` proxies that each append the address they saw to
 *   `X-Forwarded-For`, the `trustedProxies`-th address from the right. What a visitor writes
 *   into the header stays to the left of it, so it cannot name another client.
 * - `header`: a header holding one address that the platform in front sets itself, overwriting
 *   whatever the visitor sent (`cf-connecting-ip`, `fly-client-ip`, `x-nf-client-connection-ip`).
 */
export type ClientAddressRule =
  | { from: "connection" }
  | { from: "forwarded"; trustedProxies: number }
  | { from: "header"; header: string };

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
  const connected = connection(c);
  if (rule.from === "connection") return connected;
  if (rule.from === "header") {
    // One address; were it ever a list, the last one is the one the platform added.
    const named = c.req.header(rule.header)?.split(",").at(-1)?.trim();
    return isAddress(named) ? named : connected;
  }
  const hops = (c.req.header("x-forwarded-for") ?? "")
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
 * The key a limit counts `address` under: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64, since one home or phone is given a whole /64
 * and could otherwise take a fresh address for every request.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  try {
    const bits = convertIPv6ToBinary(address);
    if (isIPv4MappedIPv6(bits)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(bits));
    return `${convertIPv6BinaryToString((bits >> 64n) << 64n)}/64`;
  } catch {
    return address;
  }
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

/** Headers that carry a list a visitor can write into: the rule for them is `TRUSTED_PROXY_COUNT`. */
const LIST_HEADERS = new Set(["x-forwarded-for", "forwarded"]);

function headerRule(name: string, variable: string): { from: "header"; header: string } {
  const header = name.toLowerCase();
  if (LIST_HEADERS.has(header)) {
    throw new Error(
      `${variable} must name a header holding one address that your platform sets itself ` +
        `(cf-connecting-ip, fly-client-ip, x-nf-client-connection-ip); ${name} is a list the ` +
        "visitor can write into: set TRUSTED_PROXY_COUNT to the number of proxies instead",
    );
  }
  if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(header)) {
    throw new Error(`${variable} must be a header name such as cf-connecting-ip, got "${name}"`);
  }
  return { from: "header", header };
}

/**
 * The rule from `TRUSTED_PROXY_COUNT` or `CLIENT_IP_HEADER` (at most one of them), else the
 * connection. `CHAT_CLIENT_IP_HEADER`, the old name, is still read, with a line in the log:
 * `x-forwarded-for` there now means one trusted proxy (its first address was the visitor's to
 * write), any other header is read as `CLIENT_IP_HEADER`.
 */
export function clientAddressRule(env: Env): ClientAddressRule {
  const header = env.CLIENT_IP_HEADER?.trim();
  const proxies = wholeNumberFromEnv(env, "TRUSTED_PROXY_COUNT", 0, "proxies");
  const old = env.CHAT_CLIENT_IP_HEADER?.trim();
  if (header && proxies > 0) {
    throw new Error(
      "Set one of TRUSTED_PROXY_COUNT (behind proxies that append to X-Forwarded-For) and " +
        "CLIENT_IP_HEADER (a platform header with one address), not both",
    );
  }
  if (proxies > 0) return { from: "forwarded", trustedProxies: proxies };
  if (header) return headerRule(header, "CLIENT_IP_HEADER");
  if (!old) return { from: "connection" };
  const rule =
    old.toLowerCase() === "x-forwarded-for"
      ? ({ from: "forwarded", trustedProxies: 1 } as const)
      : headerRule(old, "CHAT_CLIENT_IP_HEADER");
  log.warn("setting_deprecated", {
    variable: "CHAT_CLIENT_IP_HEADER",
    message:
      rule.from === "forwarded"
        ? "CHAT_CLIENT_IP_HEADER is renamed; x-forwarded-for is now read as TRUSTED_PROXY_COUNT=1 " +
          "(the address your proxy appended, not the first one, which visitors can write). Set " +
          "TRUSTED_PROXY_COUNT to the number of proxies in front of the server instead."
        : `CHAT_CLIENT_IP_HEADER is renamed: set CLIENT_IP_HEADER=${rule.header} instead.`,
  });
  return rule;
}
