import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage, listedLead, stageCounts } from "../../tests/fixtures/desk-stage";

// The whole desk, built from the sources, against a faked server: what a phone shows as it opens.

describe("the desk opened on the inbox", () => {
  const stage = deskStage();

  beforeEach(() => {
    history.replaceState(null, "", "/desk");
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname === "/desk/api/me") {
        return Response.json({
          user: { id: "u1", name: "Dana Broker", email: "dana@example.com", role: "owner" },
          timeZone: "Australia/Sydney",
        });
      }
      if (url.pathname === "/desk/api/notices") return Response.json({ notices: [] });
      if (url.pathname === "/desk/api/follow-ups")
        return Response.json({ dueToday: 0, overdue: 0 });
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const size = Number(url.searchParams.get("limit") ?? 50);
      const leads = Array.from({ length: size }, (_, i) => listedLead(from + i));
      return Response.json({ leads, next: String(from + size), counts: stageCounts(500) });
    });
  });

  it("draws the top bar and the first rows together: the broker never sees an empty inbox first", async () => {
    const { container } = stage;
    // Every frame the desk draws before its first row: whether the top bar was up without rows.
    const emptyShell: string[] = [];
    const observer = new MutationObserver(() => {
      const bar = container.querySelector("header, nav");
      if (bar && !container.querySelector("li[data-lead-id]")) {
        emptyShell.push(container.querySelector("main")?.textContent ?? "");
      }
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    stage.show(stage.mount.mountDesk(container));
    await waitFor(() => container.querySelector("li[data-lead-id]") !== null, "the first row");
    observer.disconnect();

    expect(emptyShell).to.deep.equal([]);
    await waitFor(
      () => container.querySelectorAll("li[data-lead-id]").length === 50,
      "the rest of the page",
    );
  });
});
