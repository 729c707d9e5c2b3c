import { type FormEvent, useState } from "react";
import { deskLead } from "../../src/content/desk";
import { DESK_NOTE_MAX } from "../../src/schemas/limits";
import { api } from "../api/client";
import type { Note } from "../api/types";
import { Field } from "../app/Field";
import { ErrorLine, useRequest } from "../app/use-request";
import { exactTime } from "../format/format";
import { keepNoteDraft, noteDraft } from "./note-draft";

/** The broker's notes on a lead, oldest first, and a box to add one. */
export function Notes({
  leadId,
  notes,
  onAdded,
}: {
  leadId: string;
  notes: Note[];
  onAdded: (note: Note) => void;
}) {
  // Kept in the tab as it is typed: a session that ends mid-note loses nothing, and the note is
  // back in its box once the broker has signed in again.
  const [text, setTextState] = useState(() => noteDraft(leadId));
  const setText = (next: string) => {
    setTextState(next);
    keepNoteDraft(leadId, next);
  };
  const { busy, error, run } = useRequest();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    await run(async () => {
      const { note } = await api<{ note: Note }>(`/leads/${encodeURIComponent(leadId)}/notes`, {
        body: { text: text.trim() },
      });
      onAdded(note);
      setText("");
    });
  };

  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{deskLead.notes}</h2>
      {notes.length === 0 ? (
        <p className="muted">{deskLead.noNotes}</p>
      ) : (
        <ul className="list-plain">
          {notes.map((note) => (
            <li key={note.id} className="note">
              <p>{note.text}</p>
              <span className="muted small">
                <time dateTime={note.at}>{exactTime(note.at)}</time> {deskLead.noteBy(note.author)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={add}>
        <Field label={deskLead.noteLabel}>
          <textarea
            className="input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={DESK_NOTE_MAX}
          />
        </Field>
        <div>
          <button type="submit" className="button" disabled={busy || !text.trim()}>
            {busy ? deskLead.addingNote : deskLead.addNote}
          </button>
        </div>
        <ErrorLine error={error} />
      </form>
    </section>
  );
}
