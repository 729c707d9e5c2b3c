import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { openStore } from "../store";
import { submitLead } from "./submit-lead";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

const withMeta = () =>
  testContext({
    store,
    options: { ...parseServerOptions({}), deliveryTargets: ["form", "meta", "google"] },
    clientAddress: () => "203.0.113.7",
  });

function post(consent: string | undefined): Request {
  return new Request("http://127.0.0.1:8080/api/submit-lead", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
      "User-Agent": "Mozilla/5.0 (test)",
    },
    body: JSON.stringify({
      kind: "contact",
      name: "Jane Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      message: "Call me",
      attribution: {
        gclid: "G-1",
        gbraid: "GB-1",
        wbraid: "WB-1",
        fbc: "fb.1.1.F",
        fbp: "fb.1.2.P",
      },
      ...(consent ? { consent } : {}),
    }),
  });
}

async function stored(response: Response) {
  const { id } = await response.json();
  const lead = (await store.listLeads()).find((candidate) => candidate.id === id);
  if (!lead) throw new Error("lead not stored");
  return lead;
}

const statusOf = (lead: Awaited<ReturnType<typeof stored>>, target: string) =>
  lead.deliveries.find((delivery) => delivery.target === target)?.status;

describe("a lead's consent to ad measurement", () => {
  it("given consent granted, keeps it, the click ids and the visitor's address, and queues the ad platforms", async () => {
    const lead = await stored(await submitLead(post("granted"), withMeta()));

    expect(lead.payload).toMatchObject({
      consent: "granted",
      attribution: {
        gclid: "G-1",
        gbraid: "GB-1",
        wbraid: "WB-1",
        fbc: "fb.1.1.F",
        fbp: "fb.1.2.P",
      },
      client: { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" },
    });
    expect(statusOf(lead, "meta")).toBe("pending");
    expect(statusOf(lead, "google")).toBe("pending");
  });

  it("given consent denied, keeps no address and skips the ad platforms, while the broker still gets it", async () => {
    const lead = await stored(await submitLead(post("denied"), withMeta()));

    expect(lead.payload.consent).toBe("denied");
    expect(lead.payload).not.toHaveProperty("client");
    expect(statusOf(lead, "form")).toBe("pending");
    expect(statusOf(lead, "meta")).toBe("skipped");
    expect(statusOf(lead, "google")).toBe("skipped");
    expect(lead.deliveries.find((d) => d.target === "meta")?.lastError).toMatch(/consent/);
  });

  it("given no consent at all (an older widget), treats it as none and tells no ad platform", async () => {
    const lead = await stored(await submitLead(post(undefined), withMeta()));

    expect(statusOf(lead, "meta")).toBe("skipped");
    expect(statusOf(lead, "google")).toBe("skipped");
  });

  it("given a page that does not ask first, sends it as not required", async () => {
    const lead = await stored(await submitLead(post("not_required"), withMeta()));

    expect(lead.payload.consent).toBe("not_required");
    expect(statusOf(lead, "meta")).toBe("pending");
  });
});
