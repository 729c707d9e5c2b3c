import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The inbox, built from the sources, against a faked server of 500 leads that notes what it is asked.
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

describe("the inbox's first rows", () => {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;
  let mount: Mount;
  let container: HTMLElement;
  let asked: URL[];

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
  });

  beforeEach(() => {
    history.replaceState(null, "", "/desk?stage=new");
    container = document.createElement("div");
    document.body.append(container);
    asked = [];
    Object.assign(window, { EventSource: QuietEventSource });
    window.fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      asked.push(url);
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
  });

  it("asks for a phone's first screen of rows first, as the page's preload names it, then the rest of the page", async () => {
    const unmount = mount.mountInbox(container);
    const rows = () => container.querySelectorAll("ul[aria-label='Inbox'] > li").length;
    await waitFor(() => rows() === 50, "the first page");

    // The address the server's preload header names for /desk?stage=new (first-requests.ts).
    expect(asked.map((url) => url.pathname + url.search)).to.deep.equal([
      "/desk/api/leads?stage=new&limit=20",
      "/desk/api/leads?stage=new&cursor=20&limit=30",
    ]);
    const more = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Load more",
    );
    more?.click();
    await waitFor(() => rows() === 100, "the next page");
    expect(asked.at(-1)?.searchParams.get("cursor")).to.equal("50");
    unmount();
  });
});
