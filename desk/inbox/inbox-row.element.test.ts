import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage, listedLead, stageCounts } from "../../tests/fixtures/desk-stage";

// The inbox, built from the sources, against a faked server: what one row tells the broker.

describe("an inbox row at a glance", () => {
  const stage = deskStage();

  beforeEach(() => {
    history.replaceState(null, "", "/desk");
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const leads = [
        listedLead(1, { name: "Jane Smith", want: "$650k", others: 2 }),
        listedLead(2, { name: "Raj Patel" }),
      ];
      return Response.json({ leads, next: null, counts: stageCounts(2) });
    });
  });

  it("says what the person wants and how much, and marks one who came before", async () => {
    const { container } = stage;
    stage.show(stage.mount.mountInbox(container));
    const row = (id: string) => container.querySelector<HTMLElement>(`li[data-lead-id='${id}']`);
    await waitFor(() => row("lead-2") !== null, "the rows");

    const jane = row("lead-1");
    expect(jane?.querySelector(".cell-what")?.textContent).to.equal(
      "What: Debt consolidation$650k",
    );
    // Seen as ×3 (three leads of one person), heard as a sentence.
    expect(jane?.querySelector(".repeat-mark")?.textContent).to.match(/^×3/);
    expect(jane?.querySelector(".repeat-mark .visually-hidden")?.textContent).to.equal(
      "Repeat: 2 other leads from this person",
    );
    expect(row("lead-2")?.querySelector(".repeat-mark")).to.equal(null);
  });
});
