import { CONTACT_CHANNELS, type ContactChannel } from "../../../src/schemas/message-templates";
import type { ContactAttempt } from "../../store";
import { invalid, withBodyAndActor } from "../inbox/body";
import { leadNotFound } from "../inbox/lead";
import { leadDetail } from "../inbox/summary";
import type { DeskHandler } from "../types";

const noStore = { "Cache-Control": "no-store" };

const attemptJson = (attempt: ContactAttempt) => ({
  at: attempt.at.toISOString(),
  channel: attempt.channel,
  reached: attempt.reached,
  by: attempt.by.name,
});

/** `GET /leads/:id/attempts`: the calls and messages made to the lead from the desk. */
export const listAttempts: DeskHandler = async (_req, ctx) => {
  const attempts = await ctx.store.listContactAttempts(ctx.params.id ?? "");
  return Response.json({ attempts: attempts.map(attemptJson) }, { headers: noStore });
};

/**
 * `POST /leads/:id/attempts {channel, reached}`: the broker called or wrote (`call`, `sms`,
 * `whatsapp`) and reached the person or not. Either ends the speed-to-lead clock; reaching a new
 * lead also moves it to contacted, recorded and forwarded like any stage change.
 */
export const recordAttempt: DeskHandler = withBodyAndActor(async (body, actor, ctx) => {
  const { channel, reached } = body;
  if (typeof channel !== "string" || !(CONTACT_CHANNELS as readonly string[]).includes(channel)) {
    return invalid("channel", `Channel must be one of ${CONTACT_CHANNELS.join(", ")}`);
  }
  if (typeof reached !== "boolean") return invalid("reached", "Say whether they were reached");
  const id = ctx.params.id ?? "";
  const recorded = await ctx.store.recordContactAttempt(
    id,
    { channel: channel as ContactChannel, reached },
    actor,
  );
  if (!recorded) return leadNotFound();
  let lead = await ctx.store.getInboxLead(id);
  if (reached && lead?.stage === "new") {
    const moved = await ctx.store.setLeadStage(id, { stage: "contacted", lostReason: null }, actor);
    if (moved.status === "changed") ctx.nudgeForwarder();
    lead = await ctx.store.getInboxLead(id);
  }
  if (!lead) return leadNotFound();
  const attempts = await ctx.store.listContactAttempts(id);
  return Response.json(
    { lead: leadDetail(lead), attempts: attempts.map(attemptJson) },
    { status: 201, headers: noStore },
  );
});
