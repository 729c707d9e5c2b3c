import { jsonError } from "../../context";
import {
  type PersonRecords,
  type PrivacyActor,
  type RecordCounts,
  recordCountsOf,
} from "../../store";
import { shownPayload } from "../inbox/summary";
import type { DeskContext, DeskHandler } from "../types";
import { readJsonObject } from "./json-body";
import { correctionOf, personOf } from "./person-input";

/*
 * A person's data from the desk: everything stored about one e-mail or phone, corrected, or
 * erased, through the same store functions as `npm run leads -- find | correct | erase`. The
 * store writes each to the privacy audit as `desk:<user id>`; the desk's own audit gets the
 * action and how many records, never the e-mail or phone.
 */

const noStore = { "Cache-Control": "no-store" };

function actorOf(ctx: DeskContext): PrivacyActor {
  return {
    actor: `desk:${ctx.user?.id ?? "unknown"}`,
    at: ctx.clock(),
    auditKey: ctx.options.privacyAuditKey,
  };
}

const total = (counts: RecordCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The counts for the audit: "lead 2, delivery 2, contact 0, …" (no one's details). */
const countsNote = (counts: RecordCounts) =>
  Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");

/** `GET /desk/api/people?email=` or `?phone=`: every lead, contact and payment of the person. */
export const viewPerson: DeskHandler = async (req, ctx) => {
  const query = new URL(req.url).searchParams;
  const person = personOf({ email: query.get("email"), phone: query.get("phone") });
  if (person instanceof Response) return person;
  const found: PersonRecords = await ctx.store.findPerson(person, actorOf(ctx));
  const counts = recordCountsOf(found);
  await ctx.audit("view_person", { count: total(counts), note: countsNote(counts) });
  const leads = found.leads.map((lead) => ({ ...lead, payload: shownPayload(lead.payload) }));
  return Response.json({ ...found, leads, counts }, { headers: noStore });
};

/**
 * `POST /desk/api/people/correct {email|phone, set:{email?,phone?,name?}}`: replaces those
 * details wherever a record of the person holds one; answers how many records changed.
 */
export const correctPerson: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const person = personOf(body);
  if (person instanceof Response) return person;
  const correction = correctionOf(body.set);
  if (correction instanceof Response) return correction;
  const outcome = await ctx.store.correctPerson(person, correction, actorOf(ctx));
  if (outcome.status === "email_taken") {
    return jsonError(
      409,
      "email_taken",
      "Another contact already has the new e-mail address; nothing was changed. Erase one of " +
        "the two first, or correct the other.",
    );
  }
  await ctx.audit("correct_person", {
    count: total(outcome.counts),
    note: countsNote(outcome.counts),
  });
  return Response.json({ counts: outcome.counts }, { headers: noStore });
};

/**
 * `POST /desk/api/people/erase {email|phone, confirm: true}`: deletes the person's leads (their
 * pending deliveries are never sent), contacts and downloads, and blanks their payments'
 * personal fields. Without `confirm: true` nothing is erased: a stray click cannot erase anyone.
 */
export const erasePerson: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const person = personOf(body);
  if (person instanceof Response) return person;
  if (body.confirm !== true) {
    return jsonError(
      400,
      "confirm_required",
      "Erasing cannot be undone: send confirm: true to erase this person's records.",
    );
  }
  const counts = await ctx.store.erasePerson(person, actorOf(ctx));
  await ctx.audit("erase_person", { count: total(counts), note: countsNote(counts) });
  return Response.json({ counts }, { headers: noStore });
};
