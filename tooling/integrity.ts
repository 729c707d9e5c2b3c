import { createHash } from "node:crypto";

/** The `integrity` attribute value for a script's bytes (SHA-384, as browsers and CDNs use). */
export function integrityOf(bytes: Buffer | string): string {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}
