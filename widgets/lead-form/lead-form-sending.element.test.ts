import { expect } from "chai";
import { controlClock } from "../../testing/controlled-clock";
import * as kit from "../../testing/lead-form-kit";

/** The requests of a lead form that stays on the page, with `attributes`, filled in and sent. */
async function sentFrom(attributes: Record<string, string>) {
  const { sent } = kit.fakeServer(kit.created());
  const element = await kit.mount({ redirect: "none", ...attributes });
  await kit.send(element);
  await kit.waitFor(() => sent.length === 1, "the request");
  return sent;
}

describe("<lead-form>", () => {
  kit.withCleanPage();

  it("sends the lead with its source, attribution, honeypot and an Idempotency-Key", async () => {
    const [request] = await sentFrom({ "api-base": "https://api.example.test/" });

    expect(request?.url).to.equal("https://api.example.test/api/submit-lead");
    expect(request?.headers.get("Content-Type")).to.equal("application/json");
    expect(request?.headers.get("Idempotency-Key")).to.match(/^[0-9a-f-]{36}$/);
    expect(request?.body).to.deep.include({
      kind: "debt",
      name: "Jordan Lee",
      phone: "0400 123 456",
      debtAmount: "$10,000 - $30,000",
      source: "debt-lead-inline",
      website: "",
    });
    expect(request?.body.attribution).to.be.an("object");
  });

  it("sends the lead-source attribute as the source", async () => {
    const sent = await sentFrom({ "lead-source": "debtconsol-hero" });

    expect(sent[0]?.body.source).to.equal("debtconsol-hero");
  });

  it("sends a lead-source that is no slug as one, so the page's leads still go through", async () => {
    const sent = await sentFrom({ "lead-source": "Google Ads\r\nBcc: a@b.c" });

    expect(sent[0]?.body.source).to.equal("google-ads-bcc-a-b.c");
  });

  it("sends what a bot typed into the hidden website field", async () => {
    const { sent } = kit.fakeServer(kit.created());
    const element = await kit.mount({ redirect: "none" });
    const honeypot = kit.input(element, "website");
    expect(honeypot.tabIndex).to.equal(-1);
    expect(honeypot.getAttribute("autocomplete")).to.equal("off");
    const hidden = honeypot.closest("[aria-hidden=true]");
    expect(hidden).to.not.equal(null);
    // A 1 px clipped box: nothing of it shows.
    expect(hidden?.getBoundingClientRect().width).to.be.at.most(1);

    await kit.fillIn(element);
    kit.type(honeypot, "https://spam.example");
    kit.submitButton(element).click();
    await kit.waitFor(() => sent.length === 1, "the request");

    expect(sent[0]?.body.website).to.equal("https://spam.example");
  });

  it("records the debt_consolidation conversion once the server stored the lead, not before", async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    const { sent } = kit.fakeServer(kit.created());
    const element = await kit.mount({ redirect: "none" });

    await kit.send(element);
    await kit.waitForThanks(element);

    const atSend = sent[0]?.dataLayerAtSend.map((entry) => (entry as { event?: string }).event);
    expect(atSend).to.not.include("debt_consolidation");
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.include({
      event: "debt_consolidation",
      lead_source: "debt-lead-inline",
      debt_amount: "$10,000 - $30,000",
    });
  });

  it("counts the debt_consolidation conversion once for a lead the visitor sent twice", async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    const conversions = () =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === "debt_consolidation",
      );
    const { sent } = kit.fakeServer(
      kit.serverError(),
      kit.created("lead-1"),
      kit.created("lead-2"),
    );
    const element = await kit.mount({ redirect: "none" });

    await kit.send(element);
    await kit.waitForToast(element, kit.failureTitle);
    kit.submitButton(element).click();
    await kit.waitForThanks(element);

    expect(sent).to.have.length(2);
    expect(conversions()).to.have.length(1);

    // Stored: what the visitor fills in next is another lead, and counts again.
    await kit.send(element);
    await kit.waitFor(() => sent.length === 3, "the next lead");
    expect(conversions()).to.have.length(2);
  });

  it("sends the visit's campaign attribution, kept from the page the visitor landed on", async () => {
    localStorage.removeItem("ebw-attribution");
    history.replaceState(null, "", `${location.pathname}?utm_source=newsletter&gclid=abc123`);
    const element = await kit.mount({ redirect: "none" });
    await kit.settle();
    history.replaceState(null, "", kit.originalUrl);
    const { sent } = kit.fakeServer(kit.created());

    await kit.send(element);
    await kit.waitFor(() => sent.length === 1, "the request");

    expect(sent[0]?.body.attribution).to.deep.include({
      utm_source: "newsletter",
      gclid: "abc123",
      landingPage: `${location.pathname}?utm_source=newsletter&gclid=abc123`,
    });
    localStorage.removeItem("ebw-attribution");
  });

  it("on success, clears the form, fires lead-submit and goes to the redirect", async () => {
    kit.fakeServer(kit.created("lead-789"));
    const element = await kit.mount({ redirect: "#done" });
    const submitted = kit.heard("lead-submit");

    await kit.send(element);
    await kit.waitFor(() => location.hash === "#done", "the redirect");

    expect(submitted[0]?.detail).to.deep.equal({ id: "lead-789", source: "debt-lead-inline" });
    expect(submitted[0]?.composed).to.equal(true);
    await kit.settle();
    expect(kit.input(element, "name").value).to.equal("");
    expect(kit.input(element, "phone").value).to.equal("");
    expect(kit.root(element).querySelector<HTMLSelectElement>("select")?.value).to.equal("");
  });

  it("goes to the redirect only once the tag manager has the conversion in hand", async () => {
    const pushed: Record<string, unknown>[] = [];
    const tags = window as { dataLayer?: unknown; google_tag_manager?: unknown };
    tags.google_tag_manager = {};
    tags.dataLayer = Object.assign([], {
      push: (entry: Record<string, unknown>) => pushed.push(entry),
    });
    kit.fakeServer(kit.created("lead-7"));
    const element = await kit.mount({ redirect: "/thank-you" });
    await kit.fillIn(element);
    const seen = kit.stopNavigations();

    kit.submitButton(element).click();
    await kit.waitFor(
      () => pushed.some((entry) => entry.event === "debt_consolidation"),
      "the push",
    );
    await kit.settle();
    expect(seen).to.deep.equal([]);

    const conversion = pushed.find((entry) => entry.event === "debt_consolidation");
    (conversion?.eventCallback as (() => void) | undefined)?.();
    await kit.waitFor(() => seen.length === 1, "the redirect");
    expect(new URL(seen[0] ?? "").pathname).to.equal("/thank-you");
  });

  it("hands the lead's booking offer to our thank-you page in this tab's storage, never in its address", async () => {
    kit.fakeServer(
      async () =>
        new Response(
          JSON.stringify({
            ok: true,
            id: "lead-9",
            booking: { token: "token-9", scheduler: null },
          }),
          { status: 201, headers: { "Content-Type": "application/json" } },
        ),
    );
    const element = await kit.mount({ redirect: "/thank-you" });
    const seen = kit.stopNavigations();
    try {
      await kit.send(element);
      await kit.waitFor(() => seen.length === 1, "the redirect");

      expect(seen[0]).not.to.match(/token|lead-9|Jordan|0400/);
      expect(JSON.parse(sessionStorage.getItem("ebw-lead-booking") ?? "null")).to.deep.equal({
        offer: { id: "lead-9", token: "token-9", scheduler: null },
        prefill: { name: "Jordan Lee", phone: "0400 123 456" },
      });
    } finally {
      sessionStorage.removeItem("ebw-lead-booking");
    }
  });

  it("waits at most a second for a tag manager that never calls back", async () => {
    const tags = window as { dataLayer?: unknown; google_tag_manager?: unknown };
    tags.google_tag_manager = {};
    tags.dataLayer = [];
    const clock = controlClock();
    try {
      kit.fakeServer(kit.created("lead-8"));
      const element = await kit.mount({ redirect: "#handed-over" });

      await kit.send(element);
      await kit.waitFor(() => clock.pending().includes(1000), "the wait for the tags");
      await kit.settle();
      expect(location.hash).to.equal("");
      clock.advance(1000);
      await kit.waitFor(() => location.hash === "#handed-over", "the redirect");
    } finally {
      clock.restore();
    }
  });

  it("with redirect none, stays on the page and thanks the visitor", async () => {
    kit.fakeServer(kit.created());
    const element = await kit.mount({ redirect: "none" });
    await kit.fillIn(element);
    const before = location.href;

    kit.submitButton(element).click();
    await kit.waitForThanks(element);

    expect(kit.root(element).querySelector("[role=status]")?.textContent).to.include("Thank you!");
    expect(location.href).to.equal(before);
    expect(kit.input(element, "name").value).to.equal("");
  });

  it("when the server fails, shows the error toast and keeps what was typed", async () => {
    kit.fakeServer(kit.serverError());
    const element = await kit.mount({ redirect: "#never" });

    await kit.send(element);
    await kit.waitForToast(element, kit.failureTitle);

    expect(kit.toastText(element)).to.include(kit.failureDescription);
    expect(
      kit.root(element).querySelector("[data-sonner-toast]")?.getAttribute("data-type"),
    ).to.equal("error");
    expect(kit.input(element, "name").value).to.equal("Jordan Lee");
    expect(kit.input(element, "phone").value).to.equal("0400 123 456");
    expect(location.hash).to.equal("");
  });

  it("when the network is down, shows the same toast", async () => {
    kit.fakeServer(kit.unreachable());
    const element = await kit.mount({ redirect: "#never" });

    await kit.send(element);
    await kit.waitForToast(element, kit.failureDescription);

    expect(kit.input(element, "name").value).to.equal("Jordan Lee");
    expect(kit.submitButton(element).disabled).to.equal(false);
  });

  it("shows the server's own message under a field it rejected", async () => {
    kit.fakeServer(kit.refusedField("phone", "Please enter a valid phone number"));
    const element = await kit.mount({ redirect: "#never" });

    await kit.send(element, {
      name: "Jordan Lee",
      phone: "0400-000-000",
      debtAmount: "$0 - $10,000",
    });
    await kit.waitForMessage(element, "phone");

    expect(kit.messageFor(element, "phone")).to.equal("Please enter a valid phone number");
    expect(kit.input(element, "phone").getAttribute("aria-invalid")).to.equal("true");
    await kit.waitFor(
      () => kit.root(element).activeElement === kit.input(element, "phone"),
      "the focus",
    );
    // The message at the field says it all; no toast on top of it.
    expect(kit.toastText(element)).to.equal("");
  });

  it("retrying after a failure reuses the Idempotency-Key; the next lead gets a new one", async () => {
    const { sent } = kit.fakeServer(kit.serverError(), kit.created(), kit.created());
    const element = await kit.mount({ redirect: "none" });

    await kit.send(element);
    await kit.waitForToast(element, kit.failureTitle);
    kit.submitButton(element).click();
    await kit.waitForThanks(element);
    await kit.send(element);
    await kit.waitFor(() => sent.length === 3, "the third request");

    const keys = sent.map((request) => request.headers.get("Idempotency-Key"));
    expect(keys[0]).to.be.a("string");
    expect(keys[1]).to.equal(keys[0]);
    expect(keys[2]).to.not.equal(keys[0]);
  });

  it("given an earlier version already reached the broker, a corrected retry is stored as its own lead", async () => {
    const conflict = () => async () =>
      new Response(JSON.stringify({ ok: false, error: "idempotency_conflict" }), { status: 409 });
    const { sent } = kit.fakeServer(kit.serverError(), conflict(), kit.created("lead-corrected"));
    const element = await kit.mount({ redirect: "none" });
    const submitted: unknown[] = [];
    element.addEventListener("lead-submit", (event) => submitted.push(event.detail));

    await kit.send(element);
    await kit.waitForToast(element, kit.failureTitle);
    await kit.send(element, { name: "Jordan Leigh" });
    await kit.waitForThanks(element);

    expect(sent).to.have.length(3);
    expect(sent[1]?.headers.get("Idempotency-Key")).to.equal(
      sent[0]?.headers.get("Idempotency-Key"),
    );
    expect(sent[2]?.headers.get("Idempotency-Key")).to.not.equal(
      sent[0]?.headers.get("Idempotency-Key"),
    );
    expect(sent[2]?.body.name).to.equal("Jordan Leigh");
    expect(submitted).to.deep.equal([{ id: "lead-corrected", source: "debt-lead-inline" }]);
    expect(kit.outbox()).to.deep.equal([]);
  });
});
