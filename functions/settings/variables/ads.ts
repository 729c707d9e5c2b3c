import { adPlatformVariables } from "../../ad-platforms";
import type { Variable } from "../declare";
import type { Read } from "../env";

/*
 * The ad platforms told of each lead from the server, with consent: each platform's own
 * variables (`functions/ad-platforms/`), each off unless its required settings are all set, and what
 * every platform reports a settled loan as worth.
 */

const amount: Read<number | undefined> = (raw, name) => {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be an amount such as 2500 or 2500.50, got "${raw}"`);
  }
  return value;
};

export const adVariables = [
  ...adPlatformVariables,
  {
    name: "CONVERSION_SETTLED_VALUE",
    default: "unset: no value",
    meaning: "what a settled loan is reported as worth, in `SITE_CURRENCY`",
    read: amount,
  },
] as const satisfies readonly Variable[];
