import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The inbox, built from the sources, against a faked server of 500 leads.
const fixtureUrl = "/bundled/tests/fixtures/desk-mount.js";

interface Mount {
  mountInbox(container: HTMLElement): () => void;
}

const lead = (n: number) => ({
  id: `lead-${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 25) - n * 60_000).toISOString(),
  kind: "debt",
  name: `Lead ${n}`,
  email: null,
  phone: "0400 123 456",
  what: "Debt consolidation",
  savings: null,
  source: null,
  campaign: null,
  landingPage: "/",
  stage: "new",
  followUpAt: null,
  deliveries: [],
});

const counts = {
  new: 500,
  contacted: 0,
  qualified: 0,
  applied: 0,
  approved: 0,
  settled: 0,
  lost: 0,
};

class QuietEventSource {
  readyState = 1;
  onopen = null;
  onerror = null;
  addEventListener() {}
  close() {}
}

describe("back to the inbox from a lead (finding 2)", () => {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;
  let mount: Mount;
  let container: HTMLElement;

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
  });

  beforeEach(() => {
    history.replaceState(null, "", "/desk");
    container = document.createElement("div");
    document.body.append(container);
    Object.assign(window, { EventSource: QuietEventSource });
    window.fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const size = Number(url.searchParams.get("limit") ?? 50);
      const leads = Array.from({ length: size }, (_, i) => lead(from + i));
      return Response.json({ leads, next: String(from + size), counts });
    };
  });

  afterEach(() => {
    container.remove();
    window.fetch = realFetch;
    Object.assign(window, { EventSource: realEventSource });
    window.scrollTo(0, 0);
  });

  it("given Load more pressed seven times, keeps the 400 rows and where the list was scrolled", async () => {
    let unmount = mount.mountInbox(container);
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
    unmount = mount.mountInbox(container);
    await waitFor(() => rows() > 0, "the list");

    expect(rows()).to.equal(400);
    await waitFor(() => Math.abs(window.scrollY - scrolled) < 2, "the scroll where it was");
    unmount();
  });
});
