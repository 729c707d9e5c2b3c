import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";

// A lead's call and message buttons, built from the sources, against a faked server.

const lead = {
  id: "lead-7",
  kind: "debt",
  name: "Jordan Lee",
  what: "Debt consolidation",
  phone: "0412 345 678",
  email: null,
};
const attempt = (at: string, reached: boolean) => ({ at, channel: "call", reached, by: "Pat" });

describe("a lead's call and message buttons", () => {
  const stage = deskStage();

  beforeEach(() => {
    // A call started before the phone app took over: the question waits for the broker.
    sessionStorage.setItem(
      "desk-contact-pending",
      JSON.stringify({ leadId: "lead-7", channel: "call" }),
    );
  });
  afterEach(() => sessionStorage.clear());

  it("start the SMS with the owner's template, list the tries made, and the one just recorded", async () => {
    const posted: unknown[] = [];
    stage.answer(async (input, init) => {
      const url = String(input);
      if (url === "/desk/api/templates") {
        return Response.json({ templates: { sms: "Hi {name}, about {what}", whatsapp: "" } });
      }
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({
          lead,
          attempts: [
            attempt("2026-11-28T01:00:00.000Z", false),
            attempt("2026-11-29T01:00:00.000Z", true),
          ],
        });
      }
      return Response.json({ attempts: [attempt("2026-11-28T01:00:00.000Z", false)] });
    });
    const { container } = stage;
    stage.show(stage.mount.mountContact(container, lead as never));
    const tries = () => [...container.querySelectorAll(".attempts li")].map((li) => li.textContent);
    const sms = () => container.querySelector("a[href^='sms:']")?.getAttribute("href") ?? "";

    await waitFor(() => tries().length === 1, "the tries made");
    await waitFor(() => sms().includes("body="), "the owner's template");
    expect(sms()).to.equal(
      `sms:+61412345678?body=${encodeURIComponent("Hi Jordan, about debt consolidation")}`,
    );
    expect(tries()[0]).to.include("by Pat: no answer");

    const reached = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Yes, reached them",
    );
    reached?.click();
    await waitFor(() => tries().length === 2, "the try just recorded");
    expect(tries()[1]).to.include("by Pat: reached");
    expect(posted).to.deep.equal([{ channel: "call", reached: true }]);
  });
});
