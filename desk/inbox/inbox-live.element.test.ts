import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import {
  deskStage,
  FakeEventSource,
  listedLead,
  stageCounts,
} from "../../tests/fixtures/desk-stage";

// The inbox and its live stream, built from the sources, against a faked server.

const lead = (id: string, name: string) =>
  listedLead(0, {
    id,
    name,
    createdAt: new Date().toISOString(),
    source: "debt-lead-inline",
    deliveries: [{ target: "form", status: "pending" }],
  });

describe("the desk's inbox, live", () => {
  const stage = deskStage();
  const requests: string[] = [];
  let container: HTMLElement;

  beforeEach(() => {
    requests.length = 0;
    history.replaceState(null, "", "/desk");
    document.title = "Desk";
    container = stage.container;
  });

  it("puts a lead from the stream on top, marked new, counted in the title and announced; a tap at the desk clears the count", async () => {
    window.fetch = async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.startsWith("/desk/api/leads")) {
        return Response.json({
          leads: [lead("old", "Older Lead")],
          next: null,
          counts: stageCounts(1),
        });
      }
      return Response.json({ weeks: [{ week: "2026-W48", medianMs: 90_000, leads: 1 }] });
    };
    stage.show(stage.mount.mountInbox(container));
    await waitFor(() => container.textContent?.includes("Older Lead") ?? false, "the list");
    // The speed report's weeks are ISO weeks, shown by the Monday each starts on (in the site's
    // locale: "Nov 23, 2026" or "23 Nov 2026").
    await waitFor(
      () =>
        /^(Nov 23, 2026|23 Nov 2026)$/.test(
          container.querySelector(".speed td")?.textContent ?? "",
        ),
      "the speed report's week",
    );
    await waitFor(() => FakeEventSource.last?.url === "/desk/api/leads/stream", "the stream");

    // As the server sends a lead whose visit carried no utm_source: source null.
    FakeEventSource.last?.send({ ...lead("fresh", "Fresh Lead"), source: null });
    await waitFor(() => document.title === "(1) Desk", "the title's count");

    const items = [...container.querySelectorAll("ul[aria-label='Inbox'] > li")];
    expect(items.map((li) => li.querySelector("a")?.textContent)).to.deep.equal([
      "Fresh Lead",
      "Older Lead",
    ]);
    expect(items[0]?.textContent).to.include("new");
    expect(container.querySelector("a[aria-current='page'] .chip-count")?.textContent).to.equal(
      "2",
    );
    expect(document.querySelector("[role='status'][aria-live='polite']")?.textContent).to.equal(
      "New lead: Fresh Lead",
    );

    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await waitFor(() => document.title === "Desk", "the count cleared");
  });

  it("shows a lead's e-mail delivered in its row as the server says so, without a reload", async () => {
    // Another address than the other tests', so the list they left is not brought back.
    history.replaceState(null, "", "/desk?stage=new");
    let reads = 0;
    window.fetch = async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/desk/api/leads")) {
        reads += 1;
        return Response.json({
          leads: [lead("sent", "Sent Lead"), lead("other", "Other Lead")],
          next: null,
          counts: stageCounts(2),
        });
      }
      return Response.json({ weeks: [] });
    };
    stage.show(stage.mount.mountInbox(container));
    await waitFor(() => container.textContent?.includes("Sent Lead") ?? false, "the list");
    await waitFor(() => FakeEventSource.last?.url === "/desk/api/leads/stream", "the stream");
    // The first rows asked again as the stream opened.
    await waitFor(() => reads === 2, "the list read again");
    const status = (id: string) =>
      container
        .querySelector(`[data-lead-id='${id}'] .ticks [role='img']`)
        ?.getAttribute("aria-label");
    expect(status("sent")).to.equal("E-mail: pending");

    FakeEventSource.last?.send(
      { ...lead("sent", "Sent Lead"), deliveries: [{ target: "form", status: "delivered" }] },
      "change",
    );
    await waitFor(() => status("sent") === "E-mail: delivered", "the row's delivery");

    const names = [...container.querySelectorAll("ul[aria-label='Inbox'] > li .lead-name")];
    expect(names.map((a) => a.textContent)).to.deep.equal(["Sent Lead", "Other Lead"]);
    expect(status("other")).to.equal("E-mail: pending");
    // Not a new lead: nothing counted in the title.
    expect(document.title).to.equal("Desk");
  });

  it("shows a lead stored after the list was read and before the stream opened, and one stored while the stream was down, without a reload", async () => {
    // Another address than the other tests', so the list they left is not brought back.
    history.replaceState(null, "", "/desk?kind=debt");
    const stored = [listedLead(2, { id: "old", name: "Older Lead" })];
    let reads = 0;
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      reads += 1;
      const page = { leads: [...stored], next: null, counts: stageCounts(stored.length) };
      // Stored as the first read is answered, before the desk's stream is open.
      if (reads === 1) stored.unshift(listedLead(1, { id: "between", name: "Between Lead" }));
      return Response.json(page);
    });
    stage.show(stage.mount.mountInbox(container));
    const names = () =>
      [...container.querySelectorAll("ul[aria-label='Inbox'] > li .lead-name")].map(
        (a) => a.textContent,
      );
    await waitFor(() => names().includes("Between Lead"), "the lead stored in between");
    expect(names()).to.deep.equal(["Between Lead", "Older Lead"]);
    expect(container.querySelector("a[aria-current='page'] .chip-count")?.textContent).to.equal(
      "2",
    );

    // The connection drops; a lead is stored; the browser's EventSource reconnects.
    stored.unshift(listedLead(0, { id: "down", name: "Down Lead" }));
    FakeEventSource.last?.onopen?.(new Event("open"));
    await waitFor(() => names().includes("Down Lead"), "the lead stored while the stream was down");
    expect(names()).to.deep.equal(["Down Lead", "Between Lead", "Older Lead"]);
  });

  it("sends a delivery again once, however quickly Send again is pressed twice", async () => {
    let release = () => {};
    window.fetch = async (input: RequestInfo | URL) => {
      requests.push(String(input));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return Response.json({
        delivery: {
          target: "webhook",
          status: "pending",
          attempts: 3,
          nextAttemptAt: null,
          lastError: null,
          deliveredAt: null,
        },
      });
    };
    stage.show(
      stage.mount.mountForwarding(container, "lead-1", [
        {
          target: "webhook",
          status: "failed" as const,
          attempts: 8,
          nextAttemptAt: "2026-11-25T09:00:00.000Z",
          lastError: "HTTP 502",
          deliveredAt: null,
        },
      ]),
    );
    await waitFor(() => container.querySelector("button") !== null, "the button");
    const button = container.querySelector("button") as HTMLButtonElement;

    button.click();
    button.click();
    await waitFor(() => button.disabled, "the button off while sending");
    button.click();
    release();
    await waitFor(() => !button.disabled, "the button back");

    expect(requests).to.deep.equal(["/desk/api/leads/lead-1/deliveries/webhook/resend"]);
  });
});
