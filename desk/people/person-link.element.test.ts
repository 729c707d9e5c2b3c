import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";
import type { LeadDetail } from "../api/types";

// A lead's page and the People page, built from the sources, against a faked server.
const LEAD = "7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
const EARLIER = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

describe("from a lead to everything about its person", () => {
  const stage = deskStage();
  let container: HTMLElement;
  const requests: string[] = [];

  beforeEach(() => {
    requests.length = 0;
    container = stage.container;
  });

  it("beside the person's other leads, a link opens their People page by the lead, with no phone or e-mail in the address", async () => {
    stage.show(
      stage.mount.mountPersonLeads(container, {
        id: LEAD,
        phone: "0411 000 123",
        email: "jane@example.com",
        person: [
          {
            id: EARLIER,
            createdAt: "2026-11-20T01:00:00.000Z",
            kind: "debt",
            name: "Jane Smith",
            want: null,
            stage: "contacted",
          },
        ],
        // Only what the list reads of the lead.
      } as unknown as LeadDetail),
    );
    await waitFor(() => container.querySelector("a") !== null, "the list");

    const link = [...container.querySelectorAll("a")].find(
      (a) => a.textContent === "Everything about this person →",
    );
    expect(link?.getAttribute("href")).to.equal(`/desk/people?lead=${LEAD}`);
  });

  it("opened from a lead, finds the person by that lead's phone at once", async () => {
    window.fetch = async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url === `/desk/api/leads/${LEAD}`) {
        return Response.json({ lead: { id: LEAD, phone: "0411 000 123", email: null } });
      }
      return Response.json({
        leads: [
          {
            id: LEAD,
            kind: "pre-approval",
            source: "pre-approval-form",
            createdAt: "2026-11-28T01:00:00.000Z",
            payload: { name: "Jane Smith", phone: "0411 000 123" },
            deliveries: [],
          },
          {
            id: EARLIER,
            kind: "debt",
            source: "debt-lead-inline",
            createdAt: "2026-11-20T01:00:00.000Z",
            payload: { name: "Jane Smith", phone: "+61 411 000 123" },
            deliveries: [],
          },
        ],
        contacts: [],
        payments: [],
      });
    };
    stage.show(stage.mount.mountPeople(container, LEAD));

    await waitFor(() => /Leads \(2\)/.test(container.textContent ?? ""), "the person's leads");
    expect(requests).to.deep.equal([
      `/desk/api/leads/${LEAD}`,
      "/desk/api/people?phone=0411+000+123",
    ]);
    expect(container.querySelector<HTMLInputElement>("input[type='tel']")?.value).to.equal(
      "0411 000 123",
    );
  });
});
