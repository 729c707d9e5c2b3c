import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage, listedLead, stageCounts } from "../../tests/fixtures/desk-stage";

// The inbox, built from the sources, against a faked server.

describe("the inbox's campaign filters on a large store", () => {
  const stage = deskStage();

  it("given the inbox opened, reads the campaigns on offer only once a campaign field is focused, and then offers them", async () => {
    const asked: string[] = [];
    stage.answer((input) => {
      const url = new URL(String(input), location.origin);
      asked.push(url.pathname);
      if (url.pathname === "/desk/api/leads/campaign-values") {
        return Response.json({ campaign: ["Spring-Sale"], campaignSource: [], campaignMedium: [] });
      }
      if (url.pathname !== "/desk/api/leads") return Response.json({ weeks: [] });
      const leads = [listedLead(1), listedLead(2), listedLead(3)];
      return Response.json({ leads, next: null, counts: stageCounts(3) });
    });
    history.replaceState(null, "", "/desk");
    const { container } = stage;
    stage.show(stage.mount.mountInbox(container));
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
  });
});
