/**
 * `npm run leads -- export [--payments | --contacts] [--format csv|json]`: every stored lead with
 * how its forwarding went, every payment of the strategy session, or every resource-download
 * contact with its download count, for the broker. Reads the store `npm start` uses
 * (DATABASE_URL, else DATA_DIR).
 */
import { pathToFileURL } from "node:url";
import { openStore, type Store } from "../store";
import type {
  ContactWithDownloads,
  Delivery,
  LeadWithDeliveries,
  PaymentWithDeliveries,
} from "../store/types";

const USAGE = `Usage: npm run leads -- export [--format csv|json]
       npm run leads -- export --payments [--format csv|json]
       npm run leads -- export --contacts [--format csv|json]

Prints every stored lead with its forwarding status per target (form e-mail, webhook).
  --payments     list the paid strategy sessions instead: checkout session, amount, customer,
                 attribution and how the broker was told (form e-mail, webhook)
  --contacts     instead, every contact from the free resources, with its download count
  --format csv   one row per lead, payment or contact, for a spreadsheet (default)
  --format json  a JSON array with the deliveries (or downloads) of each

Reads the store npm start uses: PostgreSQL at DATABASE_URL when set, else the embedded
store in DATA_DIR (default .data). Stop npm start first when it uses the embedded store.`;

type Format = "csv" | "json";

/** The command line as a format to export in, or what is wrong with it. */
function parseArgs(
  args: string[],
):
  | { format: Format; list: "leads" | "payments" | "contacts" }
  | { help: true }
  | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const [command, ...rest] = args;
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
  return { format, list };
}

// Spreadsheets run a cell that starts like a formula (even "+61 400 111 222" or "-1+2" is one),
// and visitors type these fields: an apostrophe makes the cell text. Numbers and dates are ours.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const LEAD_FIELDS_SHOWN_ELSEWHERE = new Set(["kind", "source", "attribution", "website"]);

const attributionOf = (lead: LeadWithDeliveries): Record<string, unknown> => {
  const value = lead.payload.attribution;
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
};

const deliveryColumns = (target: string) => [
  `${target}_status`,
  `${target}_attempts`,
  `${target}_delivered_at`,
  `${target}_last_error`,
];

const deliveryCells = (deliveries: Delivery[], target: string) => {
  const delivery = deliveries.find((d) => d.target === target);
  return delivery
    ? [delivery.status, delivery.attempts, delivery.deliveredAt, delivery.lastError]
    : ["", "", "", ""];
};

/** One row per lead: its fields, where it came from, then each target's delivery. */
function leadsToCsv(leads: LeadWithDeliveries[]): string {
  const fields = new Set<string>();
  const attribution = new Set<string>();
  const targets = new Set<string>();
  for (const lead of leads) {
    for (const key of Object.keys(lead.payload)) {
      if (!LEAD_FIELDS_SHOWN_ELSEWHERE.has(key)) fields.add(key);
    }
    for (const key of Object.keys(attributionOf(lead))) attribution.add(key);
    for (const delivery of lead.deliveries) targets.add(delivery.target);
  }
  const targetList = [...targets].sort();
  const header = [
    "id",
    "created_at",
    "kind",
    "source",
    "spam",
    ...fields,
    ...[...attribution].map((key) => `attribution_${key}`),
    ...targetList.flatMap(deliveryColumns),
  ];
  const rows = leads.map((lead) => {
    const attributes = attributionOf(lead);
    return [
      lead.id,
      lead.createdAt,
      lead.kind,
      lead.source,
      lead.isSpam ? "yes" : "no",
      ...[...fields].map((key) => lead.payload[key]),
      ...[...attribution].map((key) => attributes[key]),
      ...targetList.flatMap((target) => deliveryCells(lead.deliveries, target)),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

function toJson(rows: unknown[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** One row per payment: the checkout, the customer, where they came from, how it was sent. */
function paymentsToCsv(payments: PaymentWithDeliveries[]): string {
  const attribution = [...new Set(payments.flatMap((p) => Object.keys(p.attribution)))];
  const targets = [...new Set(payments.flatMap((p) => p.deliveries.map((d) => d.target)))].sort();
  const header = [
    "paid_at",
    "session_id",
    "event_id",
    "amount_total",
    "currency",
    "payment_status",
    "customer_name",
    "customer_email",
    ...attribution.map((key) => `attribution_${key}`),
    "recorded_at",
    "lead_id",
    ...targets.flatMap(deliveryColumns),
  ];
  const rows = payments.map((p) => [
    p.paidAt,
    p.sessionId,
    p.eventId,
    p.amountTotal,
    p.currency,
    p.paymentStatus,
    p.customerName,
    p.customerEmail,
    ...attribution.map((key) => p.attribution[key]),
    p.recordedAt,
    p.leadId,
    ...targets.flatMap((target) => deliveryCells(p.deliveries, target)),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** One row per contact: who, how many downloads, and the latest one. */
function contactsToCsv(contacts: ContactWithDownloads[]): string {
  const header = [
    "email",
    "name",
    "download_count",
    "first_download_at",
    "last_download_at",
    "last_source",
    "last_file",
    "lead_id",
  ];
  const rows = contacts.map((contact) => {
    const last = contact.downloads.at(-1);
    return [
      contact.email,
      contact.name,
      contact.downloadCount,
      contact.createdAt,
      contact.updatedAt,
      last?.source,
      last?.fileName,
      contact.leadId,
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

interface Io {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs the command line; resolves to the exit code (2 for a usage error). */
export async function runLeadsCli(args: string[], io: Io): Promise<number> {
  const parsed = parseArgs(args);
  if ("help" in parsed) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if ("error" in parsed) {
    io.stderr(`leads: ${parsed.error}\n\n${USAGE}\n`);
    return 2;
  }
  let store: Store;
  try {
    store = await openStore(io.env);
  } catch (error) {
    io.stderr(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
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
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runLeadsCli(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
