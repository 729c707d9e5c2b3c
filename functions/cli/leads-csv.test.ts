import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migratedStoreDir } from "../../tests/fixtures/store-dir";
import { openStore } from "../store";
import { leadsToCsv } from "./export-csv";
import { runLeadsCli } from "./leads";

let dataDir: string;
let id: string;

// What visitors typed, each starting with something a spreadsheet would run as a formula.
const typed = {
  name: "=1+1",
  phone: "+61 400 111 222",
  message: "-2+3",
  email: "@SUM(A1:A9)",
  suburb: "\t=cmd",
  note: "\r=cmd",
  debtAmount: "$10,000 = a lot",
};

beforeAll(async () => {
  dataDir = await migratedStoreDir("leads-csv-");
  const store = await openStore({ DATA_DIR: dataDir });
  id = randomUUID();
  await store.insertLead(
    {
      id,
      idempotencyKey: randomUUID(),
      kind: "contact",
      payload: { kind: "contact", ...typed },
      bodyHash: "a",
      source: "-contact",
      isSpam: false,
      createdAt: new Date("2030-01-01T10:00:00.000Z"),
    },
    [{ target: "form", status: "pending" }],
  );
  await store.close();
}, 30_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("exports every cell that starts with =, +, -, @, a tab or a carriage return as text", async () => {
  let stdout = "";
  const code = await runLeadsCli(["export", "--format", "csv"], {
    env: { DATA_DIR: dataDir },
    stdout: (text) => {
      stdout += text;
    },
    stderr: () => {},
  });

  expect(code).toBe(0);
  const [header, row] = stdout.split("\r\n");
  expect(header).toBe(
    "id,created_at,kind,source,spam,name,note,email,phone,suburb,message,debtAmount," +
      "form_status,form_attempts,form_delivered_at,form_last_error",
  );
  expect(row).toBe(
    `${id},2030-01-01T10:00:00.000Z,contact,'-contact,no,'=1+1,"'\r=cmd",'@SUM(A1:A9),` +
      `'+61 400 111 222,'\t=cmd,'-2+3,"$10,000 = a lot",pending,0,,`,
  );
});

it("exports a calculator lead's debts and figures as their JSON, not as [object Object]", () => {
  const calculator = {
    debts: [{ type: "credit-card", balance: 12_000, rate: 19.99 }],
    refinanceRate: 6,
    monthlyNow: 317.87,
    monthlyAfter: 71.95,
    monthlySaving: 245.92,
    yearlySaving: 2951.04,
  };
  const csv = leadsToCsv([
    {
      id: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10",
      idempotencyKey: "k",
      kind: "debt",
      payload: { name: "Jane", calculator },
      source: "debt-calculator-slider",
      isSpam: false,
      createdAt: new Date("2030-01-01T10:00:00.000Z"),
      deliveries: [],
    },
  ]);
  const [header, row] = csv.split("\r\n");

  expect(header).toBe("id,created_at,kind,source,spam,name,calculator");
  expect(row).toBe(
    `5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10,2030-01-01T10:00:00.000Z,debt,debt-calculator-slider,no,Jane,"${JSON.stringify(calculator).replace(/"/g, '""')}"`,
  );
});

it("gives the lead e-mail its columns, but no column to each desk device's push", () => {
  const delivery = {
    leadId: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10",
    status: "delivered" as const,
    attempts: 1,
    nextAttemptAt: new Date("2030-01-01T10:00:00.000Z"),
    lastError: null,
    deliveredAt: new Date("2030-01-01T10:00:01.000Z"),
  };
  const csv = leadsToCsv([
    {
      id: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10",
      idempotencyKey: "k",
      kind: "debt",
      payload: { name: "Jane" },
      source: "debt-lead-inline",
      isSpam: false,
      createdAt: new Date("2030-01-01T10:00:00.000Z"),
      deliveries: [
        { ...delivery, target: "form" },
        { ...delivery, target: "push:lead:0f6e1f8a-3b7c-4d2e-9a1b-2c3d4e5f6a7b" },
      ],
    },
  ]);
  expect(csv.split("\r\n")[0]).toBe(
    "id,created_at,kind,source,spam,name,form_status,form_attempts,form_delivered_at,form_last_error",
  );
});
