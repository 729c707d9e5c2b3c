import { LOST_REASON_MAX } from "../../../src/schemas/limits";
import { MOVE_TO_STAGES, STAGES, type Stage } from "../../store";
import type { DeskHandler } from "../types";
import { invalid, withBodyAndActor } from "./body";
import { leadNotFound } from "./lead";
import { leadDetail } from "./summary";

/**
 * `POST /leads/:id/stage {stage, lostReason?}`: moves the lead to any stage but back to new
 * (speed to lead counts from the first move), a lost lead too (a person who comes back may still
 * settle). `lost` needs a reason. The same stage again changes nothing.
 */
export const setStage: DeskHandler = withBodyAndActor(async (body, actor, ctx) => {
  const { stage, lostReason } = body;
  if (typeof stage !== "string" || !(STAGES as readonly string[]).includes(stage)) {
    return invalid("stage", `Stage must be one of ${STAGES.join(", ")}`);
  }
  if (!(MOVE_TO_STAGES as readonly string[]).includes(stage)) {
    return invalid("stage", "A lead cannot be set back to new");
  }
  const reason = typeof lostReason === "string" ? lostReason.trim() : "";
  if (stage === "lost" && reason === "") {
    return invalid("lostReason", "Please say why the lead was lost");
  }
  if (reason.length > LOST_REASON_MAX) {
    return invalid("lostReason", `The reason must be ${LOST_REASON_MAX} characters or fewer`);
  }

  const outcome = await ctx.store.setLeadStage(
    ctx.params.id ?? "",
    { stage: stage as Stage, lostReason: reason || null },
    actor,
  );
  // What the change is forwarded as (ad platforms, the CRM webhook) is queued: send it now.
  if (outcome.status === "changed") ctx.nudgeForwarder();
  const lead =
    outcome.status === "not_found" ? null : await ctx.store.getInboxLead(outcome.lead.id);
  if (!lead) return leadNotFound();
  return Response.json({ lead: leadDetail(lead) }, { headers: { "Cache-Control": "no-store" } });
});
