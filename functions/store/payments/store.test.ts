import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newPayment, PAID, RECORDED } from "../../../tests/fixtures/new-payment";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { NewLead, NewPayment } from "../records";
import type { Store } from "../types";

const backends = storeBackends();

function leadFor(payment: NewPayment): NewLead {
  return {
    id: randomUUID(),
    idempotencyKey: `payment-${payment.eventId}`,
    kind: "payment",
    payload: { name: payment.customerName, email: payment.customerEmail },
    bodyHash: payment.eventId,
    source: "strategy-checkout",
    isSpam: false,
    createdAt: RECORDED,
  };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(
    `payments in the store on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let store: Store;
      suiteStore(
        backend,
        (ready) => {
          ({ store } = ready);
        },
        ["leads", "deliveries", "payments", "contacts", "contact_downloads"],
      );

      it("records a payment with the lead that forwards it, and lists it with its deliveries", async () => {
        const payment = newPayment();
        const lead = leadFor(payment);

        const outcome = await store.recordPayment(payment, lead, [
          { target: "form", status: "pending" },
          { target: "webhook", status: "pending" },
        ]);

        expect(outcome).toEqual({ status: "recorded", payment: { ...payment, leadId: lead.id } });
        expect(await store.listPayments()).toEqual([
          {
            ...payment,
            leadId: lead.id,
            deliveries: [
              expect.objectContaining({ target: "form", status: "pending", attempts: 0 }),
              expect.objectContaining({ target: "webhook", status: "pending", attempts: 0 }),
            ],
          },
        ]);
        const [forwarded] = await store.listLeads();
        expect(forwarded).toMatchObject({ id: lead.id, kind: "payment" });
        const [claim] = await store.claimDue({ now: RECORDED, leaseMs: 60_000, limit: 1 });
        expect(claim?.lead.id).toBe(lead.id);
      });

      it("keeps a payment without e-mail, name or amount as the provider sent it", async () => {
        const payment = newPayment({ customerEmail: null, customerName: null, amountTotal: null });

        await store.recordPayment(payment, leadFor(payment), []);

        expect(await store.listPayments()).toEqual([
          { ...payment, leadId: expect.any(String), deliveries: [] },
        ]);
      });

      it("given the same event twice, keeps one payment and one lead to forward", async () => {
        const payment = newPayment();
        await store.recordPayment(payment, leadFor(payment), [
          { target: "form", status: "pending" },
        ]);

        const again = await store.recordPayment(
          { ...payment, recordedAt: new Date(RECORDED.getTime() + 60_000) },
          { ...leadFor(payment), id: randomUUID() },
          [{ target: "form", status: "pending" }],
        );

        expect(again).toEqual({ status: "duplicate" });
        expect(await store.listPayments()).toHaveLength(1);
        expect(await store.listLeads()).toHaveLength(1);
      });

      it("given a second event for a checkout session already paid, records nothing new", async () => {
        const payment = newPayment();
        await store.recordPayment(payment, leadFor(payment), []);

        const other = newPayment({ sessionId: payment.sessionId });
        const outcome = await store.recordPayment(other, leadFor(other), []);

        expect(outcome).toEqual({ status: "duplicate" });
        expect((await store.listPayments()).map((p) => p.eventId)).toEqual([payment.eventId]);
      });

      it("given a session awaiting payment, moves it once to paid with the lead that tells the broker", async () => {
        const awaiting = newPayment({ paymentStatus: "awaiting_payment" });
        const first = await store.recordPayment(awaiting, null, []);
        const paid = newPayment({ sessionId: awaiting.sessionId, paidAt: RECORDED });
        const lead = leadFor(paid);

        const moved = await store.recordPayment(paid, lead, [
          { target: "form", status: "pending" },
        ]);
        const again = await store.recordPayment(
          newPayment({ sessionId: awaiting.sessionId, paymentStatus: "failed" }),
          leadFor(newPayment()),
          [],
        );

        expect(first).toEqual({ status: "recorded", payment: { ...awaiting, leadId: null } });
        expect(moved).toMatchObject({
          status: "recorded",
          payment: { eventId: awaiting.eventId, paymentStatus: "paid", leadId: lead.id },
        });
        expect(again).toEqual({ status: "duplicate" });
        expect(await store.listPayments()).toEqual([
          expect.objectContaining({
            paymentStatus: "paid",
            paidAt: RECORDED,
            deliveries: [expect.objectContaining({ target: "form" })],
          }),
        ]);
        expect((await store.listLeads()).map((l) => l.id)).toEqual([lead.id]);
      });

      it("records one payment when the same event arrives many times at once", async () => {
        const payment = newPayment();

        const outcomes = await Promise.all(
          Array.from({ length: 5 }, () =>
            store.recordPayment(payment, { ...leadFor(payment), id: randomUUID() }, [
              { target: "form", status: "pending" },
            ]),
          ),
        );

        expect(outcomes.filter((o) => o.status === "recorded")).toHaveLength(1);
        expect(await store.listPayments()).toHaveLength(1);
        expect(await store.listLeads()).toHaveLength(1);
      });

      it("lists payments in the order they were paid", async () => {
        const later = newPayment({ paidAt: new Date(PAID.getTime() + 1_000) });
        const earlier = newPayment();
        await store.recordPayment(later, leadFor(later), []);
        await store.recordPayment(earlier, leadFor(earlier), []);

        expect((await store.listPayments()).map((p) => p.eventId)).toEqual([
          earlier.eventId,
          later.eventId,
        ]);
      });
    },
  );
}
