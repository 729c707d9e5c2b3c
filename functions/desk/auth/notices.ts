import { jsonError } from "../../context";
import type { DeskContext, DeskHandler, DeskUser } from "../types";

// Every route here requires a session: the router answers 401 before these run.
const signedIn = (ctx: DeskContext): DeskUser => ctx.user as DeskUser;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /notices`: the passkeys added to the signed-in person's account (in Settings, or by a
 * recovery invite) that they have not dismissed, newest first: the device's name and when.
 */
export const listNotices: DeskHandler = async (_req, ctx) => {
  const notices = await ctx.store.listPasskeyNotices(signedIn(ctx).id);
  return Response.json(
    {
      notices: notices.map((notice) => ({
        id: notice.id,
        deviceName: notice.deviceName,
        addedAt: notice.addedAt.toISOString(),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
};

/** `DELETE /notices/:id`: the signed-in person has read one of their notices. */
export const dismissNotice: DeskHandler = async (_req, ctx) => {
  const id = ctx.params.id ?? "";
  const dismissed =
    UUID.test(id) && (await ctx.store.dismissPasskeyNotice(signedIn(ctx).id, id, ctx.clock()));
  if (!dismissed) return jsonError(404, "not_found", "You have no such notice.");
  return new Response(null, { status: 204 });
};
