import type { Read } from "./env";

/** The broker's zone unless `BUSINESS_TIMEZONE` says. */
export const DEFAULT_BUSINESS_TIME_ZONE = "Australia/Sydney";

/** An IANA name (`Australia/Perth`, `UTC`): no offsets, which PostgreSQL reads the other way round. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * `BUSINESS_TIMEZONE`: the zone of the broker's days (the report's days, the inbox's dates,
 * "today", "overdue", follow-up times), an IANA time zone; its canonical name.
 */
export const zoneOf: Read<string> = (raw, name) => {
  const zone = raw ?? DEFAULT_BUSINESS_TIME_ZONE;
  let canonical: string | undefined;
  try {
    if (ZONE_NAME.test(zone)) {
      canonical = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    }
  } catch {
    canonical = undefined;
  }
  if (!canonical) {
    throw new Error(`${name} must be an IANA time zone such as Australia/Sydney, got "${zone}"`);
  }
  return canonical;
};
