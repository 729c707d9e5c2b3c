import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage, listedLead, stageCounts } from "../../tests/fixtures/desk-stage";

// The inbox, built from the sources, against a faked server of 500 leads that notes what it is asked.

describe("the inbox's first rows", () => {
  const stage = deskStage();
  let asked: URL[];

  beforeEach(() => {
    history.replaceState(null, "", "/desk?stage=new");
    asked = [];
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      asked.push(url);
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const size = Number(url.searchParams.get("limit") ?? 50);
      const leads = Array.from({ length: size }, (_, i) => listedLead(from + i));
      return Response.json({ leads, next: String(from + size), counts: stageCounts(500) });
    });
  });

  it("asks for a phone's first screen of rows first, as the page's preload names it, then the rest of the page", async () => {
    const { container } = stage;
    stage.show(stage.mount.mountInbox(container));
    const rows = () => container.querySelectorAll("ul[aria-label='Inbox'] > li").length;
    await waitFor(() => rows() === 50, "the first page");
    await waitFor(() => asked.length === 3, "the first rows asked again as the stream opened");

    // The address the server's preload header names for /desk?stage=new (first-requests.ts),
    // asked again once the stream is open, for any lead stored in between.
    expect(asked.map((url) => url.pathname + url.search)).to.deep.equal([
      "/desk/api/leads?stage=new&limit=20",
      "/desk/api/leads?stage=new&cursor=20&limit=30",
      "/desk/api/leads?stage=new&limit=20",
    ]);
    expect(rows()).to.equal(50);
    const more = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Load more",
    );
    more?.click();
    await waitFor(() => rows() === 100, "the next page");
    expect(asked.at(-1)?.searchParams.get("cursor")).to.equal("50");
  });

  it("given the server failing, says so, and Retry shows the rows; a later page that fails keeps them, says so, and Load more asks again", async () => {
    const failing = new Set([
      "/desk/api/leads?stage=new&limit=20",
      "/desk/api/leads?stage=new&cursor=50",
    ]);
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      asked.push(url);
      if (failing.delete(url.pathname + url.search)) {
        return Response.json({ error: "unavailable", message: "down" }, { status: 503 });
      }
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const size = Number(url.searchParams.get("limit") ?? 50);
      const leads = Array.from({ length: size }, (_, i) => listedLead(from + i));
      return Response.json({ leads, next: String(from + size), counts: stageCounts(500) });
    });
    const { container } = stage;
    stage.show(stage.mount.mountInbox(container));
    const rows = () => container.querySelectorAll("ul[aria-label='Inbox'] > li").length;
    const button = (text: string) =>
      [...container.querySelectorAll("button")].find((b) => b.textContent === text);
    const alert = () => container.querySelector("[role=alert]")?.textContent ?? null;

    await waitFor(() => button("Try again") !== undefined, "the failure");
    expect(alert()).to.include("could not reach the server");
    expect(rows()).to.equal(0);
    button("Try again")?.click();
    await waitFor(() => rows() === 50, "the first page");
    expect(alert()).to.equal(null);

    button("Load more")?.click();
    await waitFor(() => alert() !== null, "the next page's failure");
    expect(rows(), "kept after a failed page").to.equal(50);
    button("Load more")?.click();
    await waitFor(() => rows() === 100, "the next page");
    expect(alert()).to.equal(null);
  });
});
