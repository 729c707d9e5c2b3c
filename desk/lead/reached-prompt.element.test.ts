import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";
import type { LeadDetail } from "../api/types";

// A lead's contact buttons, built from the sources, against a faked server that notes what it is told.

describe("from a lead to a call, and what came of it", () => {
  const stage = deskStage();
  let told: { path: string; body: unknown }[];
  const lead = {
    id: "lead-7",
    name: "Jane Smith",
    phone: "0412 345 678",
    email: "jane@example.com",
    what: "Debt consolidation",
    kind: "debt",
  } as unknown as LeadDetail;

  beforeEach(() => {
    sessionStorage.clear();
    told = [];
    stage.answer((input, init) => {
      const url = new URL(String(input), location.origin);
      if (init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        told.push({ path: url.pathname, body });
        return Response.json({
          lead,
          attempts: [{ at: "2030-01-01T00:00:00.000Z", ...body, by: "Dana Broker" }],
        });
      }
      if (url.pathname.endsWith("/attempts")) return Response.json({ attempts: [] });
      return Response.json({ templates: { sms: "Hi {name}", whatsapp: "Hi {name}" } });
    });
  });

  it("given a tap on Call, asks on return whether they were reached, also after the page was dropped, and records the answer as contacted", async () => {
    const { container } = stage;
    // The phone app takes over: the link is followed no further here.
    container.addEventListener("click", (event) => event.preventDefault());
    const unmount = stage.mount.mountContactButtons(container, lead);
    stage.show(unmount);
    const call = () =>
      container.querySelector<HTMLAnchorElement>("a[href='tel:+61412345678']") ?? null;
    await waitFor(() => call() !== null, "the Call button, dialling +61");
    expect(container.querySelector("a[href^='sms:+61412345678']")).to.not.equal(null);
    expect(container.querySelector("a[href^='https://wa.me/61412345678']")).to.not.equal(null);
    call()?.click();
    await waitFor(
      () => container.textContent?.includes("Did you reach them on the phone?") ?? false,
      "the question",
    );

    // A phone may drop the desk while its phone app is open: the question is still waiting.
    unmount();
    stage.show(stage.mount.mountContactButtons(container, lead));
    await waitFor(
      () => container.textContent?.includes("Did you reach them on the phone?") ?? false,
      "the question again",
    );
    const yes = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Yes, reached them",
    );
    yes?.click();
    await waitFor(
      () => container.textContent?.includes("Recorded: contacted.") ?? false,
      "the answer recorded",
    );

    expect(told).to.deep.equal([
      { path: "/desk/api/leads/lead-7/attempts", body: { channel: "call", reached: true } },
    ]);
    expect(container.textContent).to.not.include("Did you reach them");
  });
});
