import { describe, expect, it } from "vitest";
import { fillTemplate } from "../../src/schemas/message-templates";
import { contactHref } from "./contact-links";

describe("the contact buttons' links", () => {
  it.each([
    "0412 345 678",
    "+61 412 345 678",
    "61412345678",
    "(04) 1234-5678",
    "+61 (0)412 345 678",
    "412 345 678",
  ])("given %s, dial, text and WhatsApp +61 412 345 678", (written) => {
    expect(contactHref("call", written)).toBe("tel:+61412345678");
    expect(contactHref("sms", written)).toBe("sms:+61412345678");
    expect(contactHref("whatsapp", written)).toBe("https://wa.me/61412345678");
  });

  it("given a landline, keeps its area code after the country's", () => {
    expect(contactHref("call", "(02) 9876 5432")).toBe("tel:+61298765432");
  });

  it("starts the message with the template filled with the lead's name and what they asked", () => {
    const message = fillTemplate("Hi {name}, about your {what} enquiry & more", {
      name: "Jane Citizen",
      what: "Debt consolidation",
    });
    expect(message).toBe("Hi Jane, about your debt consolidation enquiry & more");
    expect(contactHref("sms", "0412 345 678", message)).toBe(
      "sms:+61412345678?body=Hi%20Jane%2C%20about%20your%20debt%20consolidation%20enquiry%20%26%20more",
    );
    expect(contactHref("whatsapp", "0412 345 678", message)).toBe(
      `https://wa.me/61412345678?text=${encodeURIComponent(message)}`,
    );
  });

  it("given no name, leaves the greeting without one", () => {
    expect(fillTemplate("Hi {name}, thanks", { name: null, what: "Chat" })).toBe("Hi, thanks");
  });

  it("given text that is not a number, offers no link", () => {
    expect(contactHref("call", "call me after 5")).toBeNull();
  });
});
