/**
 * `npm run leads -- find | correct | erase`: a person's data, seen, corrected and erased on
 * request (Australian Privacy Principles 12 and 13, and 11.2 for what is no longer needed). Each
 * command is written to the privacy audit as `cli:<os user>`, with no personal data.
 */
import { parseArgs } from "node:util";
import { emailField, nameField, phoneNumberField } from "../../src/schemas/fields";
import { privacyAuditKey } from "../options";
import { osUser } from "../os-user";
import type { Store } from "../store";
import { type Correction, type Person, type RecordCounts, recordCountsOf } from "../store";
import type { CliIo } from "./cli-io";

export const PERSON_USAGE = `       npm run leads -- find (--email E | --phone P)
       npm run leads -- correct (--email E | --phone P) [--set-email E] [--set-phone P] [--set-name N]
       npm run leads -- erase (--email E | --phone P) [--yes]`;

export const PERSON_HELP = `find     prints, as JSON, every lead, contact (with downloads) and payment of the person
         with that e-mail (any case or spacing) or phone number (any Australian form:
         0412 345 678, +61 412 345 678, 61412345678 are one)
correct  replaces the person's e-mail, phone or name wherever a record holds one
erase    deletes the person's leads with their deliveries (none is sent afterwards), contacts
         and downloads; a payment keeps its amount, date and checkout reference for tax
         records with its personal fields blanked. Without --yes it only says what it would do.
Each is written to the privacy audit (who, when, how many records; with PRIVACY_AUDIT_KEY
set, an HMAC of the address, never the address itself).`;

export type PersonCommand =
  | { command: "find"; person: Person }
  | { command: "correct"; person: Person; correction: Correction }
  | { command: "erase"; person: Person; confirmed: boolean };

type Check = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/** The value checked by the same rule as the forms, or the form's message for it. */
function checked(flag: string, value: string, field: Check): string | { error: string } {
  const result = field.safeParse(value);
  return result.success
    ? value.trim()
    : { error: `${flag}: ${result.error?.issues[0]?.message ?? "not valid"}` };
}

/** The command line of `find`, `correct` or `erase`, or what is wrong with it. */
export function parsePersonCommand(
  command: PersonCommand["command"],
  args: string[],
): PersonCommand | { error: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        email: { type: "string" },
        phone: { type: "string" },
        ...(command === "correct"
          ? {
              "set-email": { type: "string" },
              "set-phone": { type: "string" },
              "set-name": { type: "string" },
            }
          : {}),
        ...(command === "erase" ? { yes: { type: "boolean" } } : {}),
      },
    }).values;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { email, phone } = values;
  if ((email === undefined) === (phone === undefined)) {
    return { error: `${command} needs --email or --phone (one of them)` };
  }
  const address =
    typeof email === "string"
      ? checked("--email", email, emailField)
      : checked("--phone", String(phone), phoneNumberField);
  if (typeof address !== "string") return address;
  const person: Person = typeof email === "string" ? { email: address } : { phone: address };
  if (command === "find") return { command, person };
  if (command === "erase") return { command, person, confirmed: values.yes === true };

  const correction: Correction = {};
  const wanted: Array<[keyof Correction, string, Check]> = [
    ["email", "--set-email", emailField],
    ["phone", "--set-phone", phoneNumberField],
    ["name", "--set-name", nameField],
  ];
  for (const [key, flag, field] of wanted) {
    const raw = values[flag.slice(2)];
    if (typeof raw !== "string") continue;
    const value = checked(flag, raw, field);
    if (typeof value !== "string") return value;
    correction[key] = value;
  }
  if (Object.keys(correction).length === 0) {
    return { error: "correct needs at least one of --set-email, --set-phone, --set-name" };
  }
  return { command, person, correction };
}

/** `cli:` and the operating-system user running the command. */
const actor = (env: Record<string, string | undefined>): string => `cli:${osUser(env)}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const NAMES: Record<keyof RecordCounts, [string, string]> = {
  lead: ["lead", "leads"],
  delivery: ["delivery", "deliveries"],
  contact: ["contact", "contacts"],
  download: ["download", "downloads"],
  payment: ["payment", "payments"],
};

function describe(counts: RecordCounts, kinds = Object.keys(NAMES) as (keyof RecordCounts)[]) {
  return kinds.map((kind) => plural(counts[kind], ...NAMES[kind])).join(", ");
}

/** Runs a parsed `find`, `correct` or `erase` on an open store; resolves to the exit code. */
export async function runPersonCommand(
  store: Store,
  parsed: PersonCommand,
  io: CliIo,
): Promise<number> {
  let auditKey: string | undefined;
  try {
    auditKey = privacyAuditKey(io.env);
  } catch (error) {
    io.stderr(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const by = { actor: actor(io.env), at: new Date(), auditKey };

  if (parsed.command === "find") {
    io.stdout(`${JSON.stringify(await store.findPerson(parsed.person, by), null, 2)}\n`);
    return 0;
  }
  if (parsed.command === "correct") {
    const outcome = await store.correctPerson(parsed.person, parsed.correction, by);
    if (outcome.status === "email_taken") {
      io.stderr(
        "leads: another contact already has the new e-mail; nothing was changed. " +
          "Erase one of the two first, or correct the other.\n",
      );
      return 1;
    }
    io.stdout(`Corrected ${describe(outcome.counts)}.\n`);
    return 0;
  }
  if (!parsed.confirmed) {
    const found = await store.findPerson(parsed.person, by);
    const counts = recordCountsOf(found);
    io.stdout(
      `Found ${describe(counts)}. Nothing was erased: run again with --yes to erase them ` +
        "(payments keep their amount and date, with the personal fields blanked).\n",
    );
    return 0;
  }
  const counts = await store.erasePerson(parsed.person, by);
  io.stdout(
    `Erased ${describe(counts, ["lead", "delivery", "contact", "download"])}; blanked the personal fields of ` +
      `${plural(counts.payment, "payment")}, which keep amount and date for tax records.\n`,
  );
  return 0;
}
