import { type FormEvent, useState } from "react";
import { deskInbox, deskLead } from "../../src/content/desk";
import { api } from "../api/client";
import type { LeadDetail } from "../api/types";
import { Field } from "../app/Field";
import { dateTimeInputValue, exactTime, isOverdue } from "../format/format";

const DEFAULT_TIME = "09:00";

export function FollowUp({
  lead,
  onChange,
}: {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
}) {
  // The broker's clock, whatever the device's: the server reads a day and time with no zone so.
  const [initialDate = "", initialTime = DEFAULT_TIME] = lead.followUpAt
    ? dateTimeInputValue(lead.followUpAt).split("T")
    : [];
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState(initialTime);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  const save = async (at: string | null) => {
    setBusy(true);
    setMessage("");
    try {
      const { lead: saved } = await api<{ lead: LeadDetail }>(
        `/leads/${encodeURIComponent(lead.id)}/follow-up`,
        { body: { at } },
      );
      onChange(saved);
      setMessage(at ? deskLead.followUpSaved : deskLead.followUpCleared);
      if (!at) setDate("");
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) void save(`${date}T${time || DEFAULT_TIME}`);
  };

  return (
    <form className="stack" onSubmit={submit} aria-labelledby="follow-heading">
      <h2 id="follow-heading">{deskLead.followUp}</h2>
      <p className={isOverdue(lead, new Date()) ? "small overdue" : "small muted"}>
        {lead.followUpAt ? exactTime(lead.followUpAt) : deskLead.noFollowUpSet}
        {isOverdue(lead, new Date()) ? ` · ${deskInbox.overdueLabel}` : ""}
      </p>
      <div className="row">
        <Field label={deskLead.followUpLabel}>
          <input
            type="date"
            className="input"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <Field label={deskLead.followUpTimeLabel}>
          <input
            type="time"
            className="input"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy || !date}>
          {deskLead.setFollowUp}
        </button>
        {lead.followUpAt ? (
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() => save(null)}
          >
            {deskLead.clearFollowUp}
          </button>
        ) : null}
      </div>
      <p role="status" className="small">
        {message}
      </p>
    </form>
  );
}
