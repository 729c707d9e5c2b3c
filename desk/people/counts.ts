import { recordCountsOf } from "../../functions/store/people/types";
import { deskPeople } from "../../src/content/desk";
import type { PersonRecord, RecordCounts } from "../api/types";

/** How many records of each kind a person's record holds, counted as the store counts them. */
export const countsOf: (record: PersonRecord) => RecordCounts = recordCountsOf;

/** "1 lead, 2 deliveries and 1 contact"; kinds with none are left out; "nothing" for none. */
export function countsSummary(counts: RecordCounts, locale = "en"): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => {
      const [one, many] = deskPeople.counts[kind] ?? [kind, kind];
      return `${n} ${n === 1 ? one : many}`;
    });
  if (parts.length === 0) return deskPeople.none;
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(parts);
}

/** The counts in an answer of `/people/correct` or `/people/erase`, bare or as `{counts}`. */
export function countsIn(body: RecordCounts | { counts: RecordCounts }): RecordCounts {
  return "counts" in body && typeof body.counts === "object" ? body.counts : (body as RecordCounts);
}

/** The record in an answer of `/people`, bare or as `{record}` or `{person}`. */
export function recordIn(
  body: PersonRecord | { record: PersonRecord } | { person: PersonRecord },
): PersonRecord {
  if ("leads" in body) return body;
  return "record" in body ? body.record : body.person;
}
