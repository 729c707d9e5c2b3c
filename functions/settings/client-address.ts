import { log } from "../log";
import type { Env } from "./env";
import { setting } from "./schema";

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
  const header = setting(env, "CLIENT_IP_HEADER");
  const proxies = setting(env, "TRUSTED_PROXY_COUNT");
  const old = setting(env, "CHAT_CLIENT_IP_HEADER");
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
