import { leadEmailFields, leadEmails } from "../../src/content/lead-emails";
import { storedLeadKind } from "../../src/schemas/lead-kinds";

/**
 * The fields of a person's lead the people page lists, labelled as the broker's e-mail labels
 * them and in its order: what the visitor typed, never the page's own records (attribution, the
 * calculator's figures, consent) shown as raw data.
 */
export function leadFields(kind: string, payload: Record<string, unknown>): [string, string][] {
  const known = storedLeadKind(kind);
  if (!known) return [];
  const fields: [string, string][] = [];
  for (const field of leadEmails[known].fields) {
    const value = payload[field];
    const shown =
      typeof value === "string" || typeof value === "number"
        ? String(value)
        : Array.isArray(value)
          ? value.filter((item) => typeof item === "string").join(" / ")
          : "";
    if (shown.trim() === "") continue;
    fields.push([leadEmailFields.labels[field], leadEmailFields.values[field]?.[shown] ?? shown]);
  }
  return fields;
}
