import { describe, expect, it } from "vitest";
import { createCheckoutBodySchema, submitLeadBodySchema } from "./bodies";
import { isLeadConsent, leadConsents } from "./lead-consent";

describe("the consent a lead carries", () => {
  const lead = {
    kind: "contact",
    name: "Jo Citizen",
    email: "jo@example.com",
    phone: "0400 000 000",
    message: "Please call me about refinancing.",
  };

  it("is kept by a lead's body and a checkout's for each of its values, and dropped otherwise", () => {
    for (const consent of leadConsents) {
      expect(submitLeadBodySchema.parse({ ...lead, consent }).consent).toBe(consent);
      expect(createCheckoutBodySchema.shape.consent.parse(consent)).toBe(consent);
    }
    expect(submitLeadBodySchema.parse({ ...lead, consent: "maybe" }).consent).toBeUndefined();
  });

  it("is told apart from any other value wherever the server reads one back", () => {
    expect(leadConsents.filter(isLeadConsent)).toEqual(["granted", "denied", "not_required"]);
    for (const other of ["maybe", "GRANTED", "", null, undefined, 1, {}]) {
      expect(isLeadConsent(other)).toBe(false);
    }
  });
});
