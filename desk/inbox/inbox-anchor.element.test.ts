import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import {
  deskStage,
  FakeEventSource,
  listedLead,
  stageCounts,
} from "../../tests/fixtures/desk-stage";

// The inbox, built from the sources and styled by the desk's own sheet, against a faked server.

describe("rows never move under the broker's finger", () => {
  const stage = deskStage();
  let sheet: HTMLLinkElement;

  before(async () => {
    sheet = Object.assign(document.createElement("link"), {
      rel: "stylesheet",
      href: "/desk/styles/desk.css",
    });
    const loaded = new Promise((resolve) => sheet.addEventListener("load", resolve));
    document.head.append(sheet);
    await loaded;
  });

  after(() => sheet.remove());

  beforeEach(() => {
    history.replaceState(null, "", "/desk");
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const leads = Array.from({ length: 40 }, (_, i) => listedLead(i));
      return Response.json({ leads, next: "40", counts: stageCounts(40), values: {} });
    });
  });

  afterEach(() => {
    window.scrollTo(0, 0);
  });

  it("given the list scrolled to its middle, a live lead goes on top out of view, the rows on screen stay put, and a pill takes the broker up to it, still marked new", async () => {
    const { container } = stage;
    stage.show(stage.mount.mountInbox(container));
    const row = (id: string) => container.querySelector<HTMLElement>(`[data-lead-id='${id}']`);
    await waitFor(() => row("lead-39") !== null, "the list");
    await waitFor(() => FakeEventSource.last !== null, "the stream");
    row("lead-20")?.scrollIntoView({ block: "center" });
    const before = row("lead-20")?.getBoundingClientRect().toJSON();
    expect(window.scrollY).to.be.greaterThan(0);

    FakeEventSource.last?.send(listedLead(100, { createdAt: new Date().toISOString() }));
    const pill = () => container.querySelector<HTMLButtonElement>(".new-leads-pill");
    await waitFor(() => pill() !== null, "the pill");

    expect(pill()?.textContent).to.equal("↑ 1 new lead");
    // Where it was, to the pixel (the browser scrolls by whole device pixels).
    const after = row("lead-20")?.getBoundingClientRect();
    expect(Math.abs((after?.top ?? 0) - before.top)).to.be.below(1);
    expect([after?.left, after?.width, after?.height]).to.deep.equal([
      before.left,
      before.width,
      before.height,
    ]);
    const fresh = row("lead-100");
    expect(fresh?.previousElementSibling).to.equal(null);
    expect(fresh?.getBoundingClientRect().bottom).to.be.at.most(0);

    pill()?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    pill()?.click();
    await waitFor(() => (fresh?.getBoundingClientRect().top ?? -1) >= 0, "the new lead in view");
    expect(pill()).to.equal(null);
    // Still marked new where it landed: tapping the pill is not yet having seen it.
    expect(fresh?.querySelector(".fresh-badge")?.textContent).to.equal("new");
  });
});
