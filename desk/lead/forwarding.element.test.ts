import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage, FakeEventSource, listedLead } from "../../tests/fixtures/desk-stage";

// A lead's forwarding panel, built from the sources, against a faked server.

const delivered = {
  target: "form",
  status: "delivered",
  attempts: 1,
  nextAttemptAt: "2026-11-25T09:00:00.000Z",
  lastError: null,
  deliveredAt: "2026-11-25T09:00:00.000Z",
} as const;

describe("a lead's forwarding panel (findings 4 and 5)", () => {
  const stage = deskStage();

  it("given a delivered lead, Send again asks to Send anyway, and that sends it again", async () => {
    const { container } = stage;
    const bodies: string[] = [];
    stage.answer(async (_input, init) => {
      bodies.push(String(init?.body));
      return String(init?.body).includes("force")
        ? Response.json({
            delivery: { ...delivered, status: "pending", nextAttemptAt: new Date().toISOString() },
          })
        : Response.json(
            { ok: false, error: "already_delivered", message: "confirm with force" },
            { status: 409 },
          );
    });
    stage.show(stage.mount.mountForwarding(container, "lead-1", [delivered]));
    await waitFor(() => container.querySelector("button") !== null, "the button");

    (container.querySelector("button") as HTMLButtonElement).click();
    await waitFor(
      () => container.textContent?.includes("Press Send anyway") ?? false,
      "the question",
    );
    expect(container.textContent).not.to.include("force");
    const anyway = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Send anyway",
    );
    anyway?.click();
    await waitFor(() => container.textContent?.includes("Queued to send again.") ?? false, "sent");

    expect(bodies).to.deep.equal(["{}", '{"force":true}']);
    // Due at once: it is being sent, not due at a moment already past.
    expect(container.textContent).to.include("sending now");
    expect(container.textContent).not.to.include("next attempt");
  });

  it("given e-mail forwarding off for want of a key, says so and what to do", async () => {
    const { container } = stage;
    stage.answer(() => Response.json({ deliveries: [] }));
    stage.show(
      stage.mount.mountForwarding(container, "lead-1", [
        {
          target: "form",
          status: "skipped",
          attempts: 1,
          nextAttemptAt: "2026-11-25T09:00:00.000Z",
          lastError: "FORM_SERVICE_ACCESS_KEY is not set",
          deliveredAt: null,
        },
      ]),
    );
    await waitFor(() => container.querySelector("button") !== null, "the button");

    expect(container.textContent).to.include("E-mail forwarding is off");
    expect(container.textContent).to.include("press Send again");
  });
  it("given the deal watched in MyCRM, its row says in plain words what it does and when it looks next", async () => {
    const { container } = stage;
    stage.answer(() => Response.json({ deliveries: [] }));
    stage.show(
      stage.mount.mountForwarding(container, "lead-1", [
        {
          target: "mycrm:status",
          status: "pending",
          attempts: 3,
          nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString(),
          lastError: null,
          deliveredAt: null,
        },
      ]),
    );
    await waitFor(() => container.querySelector("button") !== null, "the row");

    const text = container.textContent ?? "";
    expect(text).to.include("MyCRM deal status");
    expect(text).to.include("watching");
    expect(text).to.include("moves this lead's stage when it changes");
    expect(text).to.include("looked 3 times · next look");
    expect(text).not.to.include("attempts");
    expect(text).not.to.include("pending");
    expect(container.querySelector("button")?.textContent).to.equal("Look now");
  });

  it("given the deal in MyCRM no longer watched (it settled or was lost, or was never watched), its row offers no Look now", async () => {
    const { container } = stage;
    stage.answer(() => Response.json({ deliveries: [] }));
    const watch = {
      target: "mycrm:status",
      attempts: 9,
      nextAttemptAt: "2026-11-25T09:00:00.000Z",
      lastError: null,
    } as const;
    stage.show(
      stage.mount.mountForwarding(container, "lead-1", [
        { ...watch, status: "delivered", deliveredAt: "2026-11-25T09:00:00.000Z" },
        delivered,
      ]),
    );
    await waitFor(() => container.querySelector("button") !== null, "the rows");

    const [watched, mailed] = [...container.querySelectorAll("li")];
    expect(watched?.textContent).to.include("done watching");
    expect(watched?.querySelector("button")).to.equal(null);
    expect(mailed?.querySelector("button")?.textContent).to.equal("Send again");
  });

  it("given a delivery under way, shows it delivered as the live stream says this lead changed, and asks nothing until then", async () => {
    const { container } = stage;
    const asked: string[] = [];
    stage.answer((input) => {
      asked.push(String(input));
      return Response.json({ deliveries: [delivered] });
    });
    const pending = {
      ...delivered,
      status: "pending" as const,
      nextAttemptAt: "2099-11-25T09:00:00.000Z",
      deliveredAt: null,
    };
    stage.show(stage.mount.mountForwarding(container, "lead-1", [pending]));
    await waitFor(() => FakeEventSource.last !== null, "the stream");
    const status = () => container.querySelector(".delivery-head span")?.textContent;
    expect(status()).to.equal("pending");

    // Another lead's change is not this page's.
    FakeEventSource.last?.send(listedLead(2), "change");
    FakeEventSource.last?.send(
      listedLead(1, { deliveries: [{ target: "form", status: "delivered" }] }),
      "change",
    );
    await waitFor(() => status() === "delivered", "the delivery shown delivered");

    expect(asked).to.deep.equal(["/desk/api/leads/lead-1/deliveries"]);
  });
});
