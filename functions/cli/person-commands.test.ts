import { createHmac, randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedStoreDir } from "../../tests/fixtures/store-dir";
import type { NewLead } from "../store";
import { openSql, openStore } from "../store";
import { runLeadsCli } from "./leads";

const AUDIT_KEY = "0123456789abcdef0123456789abcdef";
let dataDir: string;

function lead(kind: string, payload: Record<string, unknown>): NewLead {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    kind,
    payload: { kind, ...payload },
    bodyHash: "a",
    source: kind,
    isSpam: false,
    createdAt: new Date("2030-01-01T10:00:00.000Z"),
  };
}

const sam = lead("debt", { name: "Sam", phone: "0412 345 678", debtAmount: "$50,000+" });
const samAgain = lead("pre-approval", {
  name: "Sam",
  mobile: "+61 412 345 678",
  email: "sam@example.com",
  loanType: "refinance",
  loanAmount: "600k",
});
const kim = lead("contact", { name: "Kim", email: "kim@example.com", phone: "", message: "Hi" });
const lee = lead("debt", { name: "Lee", phone: "0499 000 111", debtAmount: "$50,000+" });

beforeAll(async () => {
  dataDir = await migratedStoreDir("leads-cli-person-");
  const store = await openStore({ DATA_DIR: dataDir });
  for (const one of [sam, samAgain, kim, lee]) {
    await store.insertLead(one, [{ target: "form", status: "pending" }]);
  }
  await store.close();
}, 30_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(args: string[], env: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCli(args, {
    env: { DATA_DIR: dataDir, ...env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

async function auditRows() {
  const sql = await openSql({ DATA_DIR: dataDir });
  try {
    return await sql.query(
      "SELECT actor, action, record_kind, record_count, subject_hash FROM privacy_audit ORDER BY id",
    );
  } finally {
    await sql.close();
  }
}

describe("npm run leads -- find, correct, erase", { timeout: 60_000 }, () => {
  it("finds every lead of a phone number written another way, and audits the look-up", async () => {
    const { code, stdout } = await run(["find", "--phone", "61412345678"]);

    expect(code).toBe(0);
    const found = JSON.parse(stdout);
    expect(found.leads.map((l: { id: string }) => l.id).sort()).toEqual(
      [sam.id, samAgain.id].sort(),
    );
    expect(found.leads[0].deliveries).toEqual([
      expect.objectContaining({ target: "form", status: "pending" }),
    ]);
    expect(found).toMatchObject({ contacts: [], payments: [] });
    const audit = await auditRows();
    expect(audit.at(-5)).toEqual({
      actor: `cli:${userInfo().username}`,
      action: "find",
      record_kind: "lead",
      record_count: 2,
      subject_hash: null,
    });
  });

  it("corrects a person's e-mail and name, checked as the forms check them", async () => {
    const bad = await run(["correct", "--email", "kim@example.com", "--set-email", "kim@"]);
    const corrected = await run([
      "correct",
      "--email",
      " KIM@example.com",
      "--set-email",
      "kim.lee@example.com",
      "--set-name",
      "Kim Lee",
    ]);
    const { stdout } = await run(["find", "--email", "kim.lee@example.com"]);

    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--set-email: Please enter a valid email address");
    expect(corrected).toMatchObject({ code: 0, stderr: "" });
    expect(corrected.stdout).toBe(
      "Corrected 1 lead, 0 deliveries, 0 contacts, 0 downloads, 0 payments.\n",
    );
    expect(JSON.parse(stdout).leads[0]).toMatchObject({
      id: kim.id,
      payload: { name: "Kim Lee", email: "kim.lee@example.com", phone: "" },
    });
  });

  it("erases only with --yes, then the export no longer has the person", async () => {
    const dryRun = await run(["erase", "--phone", "0499 000 111"]);
    const kept = await run(["export", "--format", "json"]);
    const erased = await run(["erase", "--phone", "0499 000 111", "--yes"], {
      PRIVACY_AUDIT_KEY: AUDIT_KEY,
    });
    const after = await run(["export", "--format", "json"]);

    expect(dryRun.stdout).toContain("Found 1 lead, 1 delivery,");
    expect(dryRun.stdout).toContain("Nothing was erased: run again with --yes");
    expect(JSON.parse(kept.stdout).map((l: { id: string }) => l.id)).toContain(lee.id);
    expect(erased).toMatchObject({ code: 0, stderr: "" });
    expect(erased.stdout).toBe(
      "Erased 1 lead, 1 delivery, 0 contacts, 0 downloads; blanked the personal fields of " +
        "0 payments, which keep amount and date for tax records.\n",
    );
    expect(JSON.parse(after.stdout).map((l: { id: string }) => l.id)).not.toContain(lee.id);
    const hash = createHmac("sha256", AUDIT_KEY).update("phone:0499000111").digest("hex");
    const audit = await auditRows();
    expect(audit.filter((row) => row.action === "erase")).toEqual(
      ["lead", "delivery", "contact", "download", "payment"].map((kind) => ({
        actor: `cli:${userInfo().username}`,
        action: "erase",
        record_kind: kind,
        record_count: kind === "lead" || kind === "delivery" ? 1 : 0,
        subject_hash: hash,
      })),
    );
    expect(JSON.stringify(audit)).not.toMatch(/0499|kim|sam|lee/i);
  });

  it.each([
    [["find"], "find needs --email or --phone (one of them)"],
    [["find", "--email", "a@b.co", "--phone", "0412345678"], "find needs --email or --phone"],
    [["erase", "--email", "not-an-address"], "--email: Please enter a valid email address"],
    [["erase", "--phone", "call me"], "--phone: Please enter a valid phone number"],
    [["correct", "--phone", "0412345678"], "correct needs at least one of --set-email"],
    [["correct", "--phone", "0412345678", "--set-phone", "12"], "--set-phone: Please enter"],
    [["find", "--email", "a@b.co", "--yes"], "Unknown option '--yes'"],
  ])("answers %j with a usage error and exit code 2", async (args, message) => {
    const { code, stdout, stderr } = await run(args);

    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).toContain("npm run leads -- erase (--email E | --phone P) [--yes]");
  });

  it("refuses an audit key too short to protect the addresses it hashes", async () => {
    const { code, stderr } = await run(["find", "--email", "a@b.co"], {
      PRIVACY_AUDIT_KEY: "short",
    });

    expect(code).toBe(1);
    expect(stderr).toContain("PRIVACY_AUDIT_KEY must be at least 32 characters");
  });

  it("asks for npm start to be stopped while it holds the embedded store", async () => {
    writeFileSync(join(dataDir, "lead-store.pid"), String(process.ppid));
    try {
      const { code, stderr } = await run(["erase", "--phone", "0412345678", "--yes"]);

      expect(code).toBe(1);
      expect(stderr).toContain("is `npm start` running?");
    } finally {
      rmSync(join(dataDir, "lead-store.pid"), { force: true });
    }
  });
});
