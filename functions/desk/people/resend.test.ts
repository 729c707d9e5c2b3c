import { describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { newLead } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { NewLead, Store } from "../../store";
import { resendDelivery } from "./resend";

const NOW = new Date("2030-03-14T09:30:00.000Z");
const EARLIER = new Date("2030-03-14T09:00:00.000Z");
const LATER = new Date("2030-03-14T10:00:00.000Z");

function resend(leadId: string, target: string, body?: unknown): Request {
  return new Request(`http://127.0.0.1:8080/desk/api/leads/${leadId}/deliveries/${target}/resend`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `sending a delivery again from the desk, on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let store: Store;
      suiteStore(backend, (ready) => {
        ({ store } = ready);
      });

      const contextFor = (lead: NewLead, target = "form") =>
        testDeskContext({ store, params: { id: lead.id, target } });

      /** A lead whose e-mail was tried at 09:00, failed, and was given up on. */
      async function failedLead() {
        const lead = newLead({ createdAt: EARLIER });
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);
        const [claim] = await store.claimDue({ now: EARLIER, leaseMs: 60_000, limit: 1 });
        if (!claim) throw new Error("nothing claimed");
        await store.finishDelivery(claim, { status: "failed", error: "HTTP 503: down" });
        return lead;
      }

      const deliveryOf = async (lead: NewLead, target = "form") =>
        (await store.listLeads())
          .find((stored) => stored.id === lead.id)
          ?.deliveries.find((d) => d.target === target);

      it("queues a failed delivery again, due now, keeping its attempts and error, and wakes the forwarder", async () => {
        const lead = await failedLead();
        const ctx = contextFor(lead);

        const response = await resendDelivery(resend(lead.id, "form", {}), ctx);

        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          delivery: {
            target: "form",
            status: "pending",
            attempts: 1,
            nextAttemptAt: NOW.toISOString(),
            lastError: "HTTP 503: down",
            deliveredAt: null,
          },
        });
        expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
        expect(ctx.audited).toEqual([
          { action: "resend", detail: { leadId: lead.id, note: "form" } },
        ]);
        // The forwarder takes it on its next look.
        const [claim] = await store.claimDue({ now: NOW, leaseMs: 60_000, limit: 5 });
        expect(claim?.lead.id).toBe(lead.id);
        expect(claim?.attempts).toBe(2);
      });

      it("given two clicks, queues one attempt: the second is answered with the same state", async () => {
        const lead = await failedLead();
        const ctx = contextFor(lead);

        const first = await resendDelivery(resend(lead.id, "form"), ctx);
        const second = await resendDelivery(resend(lead.id, "form"), ctx);

        expect(second.status).toBe(200);
        expect(await second.json()).toEqual(await first.json());
        expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
        expect(ctx.audited).toHaveLength(1);
      });

      it("leaves an attempt under way as it is", async () => {
        const lead = newLead({ createdAt: EARLIER });
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);
        await store.claimDue({ now: NOW, leaseMs: 60_000, limit: 1 });
        const ctx = contextFor(lead);

        const response = await resendDelivery(resend(lead.id, "form"), ctx);

        expect(response.status).toBe(200);
        expect((await response.json()).delivery).toMatchObject({ status: "pending", attempts: 1 });
        expect(ctx.nudgeForwarder).not.toHaveBeenCalled();
        expect(ctx.audited).toEqual([]);
      });

      it("brings a delivery waiting out its back-off forward to now", async () => {
        const lead = newLead({ createdAt: EARLIER });
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);
        const [claim] = await store.claimDue({ now: EARLIER, leaseMs: 60_000, limit: 1 });
        if (!claim) throw new Error("nothing claimed");
        await store.finishDelivery(claim, {
          status: "pending",
          error: "timed out",
          nextAttemptAt: LATER,
        });

        const response = await resendDelivery(resend(lead.id, "form"), contextFor(lead));

        expect((await response.json()).delivery).toMatchObject({
          status: "pending",
          nextAttemptAt: NOW.toISOString(),
          lastError: "timed out",
        });
      });

      it("refuses to send a delivered lead again unless asked with force", async () => {
        const lead = newLead({ createdAt: EARLIER });
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);
        const [claim] = await store.claimDue({ now: EARLIER, leaseMs: 60_000, limit: 1 });
        if (!claim) throw new Error("nothing claimed");
        await store.finishDelivery(claim, { status: "delivered", at: EARLIER });
        const ctx = contextFor(lead);

        const refused = await resendDelivery(resend(lead.id, "form"), ctx);

        expect(refused.status).toBe(409);
        expect(await refused.json()).toMatchObject({
          ok: false,
          error: "already_delivered",
          message: expect.stringContaining("already delivered"),
          delivery: { status: "delivered" },
        });
        expect((await deliveryOf(lead))?.status).toBe("delivered");
        expect(ctx.audited).toEqual([]);

        const forced = await resendDelivery(resend(lead.id, "form", { force: true }), ctx);

        expect(forced.status).toBe(200);
        expect((await forced.json()).delivery).toMatchObject({
          status: "pending",
          nextAttemptAt: NOW.toISOString(),
        });
        expect(ctx.audited).toEqual([
          { action: "resend", detail: { leadId: lead.id, note: "form" } },
        ]);
      });

      it("refuses a delivery skipped on purpose (spam) unless asked with force", async () => {
        const lead = newLead({ createdAt: EARLIER, isSpam: true });
        await store.insertLead(lead, [{ target: "form", status: "skipped", note: "spam" }]);

        const refused = await resendDelivery(resend(lead.id, "form"), contextFor(lead));

        expect(refused.status).toBe(409);
        expect((await refused.json()).error).toBe("skipped");
        expect((await deliveryOf(lead))?.status).toBe("skipped");
      });

      it("answers 404 for an unknown lead or target, and 400 for a bad body", async () => {
        const lead = await failedLead();
        const unknownLead = newLead();

        expect(
          (await resendDelivery(resend(unknownLead.id, "form"), contextFor(unknownLead))).status,
        ).toBe(404);
        expect((await resendDelivery(resend(lead.id, "fax"), contextFor(lead, "fax"))).status).toBe(
          404,
        );
        const notAnId = testDeskContext({ store, params: { id: "not-a-uuid", target: "form" } });
        expect((await resendDelivery(resend("not-a-uuid", "form"), notAnId)).status).toBe(404);
        const badBody = await resendDelivery(
          resend(lead.id, "form", { force: "yes" }),
          contextFor(lead),
        );
        expect(badBody.status).toBe(400);
        expect((await deliveryOf(lead))?.status).toBe("failed");
      });
    },
  );
}
