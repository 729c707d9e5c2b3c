import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// A lead's forwarding panel, built from the sources, against a faked server.
const fixtureUrl = "/bundled/tests/fixtures/desk-mount.js";

interface Mount {
  mountForwarding(container: HTMLElement, leadId: string, deliveries: unknown[]): () => void;
}

const delivered = {
  target: "form",
  status: "delivered",
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  deliveredAt: "2026-11-25T09:00:00.000Z",
};

describe("a lead's forwarding panel (findings 4 and 5)", () => {
  const realFetch = window.fetch;
  let mount: Mount;
  let unmount = () => {};
  let container: HTMLElement;
  const bodies: string[] = [];

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
  });

  beforeEach(() => {
    bodies.length = 0;
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it("given a delivered lead, Send again asks to Send anyway, and that sends it again", async () => {
    window.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return String(init?.body).includes("force")
        ? Response.json({
            delivery: { ...delivered, status: "pending", nextAttemptAt: new Date().toISOString() },
          })
        : Response.json(
            { ok: false, error: "already_delivered", message: "confirm with force" },
            { status: 409 },
          );
    };
    unmount = mount.mountForwarding(container, "lead-1", [delivered]);
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
    window.fetch = async () => Response.json({ deliveries: [] });
    unmount = mount.mountForwarding(container, "lead-1", [
      {
        target: "form",
        status: "skipped",
        attempts: 1,
        nextAttemptAt: null,
        lastError: "FORM_SERVICE_ACCESS_KEY is not set",
        deliveredAt: null,
      },
    ]);
    await waitFor(() => container.querySelector("button") !== null, "the button");

    expect(container.textContent).to.include("E-mail forwarding is off");
    expect(container.textContent).to.include("press Send again");
  });
  it("given the deal watched in MyCRM, its row says in plain words what it does and when it looks next", async () => {
    window.fetch = async () => Response.json({ deliveries: [] });
    unmount = mount.mountForwarding(container, "lead-1", [
      {
        target: "mycrm:status",
        status: "pending",
        attempts: 3,
        nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString(),
        lastError: null,
        deliveredAt: null,
      },
    ]);
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
});
