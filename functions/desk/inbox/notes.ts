import { DESK_NOTE_MAX as NOTE_MAX } from "../../../src/schemas/limits";
import { isPlainText, plainTextMessage } from "../../../src/schemas/plain-text";
import type { DeskHandler } from "../types";
import { invalid, withBodyAndActor } from "./body";
import { leadNotFound } from "./lead";

/** `POST /leads/:id/notes {text}`: a note on the lead, signed with who wrote it and when. */
export const addNote: DeskHandler = withBodyAndActor(async (body, actor, ctx) => {
  const text = typeof body.text === "string" ? body.text.trim() : "";
  if (text === "") return invalid("text", "Please write a note");
  if (text.length > NOTE_MAX) {
    return invalid("text", `A note must be ${NOTE_MAX} characters or fewer`);
  }
  if (!isPlainText(text, true)) return invalid("text", plainTextMessage("A note"));
  const note = await ctx.store.addLeadNote(ctx.params.id ?? "", text, actor);
  if (!note) return leadNotFound();
  return Response.json(
    { note: { id: note.id, at: note.at.toISOString(), author: note.author.name, text: note.text } },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
