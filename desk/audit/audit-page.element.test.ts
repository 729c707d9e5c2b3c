import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";

// The audit page, built from the sources, against a faked server.

/** An audit line as the server lists it. */
const entry = (id: string, action: string) => ({
  id,
  at: "2026-11-28T01:00:00.000Z",
  actor: "owner@example.com",
  action,
  leadId: null,
  leadName: null,
  count: null,
  note: null,
});

describe("the audit page", () => {
  const stage = deskStage();
  const rows = () =>
    [...stage.container.querySelectorAll("tbody tr")].map((row) => row.children[2]?.textContent);
  const loadMore = () =>
    [...stage.container.querySelectorAll("button")].find((b) => b.textContent === "Load more");

  it("shows the newest lines, and Load more adds the next page below them, keeping them", async () => {
    const asked: string[] = [];
    let failNext = true;
    stage.answer((input) => {
      const url = String(input);
      asked.push(url);
      if (!url.includes("cursor=")) {
        return Response.json({ entries: [entry("3", "export"), entry("2", "erase")], next: "c2" });
      }
      if (failNext) {
        failNext = false;
        return Response.json({ error: "unavailable", message: "down" }, { status: 503 });
      }
      return Response.json({ entries: [entry("1", "find")], next: null });
    });
    stage.show(stage.mount.mountAudit(stage.container));
    await waitFor(() => rows().length === 2, "the first page");
    expect(rows()).to.deep.equal(["export", "erase"]);

    loadMore()?.click();
    await waitFor(() => stage.container.querySelector("[role=alert]") !== null, "the failure");
    expect(rows(), "kept after a failed page").to.deep.equal(["export", "erase"]);

    loadMore()?.click();
    await waitFor(() => rows().length === 3, "the next page");
    expect(rows()).to.deep.equal(["export", "erase", "find"]);
    expect(stage.container.querySelector("[role=alert]")).to.equal(null);
    expect(loadMore(), "none after the last page").to.equal(undefined);
    expect(asked).to.deep.equal([
      "/desk/api/audit",
      "/desk/api/audit?cursor=c2",
      "/desk/api/audit?cursor=c2",
    ]);
  });

  it("given an assistant, says the audit is the owner's alone", async () => {
    stage.answer(() =>
      Response.json({ error: "owner_only", message: "Owner only" }, { status: 403 }),
    );
    stage.show(stage.mount.mountAudit(stage.container));
    await waitFor(() => stage.container.querySelector("[role=alert]") !== null, "the refusal");
    expect(stage.container.querySelector("table")).to.equal(null);
    expect(stage.container.querySelector("[role=alert]")?.classList.contains("panel")).to.equal(
      true,
    );
  });
});
