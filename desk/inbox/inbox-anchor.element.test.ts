import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The inbox, built from the sources and styled by the desk's own sheet, against a faked server.
const fixtureUrl = "/bundled/tests/fixtures/desk-mount.js";

interface Mount {
  mountInbox(container: HTMLElement): () => void;
}

const lead = (n: number, createdAt: string) => ({
  id: `lead-${n}`,
  createdAt,
  kind: "debt",
  name: `Lead ${n}`,
  email: null,
  phone: "0400 123 456",
  what: "Debt consolidation",
  want: null,
  value: null,
  others: 0,
  savings: null,
  source: null,
  campaign: null,
  landingPage: "/",
  stage: "new",
  followUpAt: null,
  deliveries: [],
});

const counts = {
  new: 40,
  contacted: 0,
  qualified: 0,
  applied: 0,
  approved: 0,
  settled: 0,
  lost: 0,
};

/** The one stream the desk opens, which the test feeds. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private leads: ((event: MessageEvent) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (type === "lead") this.leads.push(listener);
  }
  close() {}
  send(data: unknown) {
    for (const listener of this.leads) {
      listener(new MessageEvent("lead", { data: JSON.stringify(data) }));
    }
  }
}

describe("rows never move under the broker's finger", () => {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;
  let mount: Mount;
  let container: HTMLElement;
  let sheet: HTMLLinkElement;

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
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
    container = document.createElement("div");
    document.body.append(container);
    Object.assign(window, { EventSource: FakeEventSource });
    window.fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const leads = Array.from({ length: 40 }, (_, i) =>
        lead(i, new Date(Date.UTC(2026, 10, 25) - i * 60_000).toISOString()),
      );
      return Response.json({ leads, next: "40", counts, values: {} });
    };
  });

  afterEach(() => {
    container.remove();
    window.fetch = realFetch;
    Object.assign(window, { EventSource: realEventSource });
    window.scrollTo(0, 0);
  });

  it("given the list scrolled to its middle, a live lead goes on top out of view, the rows on screen stay put, and a pill takes the broker up to it, still marked new", async () => {
    const unmount = mount.mountInbox(container);
    const row = (id: string) => container.querySelector<HTMLElement>(`[data-lead-id='${id}']`);
    await waitFor(() => row("lead-39") !== null, "the list");
    await waitFor(() => FakeEventSource.last !== null, "the stream");
    row("lead-20")?.scrollIntoView({ block: "center" });
    const before = row("lead-20")?.getBoundingClientRect().toJSON();
    expect(window.scrollY).to.be.greaterThan(0);

    FakeEventSource.last?.send(lead(100, new Date().toISOString()));
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
    unmount();
  });
});
