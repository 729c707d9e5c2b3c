import { expect } from "chai";
import { type } from "../../testing/lead-form-kit";
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

/**
 * A server whose report never answers (the broker acts while it loads): each report asked for
 * is kept in `asked`; the experiments and campaign values answer empty.
 */
const reportNeverAnswers =
  (asked: URLSearchParams[]) => async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    if (url.pathname === "/desk/api/experiments") {
      return Response.json({ from: "", to: "", experiments: [] });
    }
    if (url.pathname === "/desk/api/leads/campaign-values") {
      return Response.json({ campaign: [], campaignSource: [], campaignMedium: [] });
    }
    asked.push(url.searchParams);
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener("abort", () =>
        reject(new DOMException("aborted", "AbortError")),
      );
    });
  };

/** The report, mounted in `container` as the desk mounts it; answers its unmounting. */
async function mountReport(container: HTMLElement): Promise<() => void> {
  const fixture = (await import(fixtureUrl)) as {
    mountReport(container: HTMLElement): () => void;
  };
  return fixture.mountReport(container);
}

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
    unmount = await mountReport(container);
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

  it("given an address with a campaign filter, asks for that campaign's figures, offers the leads' values, and keeps a new filter in the address", async () => {
    const start = location.pathname + location.search;
    history.replaceState(null, "", "/desk/report?from=2026-11-01&to=2026-11-25&campaign=spring");
    const asked: URLSearchParams[] = [];
    window.fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === "/desk/api/experiments") {
        return Response.json({ from: "", to: "", experiments: [] });
      }
      if (url.pathname === "/desk/api/leads/campaign-values") {
        return Response.json({
          campaign: ["Spring-Sale"],
          campaignSource: ["google", "facebook"],
          campaignMedium: ["cpc"],
        });
      }
      asked.push(url.searchParams);
      const filter = {
        ...(url.searchParams.get("campaign") ? { campaign: url.searchParams.get("campaign") } : {}),
        ...(url.searchParams.get("source")
          ? { campaignSource: url.searchParams.get("source") }
          : {}),
      };
      return Response.json({ ...report("2026-11-01", "2026-11-25", 12), filter });
    };
    try {
      unmount = await mountReport(container);
      const field = (name: string) =>
        container.querySelector<HTMLInputElement>(`input[name=${name}]`);
      await waitFor(
        () => field("campaign")?.value === "spring",
        "the campaign filter of the address",
      );
      await waitFor(
        () => container.textContent?.includes("campaign “spring”") ?? false,
        "the filter named",
      );
      expect(asked[0]?.get("campaign")).to.equal("spring");
      const offered = (name: string) =>
        [...(field(name)?.list?.querySelectorAll("option") ?? [])].map((option) => option.value);
      await waitFor(() => offered("source").length === 2, "the sources offered");
      expect(offered("campaign")).to.deep.equal(["Spring-Sale"]);

      const source = field("source") as HTMLInputElement;
      type(source, "google");
      container.querySelector("form")?.requestSubmit();
      await waitFor(() => asked.length === 2, "the filtered report asked for");
      expect(new URLSearchParams(location.search).get("source")).to.equal("google");
      expect(new URLSearchParams(location.search).get("campaign")).to.equal("spring");
      expect(asked[1]?.get("source")).to.equal("google");
      await waitFor(
        () => container.textContent?.includes("campaign source “google”") ?? false,
        "both filters named",
      );
    } finally {
      history.replaceState(null, "", start);
    }
  });

  it("given an address naming a range, shows it while the report loads, and a filter changed then is asked for", async () => {
    const start = location.pathname + location.search;
    history.replaceState(null, "", "/desk/report?from=2026-11-01&to=2026-11-25&model=first");
    const asked: URLSearchParams[] = [];
    window.fetch = reportNeverAnswers(asked);
    try {
      unmount = await mountReport(container);
      const field = (name: string) =>
        container.querySelector<HTMLInputElement>(`input[name=${name}]`);
      await waitFor(() => asked.length === 1, "the report asked for");
      expect([field("from")?.value, field("to")?.value]).to.deep.equal([
        "2026-11-01",
        "2026-11-25",
      ]);
      expect(container.querySelector<HTMLSelectElement>("select[name=model]")?.value).to.equal(
        "first",
      );

      const source = field("source") as HTMLInputElement;
      type(source, "google");
      container.querySelector("form")?.requestSubmit();
      await waitFor(() => asked.length === 2, "the filtered report asked for");
      expect(Object.fromEntries(asked[1] ?? [])).to.deep.equal({
        from: "2026-11-01",
        to: "2026-11-25",
        model: "first",
        source: "google",
      });
    } finally {
      history.replaceState(null, "", start);
    }
  });

  it("given an address naming no range, sends a filter changed while the report loads, asking for the default range", async () => {
    const start = location.pathname + location.search;
    history.replaceState(null, "", "/desk/report");
    const asked: URLSearchParams[] = [];
    window.fetch = reportNeverAnswers(asked);
    try {
      unmount = await mountReport(container);
      await waitFor(() => asked.length === 1, "the report asked for");
      const form = container.querySelector("form") as HTMLFormElement;
      const source = container.querySelector("input[name=source]") as HTMLInputElement;
      type(source, "google");
      // What the browser checks before sending: its empty days are no reason to refuse.
      expect(form.checkValidity()).to.equal(true);
      form.requestSubmit();
      await waitFor(() => asked.length === 2, "the filtered report asked for");
      expect(Object.fromEntries(asked[1] ?? [])).to.deep.equal({ model: "last", source: "google" });
    } finally {
      history.replaceState(null, "", start);
    }
  });
});
