import { isIPv4 } from "node:net";
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  isIPv4MappedIPv6,
} from "hono/utils/ipaddr";

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
