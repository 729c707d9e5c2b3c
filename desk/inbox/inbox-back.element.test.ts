import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage, listedLead, stageCounts } from "../../tests/fixtures/desk-stage";

// The inbox, built from the sources, against a faked server of 500 leads.

describe("back to the inbox from a lead (finding 2)", () => {
  const stage = deskStage();
  let container: HTMLElement;

  beforeEach(() => {
    history.replaceState(null, "", "/desk");
    container = stage.container;
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const size = Number(url.searchParams.get("limit") ?? 50);
      const leads = Array.from({ length: size }, (_, i) => listedLead(from + i));
      return Response.json({ leads, next: String(from + size), counts: stageCounts(500) });
    });
  });

  afterEach(() => {
    window.scrollTo(0, 0);
  });

  it("given Load more pressed seven times, keeps the 400 rows and where the list was scrolled", async () => {
    let unmount = stage.mount.mountInbox(container);
    const rows = () => container.querySelectorAll("ul[aria-label='Inbox'] > li").length;
    await waitFor(() => rows() === 50, "the first page");
    for (let page = 2; page <= 8; page++) {
      const more = [...container.querySelectorAll("button")].find(
        (b) => b.textContent === "Load more",
      );
      more?.click();
      await waitFor(() => rows() === page * 50, `page ${page}`);
    }
    const row = container.querySelectorAll("ul[aria-label='Inbox'] > li")[300] as HTMLElement;
    row.scrollIntoView();
    const scrolled = window.scrollY;
    expect(scrolled).to.be.greaterThan(1000);

    // To a lead's page and back.
    unmount();
    window.scrollTo(0, 0);
    unmount = stage.mount.mountInbox(container);
    await waitFor(() => rows() > 0, "the list");

    expect(rows()).to.equal(400);
    await waitFor(() => Math.abs(window.scrollY - scrolled) < 2, "the scroll where it was");
    unmount();
  });
});
