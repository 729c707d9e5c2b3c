import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import type { Store } from "../../store";
import { openStore } from "../../store";
import { exportLeads } from "./export";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

describe("exporting the inbox", () => {
  it("writes the filter's leads as CSV with formulas made text, and audits how many", async () => {
    const formula = newLead({
      kind: "contact",
      source: "contact",
      createdAt: new Date(T0.getTime() + 1000),
      payload: {
        name: '=HYPERLINK("http://evil.example","Click")',
        email: "@attacker@example.com",
        phone: "+61412345678",
        attribution: { utm_campaign: "export-test", utm_source: "-2+3" },
      },
    });
    const plain = newLead({
      payload: {
        name: "Plain, Person",
        phone: "0400 111 222",
        debtAmount: "$10,000 - $30,000",
        attribution: { utm_campaign: "export-test" },
      },
    });
    const elsewhere = newLead({ payload: { name: "Other Campaign" } });
    for (const lead of [formula, plain, elsewhere]) {
      await store.insertLead(lead, [{ target: "form", status: "pending" }]);
    }
    const ctx = testDeskContext({ store });

    const response = await exportLeads(
      new Request("http://127.0.0.1/desk/api/leads/export.csv?campaign=export-test&sort=value"),
      ctx,
    );

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,kind,name,email,phone,what,want,value,other_leads,monthly_saving,yearly_saving,source,campaign,landing_page,stage,lost_reason,follow_up_at,form_status,webhook_status",
    );
    // By value: the debt lead's band first, though the message came later.
    expect(lines.slice(1)).toEqual([
      `${plain.id},${plain.createdAt.toISOString()},debt,"Plain, Person",,0400 111 222,Debt consolidation (debt inline),"Debt $10,000 - $30,000",20000,0,,,,export-test,,new,,,pending,`,
      `${formula.id},${formula.createdAt.toISOString()},contact,"'=HYPERLINK(""http://evil.example"",""Click"")",'@attacker@example.com,'+61412345678,Contact message,,,0,,,'-2+3,export-test,,new,,,pending,`,
    ]);
    expect(ctx.audited).toEqual([
      { action: "export", detail: { count: 2, note: "campaign,sort" } },
    ]);
  });

  it("answers 400 for a filter it cannot read, exporting and auditing nothing", async () => {
    const ctx = testDeskContext({ store });
    const response = await exportLeads(
      new Request("http://127.0.0.1/desk/api/leads/export.csv?stage=won"),
      ctx,
    );
    expect(response.status).toBe(400);
    expect(ctx.audited).toEqual([]);
  });
});
