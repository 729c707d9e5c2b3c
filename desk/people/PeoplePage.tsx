import { type FormEvent, useEffect, useState } from "react";
import { deskPeople, deskShell } from "../../src/content/desk";
import { api, query } from "../api/client";
import type { LeadDetail, PersonKey, PersonRecord, RecordCounts } from "../api/types";
import { Field } from "../app/Field";
import { useResource } from "../app/use-resource";
import { CorrectForm } from "./CorrectForm";
import { countsOf, countsSummary, recordIn } from "./counts";
import { EraseControl } from "./EraseControl";
import { PersonView } from "./PersonView";

/**
 * Find a person by e-mail or phone; see, correct or erase what is stored about them. Opened from
 * a lead (`lead`), the person is found at once by that lead's phone, else its e-mail.
 */
export function PeoplePage({ lead }: { lead: string | null }) {
  const [by, setBy] = useState<"email" | "phone">("email");
  const [value, setValue] = useState("");
  const [person, setPerson] = useState<PersonKey | null>(null);
  const [record, setRecord] = useState<PersonRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  const find = async (key: PersonKey) => {
    setBusy(true);
    setMessage("");
    try {
      const found = recordIn(await api<Parameters<typeof recordIn>[0]>(`/people${query(key)}`));
      setPerson(key);
      setRecord(found);
      if (countsSummary(countsOf(found)) === deskPeople.none) setMessage(deskPeople.nothing);
    } catch (error) {
      setRecord(null);
      setMessage((error as Error).message || deskShell.failed);
    } finally {
      setBusy(false);
    }
  };
  // Opened from a lead: that lead, read once (the page is keyed by it), names the person.
  const opened = useResource<{ lead: LeadDetail }>(
    lead ? `/leads/${encodeURIComponent(lead)}` : null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the lead is read or has failed
  useEffect(() => {
    const { loaded } = opened;
    if (loaded.status === "failed") {
      setMessage((loaded.failure as Error).message || deskShell.failed);
      return;
    }
    if (loaded.status !== "ready") return;
    const { phone, email } = loaded.data.lead;
    const key: PersonKey | null = phone ? { phone } : email ? { email } : null;
    if (!key) return setMessage(deskPeople.nothing);
    setBy("phone" in key ? "phone" : "email");
    setValue(phone ?? email ?? "");
    void find(key);
  }, [opened.loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed) void find(by === "email" ? { email: trimmed } : { phone: trimmed });
  };
  const erased = (counts: RecordCounts) => {
    setRecord(null);
    setPerson(null);
    setMessage(deskPeople.erased(countsSummary(counts)));
  };
  const corrected = (counts: RecordCounts, next: PersonKey) => {
    setMessage(deskPeople.corrected(countsSummary(counts)));
    void find(next).then(() => setMessage(deskPeople.corrected(countsSummary(counts))));
  };
  const has = record !== null && countsSummary(countsOf(record)) !== deskPeople.none;

  return (
    <div className="people">
      <h1 tabIndex={-1}>{deskPeople.heading}</h1>
      <p className="muted">{deskPeople.intro}</p>
      <search className="panel">
        <form className="row" onSubmit={submit}>
          <Field label={deskPeople.by}>
            <select
              className="input"
              value={by}
              onChange={(e) => setBy(e.target.value as "email" | "phone")}
            >
              <option value="email">{deskPeople.email}</option>
              <option value="phone">{deskPeople.phone}</option>
            </select>
          </Field>
          <Field label={by === "email" ? deskPeople.email : deskPeople.phone}>
            <input
              className="input"
              type={by === "email" ? "email" : "tel"}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              required
            />
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {busy ? deskPeople.finding : deskPeople.find}
          </button>
        </form>
      </search>
      <p role="status" className="ok">
        {message}
      </p>
      {record && person && has ? (
        <>
          <PersonView record={record} />
          <CorrectForm person={person} onCorrected={corrected} />
          <EraseControl person={person} record={record} onErased={erased} />
        </>
      ) : null}
    </div>
  );
}
