import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// What a lead's page says the visitor sent, and where the lead stands, built from the sources.
const fixtureUrl = "/bundled/tests/fixtures/desk-mount.js";

interface Mount {
  mountSent(container: HTMLElement, lead: unknown): () => void;
  mountStagePanel(container: HTMLElement, lead: unknown): () => void;
  mountTrail(container: HTMLElement, lead: unknown): () => void;
  mountForwarding(container: HTMLElement, leadId: string, deliveries: unknown[]): () => void;
}

describe("a lead's page, what was sent and what came of it", () => {
  let mount: Mount;
  let unmount = () => {};
  let container: HTMLElement;

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
  });

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    unmount();
    container.remove();
  });

  it("given MyCRM says the deal settled, shows the amount and whose word it is with the stage, not as something the visitor sent", async () => {
    const lead = {
      id: "lead-1",
      stage: "settled",
      lostReason: null,
      followUpAt: null,
      payload: { name: "Jane Smith", loanAmount: "650k" },
      booking: null,
      callbackTime: null,
      settled: { amount: 640_000, crm: "mycrm" },
    };
    const sent = document.createElement("div");
    container.append(sent);
    const stagePanel = document.createElement("div");
    container.append(stagePanel);
    const unmountSent = mount.mountSent(sent, lead);
    const unmountStage = mount.mountStagePanel(stagePanel, lead);
    unmount = () => {
      unmountSent();
      unmountStage();
    };
    await waitFor(() => stagePanel.querySelector("dl") !== null, "the stage's facts");

    expect(stagePanel.textContent).to.match(/Settled\$640,000, as MyCRM says/);
    expect(sent.textContent).to.include("650k");
    expect(sent.textContent).not.to.include("Settled");
    expect(sent.textContent).not.to.include("640,000");
  });

  it("given a lead with no page, campaign, delivery or move recorded, says so under each heading rather than showing it empty", async () => {
    const lead = {
      id: "lead-2",
      source: null,
      campaign: null,
      landingPage: null,
      attribution: null,
      history: [],
    };
    const trail = document.createElement("div");
    const forwarding = document.createElement("div");
    container.append(trail, forwarding);
    const unmountTrail = mount.mountTrail(trail, lead);
    const unmountForwarding = mount.mountForwarding(forwarding, "lead-2", []);
    unmount = () => {
      unmountTrail();
      unmountForwarding();
    };
    await waitFor(() => forwarding.querySelector("h2") !== null, "the forwarding panel");

    const panels = [...container.querySelectorAll("section")].map((section) => section.textContent);
    expect(panels).to.deep.equal([
      "Where fromNot recorded: the lead came with no form, campaign or page.",
      "HistoryNot moved yet.",
      "ForwardingSent nowhere: the lead is kept in the desk only.",
    ]);
  });
});
