import { jsonError } from "../../context";
import type { DeskHandler } from "../types";

const PAGE = 50;

/** A page's end as the next request names it: the last entry's time and id. */
const cursorOf = (entry: { at: Date; id: string }) =>
  Buffer.from(JSON.stringify([entry.at.toISOString(), entry.id])).toString("base64url");

function parseCursor(raw: string): { at: Date; id: string } | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    const date = new Date(String(at));
    return typeof id === "string" && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
  } catch {
    return null;
  }
}

/**
 * `GET /audit?cursor=`: the audit log newest first, 50 entries a page: the desk's own (sign-ins,
 * views, exports, erasures, resends) and the privacy audit of the command line and the purge.
 */
export const listAudit: DeskHandler = async (req, ctx) => {
  const raw = new URL(req.url).searchParams.get("cursor");
  const before = raw ? parseCursor(raw) : undefined;
  if (before === null) return jsonError(400, "invalid_cursor", "The cursor is not one we gave.");
  const entries = await ctx.store.listAudit({ before, limit: PAGE + 1 });
  const page = entries.slice(0, PAGE);
  const last = page.at(-1);
  return Response.json({
    entries: page.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    next: entries.length > PAGE && last ? cursorOf(last) : null,
  });
};
