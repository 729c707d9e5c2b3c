import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedStoreDir } from "../../tests/fixtures/store-dir";
import { openStore } from "../store";
import { runLeadsCli } from "./leads";

let dataDir: string;
let delivered: string;
let spam: string;

beforeAll(async () => {
  dataDir = await migratedStoreDir("leads-cli-");
  const store = await openStore({ DATA_DIR: dataDir });
  delivered = randomUUID();
  spam = randomUUID();
  await store.insertLead(
    {
      id: delivered,
      idempotencyKey: randomUUID(),
      kind: "debt",
      payload: {
        kind: "debt",
        name: 'Jane "JC" Citizen',
        phone: "+61 400 111 222",
        debtAmount: "$10,000 - $30,000",
        source: "debt-inline",
        attribution: { utm_source: "facebook" },
      },
      bodyHash: "a",
      source: "debt-inline",
      isSpam: false,
      createdAt: new Date("2030-01-01T10:00:00.000Z"),
    },
    [
      { target: "form", status: "pending" },
      { target: "webhook", status: "pending" },
    ],
  );
  const [claim] = await store.claimDue({
    now: new Date("2030-01-01T10:00:00.000Z"),
    leaseMs: 1_000,
    limit: 1,
  });
  if (claim)
    await store.finishDelivery(claim, {
      status: "delivered",
      at: new Date("2030-01-01T10:00:05.000Z"),
    });
  await store.insertLead(
    {
      id: spam,
      idempotencyKey: randomUUID(),
      kind: "debt",
      payload: {
        kind: "debt",
        name: '=HYPERLINK("http://x")',
        phone: "0400000000",
        website: "bot",
      },
      bodyHash: "b",
      source: "debt-modal",
      isSpam: true,
      createdAt: new Date("2030-01-02T10:00:00.000Z"),
    },
    [{ target: "form", status: "skipped", note: "honeypot" }],
  );
  await store.close();
}, 30_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCli(args, {
    env: { DATA_DIR: dataDir },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe("npm run leads -- export", { timeout: 30_000 }, () => {
  it("prints a CSV row per lead with each target's forwarding status", async () => {
    const { code, stdout } = await run(["export", "--format", "csv"]);

    expect(code).toBe(0);
    const [header, first, second, ...rest] = stdout.split("\r\n");
    expect(rest).toEqual([""]);
    expect(header).toBe(
      "id,created_at,kind,source,spam,name,phone,debtAmount,attribution_utm_source," +
        "form_status,form_attempts,form_delivered_at,form_last_error," +
        "webhook_status,webhook_attempts,webhook_delivered_at,webhook_last_error",
    );
    expect(first).toBe(
      `${delivered},2030-01-01T10:00:00.000Z,debt,debt-inline,no,"Jane ""JC"" Citizen",` +
        `'+61 400 111 222,"$10,000 - $30,000",facebook,` +
        "delivered,1,2030-01-01T10:00:05.000Z,,pending,0,,",
    );
    expect(second?.startsWith(`${spam},2030-01-02T10:00:00.000Z,debt,debt-modal,yes,`)).toBe(true);
  });

  it("keeps a spreadsheet from running a formula a visitor typed", async () => {
    const { stdout } = await run(["export"]);

    expect(stdout).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it("prints JSON with every lead and its deliveries", async () => {
    const { code, stdout } = await run(["export", "--format=json"]);

    expect(code).toBe(0);
    const leads = JSON.parse(stdout);
    expect(leads.map((lead: { id: string }) => lead.id)).toEqual([delivered, spam]);
    expect(leads[0].deliveries).toEqual([
      expect.objectContaining({ target: "form", status: "delivered", attempts: 1 }),
      expect.objectContaining({ target: "webhook", status: "pending", attempts: 0 }),
    ]);
    expect(leads[1]).toMatchObject({ isSpam: true, deliveries: [{ status: "skipped" }] });
  });

  it.each([
    [[], "missing command"],
    [["import"], 'unknown command "import"'],
    [["export", "--format", "xml"], 'unknown format "xml"'],
    [["export", "--format"], "--format needs a value"],
    [["export", "--all"], 'unknown argument "--all"'],
  ])("answers %j with a usage error and exit code 2", async (args, message) => {
    const { code, stdout, stderr } = await run(args);

    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).toContain("Usage: npm run leads -- export [--format csv|json]");
  });
});

describe("npm run leads -- export --payments", { timeout: 30_000 }, () => {
  let paymentsDir: string;
  beforeAll(async () => {
    paymentsDir = await migratedStoreDir("leads-cli-payments-");
    const store = await openStore({ DATA_DIR: paymentsDir });
    const leadId = randomUUID();
    await store.recordPayment(
      {
        eventId: "evt_1",
        sessionId: "cs_test_1",
        amountTotal: 29700,
        currency: "usd",
        paymentStatus: "paid",
        customerEmail: "sam@example.com",
        customerName: "=Sam Buyer",
        attribution: { utm_source: "google" },
        paidAt: new Date("2030-02-01T10:00:00.000Z"),
        recordedAt: new Date("2030-02-01T10:00:02.000Z"),
      },
      {
        id: leadId,
        idempotencyKey: "payment-evt_1",
        kind: "payment",
        payload: { name: "=Sam Buyer", email: "sam@example.com" },
        bodyHash: "c",
        source: "strategy-checkout",
        isSpam: false,
        createdAt: new Date("2030-02-01T10:00:02.000Z"),
      },
      [{ target: "form", status: "skipped", note: "FORM_SERVICE_ACCESS_KEY is not set" }],
    );
    await store.close();
  }, 30_000);
  afterAll(() => rmSync(paymentsDir, { recursive: true, force: true }));

  async function runPayments(args: string[]) {
    let stdout = "";
    const code = await runLeadsCli(args, {
      env: { DATA_DIR: paymentsDir },
      stdout: (text) => {
        stdout += text;
      },
      stderr: () => {},
    });
    return { code, stdout };
  }

  it("prints a CSV row per paid session with its customer, attribution and forwarding", async () => {
    const { code, stdout } = await runPayments(["export", "--payments"]);

    expect(code).toBe(0);
    expect(stdout.split("\r\n")).toEqual([
      "paid_at,session_id,event_id,amount_total,currency,payment_status,customer_name," +
        "customer_email,attribution_utm_source,recorded_at,lead_id," +
        "form_status,form_attempts,form_delivered_at,form_last_error",
      "2030-02-01T10:00:00.000Z,cs_test_1,evt_1,29700,usd,paid,'=Sam Buyer,sam@example.com," +
        `google,2030-02-01T10:00:02.000Z,${(stdout.match(/[0-9a-f-]{36}/) ?? [""])[0]},` +
        "skipped,0,,FORM_SERVICE_ACCESS_KEY is not set",
      "",
    ]);
  });

  it("prints the payments as JSON", async () => {
    const { code, stdout } = await runPayments(["export", "--payments", "--format", "json"]);

    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({
        sessionId: "cs_test_1",
        amountTotal: 29700,
        customerEmail: "sam@example.com",
        deliveries: [expect.objectContaining({ target: "form", status: "skipped" })],
      }),
    ]);
  });

  it("explains --payments in its help", async () => {
    const { stdout } = await runPayments(["--help"]);

    expect(stdout).toContain("--payments");
  });
});

describe("npm run leads -- export --contacts", { timeout: 120_000 }, () => {
  let contactsDir: string;

  beforeAll(async () => {
    contactsDir = await migratedStoreDir("leads-cli-contacts-");
    const store = await openStore({ DATA_DIR: contactsDir });
    const resourceRequest = (email: string, minute: number, fileName: string, source: string) => {
      const createdAt = new Date(Date.UTC(2030, 0, 1, 10, minute));
      return store.recordResourceRequest(
        {
          idempotencyKey: randomUUID(),
          bodyHash: "a",
          email,
          name: minute === 0 ? "Kim" : "",
          leadMagnet: "any",
          fileName,
          source,
          createdAt,
          lead: {
            id: randomUUID(),
            idempotencyKey: randomUUID(),
            kind: "resource-download",
            payload: { email },
            bodyHash: "a",
            source,
            isSpam: false,
            createdAt,
          },
        },
        [],
      );
    };
    await resourceRequest("kim@example.com", 0, "guide.pdf", "lead-magnet-guide");
    await resourceRequest("KIM@example.com ", 5, "calculator.xlsx", "lead-magnet-spreadsheet");
    await resourceRequest("lee@example.com", 7, "checklist.pdf", "lead-magnet-checklist");
    await store.close();
  }, 120_000);
  afterAll(() => rmSync(contactsDir, { recursive: true, force: true }));

  async function runOn(args: string[]) {
    let stdout = "";
    const code = await runLeadsCli(args, {
      env: { DATA_DIR: contactsDir },
      stdout: (text) => {
        stdout += text;
      },
      stderr: () => {},
    });
    return { code, stdout };
  }

  it("prints one CSV row per contact with its download count and latest download", async () => {
    const { code, stdout } = await runOn(["export", "--contacts"]);

    expect(code).toBe(0);
    expect(stdout.split("\r\n").map((row) => row.split(",").slice(0, 7).join(","))).toEqual([
      "email,name,download_count,first_download_at,last_download_at,last_source,last_file",
      "kim@example.com,Kim,2,2030-01-01T10:00:00.000Z,2030-01-01T10:05:00.000Z,lead-magnet-spreadsheet,calculator.xlsx",
      "lee@example.com,,1,2030-01-01T10:07:00.000Z,2030-01-01T10:07:00.000Z,lead-magnet-checklist,checklist.pdf",
      "",
    ]);
  });

  it("prints JSON contacts with every download", async () => {
    const { stdout } = await runOn(["export", "--contacts", "--format", "json"]);

    const contacts = JSON.parse(stdout);
    expect(
      contacts.map((c: { email: string; downloadCount: number }) => [c.email, c.downloadCount]),
    ).toEqual([
      ["kim@example.com", 2],
      ["lee@example.com", 1],
    ]);
    expect(contacts[0].downloads.map((d: { fileName: string }) => d.fileName)).toEqual([
      "guide.pdf",
      "calculator.xlsx",
    ]);
  });
});

describe("npm run leads on a store it cannot open", () => {
  it("says why under its name and exits 1, printing nothing on stdout", async () => {
    const notADirectory = join(dataDir, "not-a-directory");
    writeFileSync(notADirectory, "a file where the data folder should be");
    let stdout = "";
    let stderr = "";
    const code = await runLeadsCli(["export"], {
      env: { DATA_DIR: join(notADirectory, "data") },
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
    });

    expect(code).toBe(1);
    expect(stderr).toMatch(/^leads: \S/);
    expect(stdout).toBe("");
  });
});
