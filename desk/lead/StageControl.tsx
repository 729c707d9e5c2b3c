import { type FormEvent, useEffect, useState } from "react";
import { MOVE_TO_STAGES } from "../../functions/store/desk/types";
import { deskLead, deskStageLabels } from "../../src/content/desk";
import { LOST_REASON_MAX } from "../../src/schemas/limits";
import { api } from "../api/client";
import type { LeadDetail, Stage } from "../api/types";
import { Field } from "../app/Field";

/**
 * The stages a lead may move to (never back to new, which a new lead shows as where it is);
 * moving to lost asks why.
 */
export function StageControl({
  lead,
  onChange,
}: {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
}) {
  const [stage, setStage] = useState<Stage>(lead.stage);
  const [reason, setReason] = useState(lead.lostReason ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setStage(lead.stage), [lead.stage]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (stage === "lost" && !reason.trim()) {
      setMessage({ ok: false, text: deskLead.lostReasonNeeded });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const body = stage === "lost" ? { stage, lostReason: reason.trim() } : { stage };
      const { lead: saved } = await api<{ lead: LeadDetail }>(
        `/leads/${encodeURIComponent(lead.id)}/stage`,
        { body },
      );
      onChange(saved);
      setMessage({ ok: true, text: deskLead.stageSaved(deskStageLabels[saved.stage]) });
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={save} aria-labelledby="stage-heading">
      <h2 id="stage-heading">{deskLead.stage}</h2>
      <div className="row">
        <Field label={deskLead.changeStage}>
          <select
            className="input"
            value={stage}
            onChange={(e) => setStage(e.target.value as Stage)}
          >
            {lead.stage === "new" ? (
              <option value="new" disabled>
                {deskStageLabels.new}
              </option>
            ) : null}
            {MOVE_TO_STAGES.map((s) => (
              <option key={s} value={s}>
                {deskStageLabels[s]}
              </option>
            ))}
          </select>
        </Field>
        {stage === "lost" ? (
          <Field label={deskLead.lostReason}>
            <input
              className="input"
              value={reason}
              maxLength={LOST_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={message?.ok === false && !reason.trim() ? true : undefined}
              aria-describedby={message?.ok === false ? "stage-message" : undefined}
            />
          </Field>
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={busy || (stage === lead.stage && stage !== "lost")}
        >
          {busy ? deskLead.savingStage : deskLead.saveStage}
        </button>
      </div>
      <p id="stage-message" role="status" className={message?.ok === false ? "error" : "ok"}>
        {message?.text ?? ""}
      </p>
    </form>
  );
}
