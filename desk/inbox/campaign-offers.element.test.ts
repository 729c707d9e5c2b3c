import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The inbox, built from the sources, against a faked server.
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
  new: 3,
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

describe("the inbox's campaign filters on a large store", () => {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;

  afterEach(() => {
    window.fetch = realFetch;
    Object.assign(window, { EventSource: realEventSource });
  });

  it("given the inbox opened, reads the campaigns on offer only once a campaign field is focused, and then offers them", async () => {
    const asked: string[] = [];
    Object.assign(window, { EventSource: QuietEventSource });
    window.fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.origin);
      asked.push(url.pathname);
      if (url.pathname === "/desk/api/leads/campaign-values") {
        return Response.json({ campaign: ["Spring-Sale"], campaignSource: [], campaignMedium: [] });
      }
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      return Response.json({ leads: [lead(1), lead(2), lead(3)], next: null, counts });
    };
    history.replaceState(null, "", "/desk");
    const container = document.createElement("div");
    document.body.append(container);
    const { mountInbox } = (await import(fixtureUrl)) as Mount;
    const unmount = mountInbox(container);
    try {
      const rows = () => container.querySelectorAll("ul[aria-label='Inbox'] > li").length;
      await waitFor(() => rows() === 3, "the first rows");
      expect(asked).not.to.include("/desk/api/leads/campaign-values");

      container.querySelector<HTMLElement>("details.more-filters > summary")?.click();
      const campaign = container.querySelector<HTMLInputElement>("input[name=campaign]");
      campaign?.focus();
      const offered = () =>
        [...(campaign?.list?.querySelectorAll("option") ?? [])].map((option) => option.value);
      await waitFor(() => offered().length === 1, "the campaigns offered");
      expect(offered()).to.deep.equal(["Spring-Sale"]);
    } finally {
      unmount();
      container.remove();
    }
  });
});
