/**
 * `npm run leads -- export [--payments | --contacts] [--format csv|json]`: every stored lead with
 * how its forwarding went, every payment of the strategy session, or every resource-download
 * contact with its download count, for the broker; `find`, `correct` and `erase` for one
 * person's data (see `person-commands.ts`). Reads the store `npm start` uses (DATABASE_URL, else
 * DATA_DIR).
 */
import { answerUsage, type CliIo, runAsMain, type UsageAsked, withStore } from "./cli-io";
import { contactsToCsv, leadsToCsv, paymentsToCsv, toJson } from "./export-csv";
import {
  PERSON_HELP,
  PERSON_USAGE,
  type PersonCommand,
  parsePersonCommand,
  runPersonCommand,
} from "./person-commands";

const USAGE = `Usage: npm run leads -- export [--format csv|json]
       npm run leads -- export --payments [--format csv|json]
       npm run leads -- export --contacts [--format csv|json]
${PERSON_USAGE}

export prints every stored lead with its forwarding status per target (form e-mail, webhook).
  --payments     list the paid strategy sessions instead: checkout session, amount, customer,
                 attribution and how the broker was told (form e-mail, webhook)
  --contacts     instead, every contact from the free resources, with its download count
  --format csv   one row per lead, payment or contact, for a spreadsheet (default)
  --format json  a JSON array with the deliveries (or downloads) of each

${PERSON_HELP}

Reads the store npm start uses: PostgreSQL at DATABASE_URL when set, else the embedded
store in DATA_DIR (default .data). Stop npm start first when it uses the embedded store.`;

type Format = "csv" | "json";
type Export = { command: "export"; format: Format; list: "leads" | "payments" | "contacts" };
const PERSON_COMMANDS = new Set<string>(["find", "correct", "erase"]);

/** The command line as a command to run, or what is wrong with it. */
function parseArgs(args: string[]): Export | PersonCommand | UsageAsked {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const [command, ...rest] = args;
  if (command && PERSON_COMMANDS.has(command)) {
    return parsePersonCommand(command as PersonCommand["command"], rest);
  }
  if (command !== "export") {
    return { error: command ? `unknown command "${command}"` : "missing command" };
  }
  let format: string | undefined;
  let list: "leads" | "payments" | "contacts" = "leads";
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === "--payments" || arg === "--contacts") {
      const wanted = arg === "--payments" ? "payments" : "contacts";
      if (list !== "leads" && list !== wanted)
        return { error: "use --payments or --contacts, not both" };
      list = wanted;
    } else if (arg === "--format") {
      format = rest[++i];
      if (format === undefined) return { error: "--format needs a value: csv or json" };
    } else if (arg.startsWith("--format=")) {
      format = arg.slice("--format=".length);
    } else {
      return { error: `unknown argument "${arg}"` };
    }
  }
  format ??= "csv";
  if (format !== "csv" && format !== "json") {
    return { error: `unknown format "${format}": use csv or json` };
  }
  return { command: "export", format, list };
}

/** Runs the command line; resolves to the exit code (2 for a usage error). */
export async function runLeadsCli(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args);
  if ("help" in parsed || "error" in parsed) return answerUsage("leads", USAGE, parsed, io);
  return withStore("leads", io, async (store) => {
    if (parsed.command !== "export") return await runPersonCommand(store, parsed, io);
    if (parsed.list === "payments") {
      const payments = await store.listPayments();
      io.stdout(parsed.format === "csv" ? paymentsToCsv(payments) : toJson(payments));
    } else if (parsed.list === "contacts") {
      const contacts = await store.listContacts();
      io.stdout(parsed.format === "csv" ? contactsToCsv(contacts) : toJson(contacts));
    } else {
      const leads = await store.listLeads();
      io.stdout(parsed.format === "csv" ? leadsToCsv(leads) : toJson(leads));
    }
    return 0;
  });
}

await runAsMain(import.meta.url, runLeadsCli);
