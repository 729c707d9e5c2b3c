import { expect } from "chai";
import * as kit from "../../testing/lead-form-kit";

describe("<lead-form>", () => {
  kit.withCleanPage();

  describe("when the lead cannot be sent", () => {
    it("a failed send keeps the lead in the browser's outbox, with its Idempotency-Key", async () => {
      const { sent } = kit.fakeServer(kit.serverError());
      const element = await kit.mount({
        redirect: "#never",
        "api-base": "https://api.example.test/",
      });

      await kit.send(element);
      await kit.waitForToast(element, kit.failureTitle);

      expect(kit.toastText(element)).to.include(kit.failureDescription);
      const waiting = kit.outbox();
      expect(waiting).to.have.length(1);
      expect(waiting[0]?.key).to.equal(sent[0]?.headers.get("Idempotency-Key"));
      expect(waiting[0]?.apiBase).to.equal("https://api.example.test");
      expect(waiting[0]?.body).to.deep.equal(sent[0]?.body);
      expect(waiting[0]?.savedAt).to.be.closeTo(Date.now(), 10_000);
    });

    it("the next lead form, with the server back, resends it with the same key, quietly", async () => {
      kit.fakeServer(kit.unreachable());
      const first = await kit.mount({
        redirect: "#never",
        "api-base": "https://api.example.test/",
      });
      await kit.send(first);
      await kit.waitForToast(first, kit.failureDescription);
      const [waiting] = kit.outbox();
      first.remove();

      // The visitor closed the tab; a later page (another api base) mounts a lead form.
      const { sent } = kit.fakeServer(kit.created("lead-resent"));
      const events = kit.heard("lead-submit");
      (window as { dataLayer?: unknown[] }).dataLayer = [];
      const next = await kit.mount({
        redirect: "#never",
        "api-base": "https://other.example.test",
      });
      await kit.waitFor(() => kit.outbox().length === 0, "the outbox to empty");

      expect(sent).to.have.length(1);
      expect(sent[0]?.url).to.equal("https://api.example.test/api/submit-lead");
      expect(sent[0]?.headers.get("Idempotency-Key")).to.equal(waiting?.key);
      expect(sent[0]?.body).to.deep.equal(waiting?.body);
      expect(events.map((event) => event.detail)).to.deep.equal([
        { id: "lead-resent", source: "debt-lead-inline", resent: true },
      ]);
      expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.include({
        event: "lead-submit",
        id: "lead-resent",
        source: "debt-lead-inline",
        resent: true,
      });
      // The visitor's attempt got no answer, so nothing was reported then; the resend that
      // got it stored reports it, once, marked as resent.
      const conversions = (window as { dataLayer?: { event?: string }[] }).dataLayer?.filter(
        (entry) => entry.event === "debt_consolidation",
      );
      expect(conversions).to.deep.equal([
        {
          event: "debt_consolidation",
          lead_source: "debt-lead-inline",
          debt_amount: "$10,000 - $30,000",
          resent: true,
        },
      ]);
      await kit.settle();
      expect(kit.toastText(next)).to.equal("");
      expect(location.hash).to.equal("");
    });

    it("resends when the browser comes back online", async () => {
      kit.fakeServer(kit.unreachable());
      const element = await kit.mount({ redirect: "none" });
      await kit.send(element);
      await kit.waitForToast(element, kit.failureDescription);
      const [waiting] = kit.outbox();

      const { sent } = kit.fakeServer(kit.created());
      window.dispatchEvent(new Event("online"));
      await kit.waitFor(() => kit.outbox().length === 0, "the outbox to empty");

      expect(sent).to.have.length(1);
      expect(sent[0]?.headers.get("Idempotency-Key")).to.equal(waiting?.key);
    });

    it("a manual retry that succeeds empties the outbox", async () => {
      const { sent } = kit.fakeServer(kit.serverError(), kit.created());
      const element = await kit.mount({ redirect: "none" });

      await kit.send(element);
      await kit.waitForToast(element, kit.failureTitle);
      expect(kit.outbox()).to.have.length(1);
      kit.submitButton(element).click();
      await kit.waitForThanks(element);

      expect(kit.outbox()).to.deep.equal([]);
      expect(sent).to.have.length(2);
      expect(sent[1]?.headers.get("Idempotency-Key")).to.equal(
        sent[0]?.headers.get("Idempotency-Key"),
      );
    });

    it("a lead the server rejected (400) is not kept", async () => {
      kit.fakeServer(kit.refusedField("phone", "Please enter a valid phone number"));
      const element = await kit.mount({ redirect: "#never" });

      await kit.send(element);
      await kit.waitForMessage(element, "phone");

      expect(kit.outbox()).to.deep.equal([]);
    });

    it("a lead with the honeypot filled in is never kept", async () => {
      kit.fakeServer(kit.serverError());
      const element = await kit.mount({ redirect: "#never" });
      await kit.fillIn(element);
      kit.type(kit.input(element, "website"), "https://spam.example");

      kit.submitButton(element).click();
      await kit.waitForToast(element, kit.failureTitle);

      expect(kit.outbox()).to.deep.equal([]);
    });

    it("garbage in the outbox does not stop the form", async () => {
      localStorage.setItem(kit.outboxKey, "{not json");
      const { sent } = kit.fakeServer(kit.created());
      const element = await kit.mount({ redirect: "none" });

      await kit.send(element);
      await kit.waitForThanks(element);

      expect(sent).to.have.length(1);
      expect(kit.outbox()).to.deep.equal([]);
    });
  });
});
