import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";

// A page's one request (`useResource`), built from the sources, against a faked server.

/** A server whose answers the test gives, one per request, in the order asked. */
function heldServer() {
  const asked: { url: string; signal: AbortSignal | null; answer(response: Response): void }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? null;
      signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      asked.push({ url: String(input), signal, answer: resolve });
    });
  return { asked, fetch };
}

describe("a desk page's one request", () => {
  const stage = deskStage();
  const shown = () => stage.container.querySelector("[data-status]");

  it("shows it is loading until the answer comes, then the answer", async () => {
    const server = heldServer();
    stage.answer(server.fetch);
    const page = stage.mount.mountResource(stage.container, "/leads/lead-1");
    stage.show(page.unmount);
    await waitFor(() => server.asked.length === 1, "the request");

    expect(shown()?.getAttribute("data-status")).to.equal("loading");
    server.asked[0]?.answer(Response.json({ name: "Jordan Lee" }));
    await waitFor(() => shown()?.getAttribute("data-status") === "ready", "the answer");
    expect(shown()?.textContent).to.include("Jordan Lee");
  });

  it("given the server failing, says so, and Retry asks again and shows the answer", async () => {
    const server = heldServer();
    stage.answer(server.fetch);
    stage.show(stage.mount.mountResource(stage.container, "/report").unmount);
    await waitFor(() => server.asked.length === 1, "the request");
    server.asked[0]?.answer(Response.json({ error: "unavailable" }, { status: 503 }));
    await waitFor(() => shown()?.getAttribute("data-status") === "failed", "the failure");

    stage.container.querySelector("button")?.click();
    await waitFor(() => server.asked.length === 2, "the request asked again");
    expect(shown()?.getAttribute("data-status")).to.equal("loading");
    server.asked[1]?.answer(Response.json({ name: "The report" }));
    await waitFor(() => shown()?.textContent?.includes("The report") ?? false, "the answer");
    expect(server.asked.map((a) => a.url)).to.deep.equal(["/desk/api/report", "/desk/api/report"]);
  });

  it("given another address asked before the first answered, gives the first up and shows only the second's answer", async () => {
    const server = heldServer();
    stage.answer(server.fetch);
    const page = stage.mount.mountResource(stage.container, "/leads/lead-1");
    stage.show(page.unmount);
    await waitFor(() => server.asked.length === 1, "the first request");

    page.ask("/leads/lead-2");
    await waitFor(() => server.asked.length === 2, "the second request");
    expect(server.asked[0]?.signal?.aborted).to.equal(true);
    server.asked[1]?.answer(Response.json({ name: "Second" }));
    await waitFor(() => shown()?.textContent?.includes("Second") ?? false, "the second answer");
    server.asked[0]?.answer(Response.json({ name: "First" }));

    expect(shown()?.textContent).to.include("Second");
    expect(server.asked[1]?.signal?.aborted).to.equal(false);
  });

  it("given the page closed while asking, gives the request up", async () => {
    const server = heldServer();
    stage.answer(server.fetch);
    const page = stage.mount.mountResource(stage.container, "/speed");
    await waitFor(() => server.asked.length === 1, "the request");

    page.unmount();

    // Preact, which the desk is built with, runs a closed page's cleanups within a frame.
    await waitFor(() => server.asked[0]?.signal?.aborted === true, "the request given up");
  });
});
