import { CLOCK_TIME } from "../../forward/quiet-hours";
import { invalid, readJsonObject } from "../inbox/body";
import type { DeskHandler } from "../types";

/**
 * `POST /push/quiet-hours {starts, ends}` (`HH:MM` on the broker's clock, `BUSINESS_TIMEZONE`;
 * `{starts: null}` for none): pushes due meanwhile wait until they end. The owner's.
 */
export const setQuietHours: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  if (body.starts === null) {
    await ctx.store.setQuietHours(null, ctx.clock());
    await ctx.audit("quiet_hours", { note: "none" });
    return Response.json({ quietHours: null });
  }
  for (const field of ["starts", "ends"] as const) {
    const value = body[field];
    if (typeof value !== "string" || !CLOCK_TIME.test(value)) {
      return invalid(field, "Give a time as HH:MM, 00:00 to 23:59");
    }
  }
  const quietHours = { starts: String(body.starts), ends: String(body.ends) };
  await ctx.store.setQuietHours(quietHours, ctx.clock());
  await ctx.audit("quiet_hours", { note: `${quietHours.starts}-${quietHours.ends}` });
  return Response.json({ quietHours });
};
