import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// The report, built from the sources, against a faked server.
const fixtureUrl = "/bundled/tests/fixtures/report-mount.js";

/** A report of `from` to `to` with one campaign of `views` views. */
const totals = { shown: 0, engaged: 0, attempted: 0, leads: 0, contacted: 0, qualified: 0 };
const report = (from: string, to: string, views: number) => ({
  from,
  to,
  model: "last",
  byDay: [{ day: to, views, ...totals, settled: 0 }],
  byCampaign: [{ value: "spring", views, ...totals, settled: 0 }],
  bySource: [],
  byPath: [],
  byWidget: [],
});

describe("the desk's report", () => {
  const realFetch = window.fetch;
  let unmount = () => {};
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it("shows the range asked for when the first range's answer comes after it", async () => {
    let releaseFirst = () => {};
    let firstSettled = false;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === "/desk/api/experiments") {
        return Response.json({ from: "", to: "", experiments: [] });
      }
      if (url.searchParams.get("from") === "2026-11-25") {
        return Response.json(report("2026-11-25", "2026-11-25", 7));
      }
      // The first load (the last 30 days): answered only when the test says, or given up.
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          firstSettled = true;
          reject(new DOMException("aborted", "AbortError"));
        });
        releaseFirst = () => {
          const answer = Response.json(report("2026-10-27", "2026-11-25", 500));
          const json = answer.json.bind(answer);
          answer.json = async () => {
            const body = await json();
            firstSettled = true;
            return body;
          };
          resolve(answer);
        };
      });
    };
    const { mountReport } = (await import(fixtureUrl)) as {
      mountReport(container: HTMLElement): () => void;
    };
    unmount = mountReport(container);
    const from = () => container.querySelector<HTMLInputElement>("input[name=from]");
    const to = () => container.querySelector<HTMLInputElement>("input[name=to]");
    await waitFor(() => from() !== null, "the form");
    (from() as HTMLInputElement).value = "2026-11-25";
    (to() as HTMLInputElement).value = "2026-11-25";
    container.querySelector("form")?.requestSubmit();
    const campaignViews = () =>
      container.querySelector("section[aria-label='Table: By campaign'] td")?.textContent;
    await waitFor(() => campaignViews() === "7", "today's report");

    releaseFirst();
    await waitFor(() => firstSettled, "the first answer read or given up");
    // Whatever the first answer does, React has rendered it by the next frame but one.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(campaignViews()).to.equal("7");
    expect([from()?.value, to()?.value]).to.deep.equal(["2026-11-25", "2026-11-25"]);
  });
});
