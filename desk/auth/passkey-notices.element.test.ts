import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";

// The notices of passkeys added to the signed-in person's account, built from the sources,
// against a faked server.
describe("the desk's notice of a passkey added to the account", () => {
  const stage = deskStage();
  let container: HTMLElement;

  beforeEach(() => {
    container = stage.container;
  });

  it("names the device and when, links to the passkeys, and goes once dismissed", async () => {
    const requests: string[] = [];
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${String(input)}`);
      if (init?.method === "DELETE") return new Response(null, { status: 204 });
      return Response.json({
        notices: [{ id: "n-1", deviceName: "Spare phone", addedAt: "2030-03-14T09:30:00.000Z" }],
      });
    };
    stage.show(stage.mount.mountPasskeyNotices(container));
    const region = () =>
      container.querySelector("section[aria-label='New passkeys on your account']");
    await waitFor(() => region() !== null, "the notice");

    expect(region()?.textContent).to.match(
      /A passkey “Spare phone” was added to your account on (Mar 14, 2030|14 Mar 2030)/,
    );
    expect(region()?.textContent).to.include("Not you?");
    expect(container.querySelector("a")?.getAttribute("href")).to.equal("/desk/settings");

    container
      .querySelector<HTMLButtonElement>(
        "button[aria-label='Dismiss the notice of the passkey “Spare phone”']",
      )
      ?.click();
    await waitFor(() => region() === null, "the notice gone");
    expect(requests).to.deep.equal(["GET /desk/api/notices", "DELETE /desk/api/notices/n-1"]);
  });
});
