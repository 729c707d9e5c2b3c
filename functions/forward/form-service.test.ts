import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { type CalculatorVariant, calculatorVariants } from "../../src/content/calculator";
import { leadEmails } from "../../src/content/lead-emails";
import { leadMagnets } from "../../src/content/lead-magnets";
import {
  calculatorSource,
  debtFormSource,
  leadSourceLabels,
  resourceSource,
} from "../../src/content/lead-sources";
import { FORM_SERVICE_KEY, startFakeFormService } from "../../tests/fakes/form-service";
import { debtForm, storedLead } from "../../tests/fixtures/new-lead";
import { recordingFetch, refusedFetch } from "../../tests/fixtures/recording-fetch";
import type { StoredLead } from "../store";
import { createFormServiceTarget, leadMessage, leadSubject } from "./form-service";

const debtLead = storedLead({
  payload: {
    ...debtForm,
    attribution: { utm_source: "facebook", utm_campaign: "autumn", referrer: "" },
  },
});

const fakeService = recordingFetch;

describe("the e-mail to the broker", () => {
  it("says which form a debt lead came through in the subject", () => {
    expect(leadSubject({ kind: "debt", source: "debt-lead-inline" })).toBe(
      "New debt consolidation lead (inline form)",
    );
    expect(leadSubject({ kind: "debt", source: "debt-lead-modal" })).toBe(
      "New debt consolidation lead (pop-up form)",
    );
    expect(leadSubject({ kind: "debt", source: "debt-calculator-compact" })).toBe(
      "New debt consolidation lead (calculator)",
    );
    expect(leadSubject({ kind: "debt", source: "debt-lead" })).toBe("New debt consolidation lead");
    expect(leadSubject({ kind: "pre-approval", source: "suburb_page-bondi" })).toBe(
      "New pre-approval lead (suburb page bondi)",
    );
  });

  it("has a label for every source a widget or page of the site sends", () => {
    const sent = [
      ...(["inline", "modal"] as const).map(debtFormSource),
      ...(Object.keys(calculatorVariants) as CalculatorVariant[]).map(calculatorSource),
      ...leadMagnets.map((magnet) => resourceSource(magnet.type)),
      // The debt landing page names its two forms through their lead-source attribute.
      "debt-landing-inline",
      "debt-landing-modal",
    ];

    for (const source of sent) {
      expect(leadSourceLabels, source).toHaveProperty([source]);
      expect(leadSubject({ kind: "debt", source }), source).toMatch(
        /^New debt consolidation lead \((inline form|pop-up form|calculator|free \w+)\)$/,
      );
    }
    // A form's default source says nothing the kind of lead does not.
    expect(leadSubject({ kind: "contact", source: "contact" })).toBe("New contact lead");
  });

  it("keeps a source the site does not know, such as an older widget's, in its own words", () => {
    expect(leadSubject({ kind: "debt", source: "exit-intent" })).toBe(
      "New debt consolidation lead (exit intent)",
    );
  });

  it("lists a debt lead's name, phone and amount, then where the visitor came from", () => {
    const message = leadMessage(debtLead);

    expect(message.split("\n").slice(0, 3)).toEqual([
      "Name: Jane Citizen",
      "Phone: 0400 111 222",
      "Debt Amount: $10,000 - $30,000",
    ]);
    expect(message).toContain("Lead source: debt-lead-inline");
    expect(message).toContain("utm_source: facebook");
    expect(message).toContain("utm_campaign: autumn");
    expect(message).not.toContain("Referrer");
    expect(message).toContain("Received: 14 Mar 2030, 8:30 pm (Sydney time)");
    expect(message).toContain(`Lead id: ${debtLead.id}`);
  });

  it("lists a pre-approval's fields, with 'None provided' for empty details", () => {
    const message = leadMessage({
      ...debtLead,
      kind: "pre-approval",
      payload: {
        name: "Sam Buyer",
        mobile: "0412 345 678",
        email: "sam@example.com",
        loanType: "refinance",
        loanAmount: "$850,000",
        additionalDetails: "",
      },
    });

    expect(message.split("\n").slice(0, 6)).toEqual([
      "Name: Sam Buyer",
      "Mobile: 0412 345 678",
      "Email: sam@example.com",
      "Loan Type: Refinance",
      "Loan Amount: $850,000",
      "Additional Details: None provided",
    ]);
  });

  it("names a resource download's resource in the subject and lists who asked for which file", () => {
    const lead: StoredLead = {
      ...debtLead,
      kind: "resource-download",
      source: "lead-magnet-guide",
      payload: {
        email: "kim@example.com",
        name: "",
        source: "lead-magnet-guide",
        leadMagnet: "first-home-buyers-guide",
        resource: "First Home Buyer's Complete Guide",
        fileName: "first-home-buyers-complete-guide.pdf",
      },
    };

    expect(leadSubject(lead)).toBe(
      "New resource download lead (First Home Buyer's Complete Guide)",
    );
    expect(leadMessage(lead).split("\n").slice(0, 6)).toEqual([
      "Name: None provided",
      "Email: kim@example.com",
      "Resource: First Home Buyer's Complete Guide",
      "File: first-home-buyers-complete-guide.pdf",
      "",
      "Lead source: lead-magnet-guide",
    ]);
  });

  it("lists a contact enquiry's message", () => {
    const message = leadMessage({
      ...debtLead,
      kind: "contact",
      payload: { name: "Alex", email: "alex@example.com", phone: "", message: "Call me" },
    });

    expect(message.split("\n").slice(0, 4)).toEqual([
      "Name: Alex",
      "Email: alex@example.com",
      "Phone: None provided",
      "Message: Call me",
    ]);
  });

  it("lists a chat call-back's details and the visitor's messages, one a line", () => {
    const lead = {
      ...debtLead,
      kind: "chat",
      source: "chat",
      payload: {
        name: "Sam",
        phone: "0466 555 666",
        email: "",
        preferredTime: "after 5",
        conversation: ["what's an offset account?", "call me back on 0466 555 666\nPhone: fake"],
      },
    };

    expect(leadSubject(lead)).toBe("New chat call-back lead");
    expect(leadMessage(lead).split("\n").slice(0, 7)).toEqual([
      "Name: Sam",
      "Phone: 0466 555 666",
      "Email: None provided",
      "Best time to call: after 5",
      "Their messages in the chat: ",
      "    - what's an offset account?",
      "    - call me back on 0466 555 666 Phone: fake",
    ]);
  });
});

describe("a stored lead holding line breaks (from before they were refused, or the provider)", () => {
  const forged = "x\r\nBcc: a@b.c\nPhone: 0400 999 999\u2028Lead source: google";
  const kinds = [...Object.keys(leadEmails), "unknown-kind"];

  it.each(kinds)("gives a %s lead's e-mail a one-line subject and sender's name", async (kind) => {
    const { calls, fetch } = fakeService(() => Response.json({ success: true }));
    const target = createFormServiceTarget({ accessKey: "k", config: loadConfig({}), fetch });
    const lead: StoredLead = {
      ...debtLead,
      kind,
      source: forged,
      payload: { kind, name: forged, resource: forged, email: "jo@example.com" },
    };

    await target.send(lead);

    const sent = JSON.parse(String(calls[0]?.init.body));
    expect(sent.subject).not.toMatch(/[\n\r\u2028]/);
    expect(sent.from_name).not.toMatch(/[\n\r\u2028]/);
    expect(sent.from_name).toContain("Bcc: a@b.c");
  });

  it("forges no line of the body: a name, the source and attribution stay on their own line", () => {
    const message = leadMessage({
      ...debtLead,
      source: "x\r\nLead source: google",
      payload: {
        ...debtLead.payload,
        name: "Bob\nPhone: 0400 999 999",
        attribution: { utm_campaign: "spring\nReferrer: bank.example" },
      },
    });
    const lines = message.split("\n");

    expect(lines.filter((line) => line.startsWith("Phone:"))).toEqual(["Phone: 0400 111 222"]);
    expect(lines.filter((line) => line.startsWith("Lead source:"))).toEqual([
      "Lead source: x Lead source: google",
    ]);
    expect(lines.filter((line) => line.startsWith("Referrer:"))).toEqual([]);
  });

  it("keeps a message's lines, each indented under its label", () => {
    const message = leadMessage({
      ...debtLead,
      kind: "contact",
      payload: { name: "Ana", email: "a@example.com", message: "Hello\r\nPhone: 1" },
    });

    expect(message).toContain("Message: Hello\n    Phone: 1");
  });
});

describe("sending to the form-to-email service", () => {
  it("posts the service's JSON fields to /submit and counts success only when it says so", async () => {
    const service = fakeService(() => Response.json({ success: true, message: "Email sent" }));
    const target = createFormServiceTarget({
      baseUrl: "https://forms.example.test/",
      accessKey: "access-key-1",
      config: loadConfig({ SITE_EMAIL: "broker@eastside.example" }),
      fetch: service.fetch,
    });

    const outcome = await target.send(debtLead);

    expect(outcome).toEqual({ outcome: "delivered" });
    expect(service.calls).toHaveLength(1);
    const [call] = service.calls;
    expect(call?.url).toBe("https://forms.example.test/submit");
    expect(call?.init.method).toBe("POST");
    expect(new Headers(call?.init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(call?.init.body))).toEqual({
      access_key: "access-key-1",
      subject: "New debt consolidation lead (inline form)",
      to: "broker@eastside.example",
      from_name: "Jane Citizen",
      message: leadMessage(debtLead),
    });
  });

  it("sends a pre-approval under its own subject, with every field and the visitor's reply-to", async () => {
    const service = fakeService(() => Response.json({ success: true }));
    const target = createFormServiceTarget({
      baseUrl: "https://forms.example.test",
      accessKey: "access-key-1",
      config: loadConfig({ SITE_EMAIL: "broker@eastside.example" }),
      fetch: service.fetch,
    });
    const preApproval: StoredLead = {
      ...debtLead,
      kind: "pre-approval",
      source: "pre-approval",
      payload: {
        kind: "pre-approval",
        name: "Sam Buyer",
        mobile: "0412 345 678",
        email: "sam@example.com",
        loanType: "purchase",
        loanAmount: "$850,000",
        source: "pre-approval",
      },
    };

    expect(await target.send(preApproval)).toEqual({ outcome: "delivered" });

    const sent = JSON.parse(String(service.calls[0]?.init.body));
    expect(sent).toMatchObject({
      subject: "New pre-approval lead",
      from_name: "Sam Buyer",
      email: "sam@example.com",
    });
    expect(sent.message.split("\n").slice(0, 6)).toEqual([
      "Name: Sam Buyer",
      "Mobile: 0412 345 678",
      "Email: sam@example.com",
      "Loan Type: Purchase",
      "Loan Amount: $850,000",
      "Additional Details: None provided",
    ]);
  });

  it("sends to the real service by default", async () => {
    const service = fakeService(() => Response.json({ success: true, message: "Email sent" }));
    const target = createFormServiceTarget({
      accessKey: "access-key-1",
      config: loadConfig({}),
      fetch: service.fetch,
    });

    await target.send(debtLead);

    expect(service.calls[0]?.url).toBe("https://api.web3forms.com/submit");
  });

  it("sets the reply-to address when the lead has an e-mail", async () => {
    const service = fakeService(() => Response.json({ success: true, message: "Email sent" }));
    const target = createFormServiceTarget({
      accessKey: "access-key-1",
      config: loadConfig({}),
      fetch: service.fetch,
    });

    await target.send({
      ...debtLead,
      kind: "contact",
      payload: { name: "Alex", email: "a@example.com" },
    });

    expect(JSON.parse(String(service.calls[0]?.init.body)).email).toBe("a@example.com");
  });

  it.each([
    [
      "a 200 whose body says it failed",
      () => Response.json({ success: false, message: "Invalid access key" }),
      "HTTP 200: Invalid access key",
    ],
    ["a 503", () => new Response("upstream unavailable", { status: 503 }), "HTTP 503"],
    ["a body that is not JSON", () => new Response("<html>oops</html>"), "HTTP 200"],
  ])("retries after %s", async (_, reply, error) => {
    const target = createFormServiceTarget({
      accessKey: "access-key-1",
      config: loadConfig({}),
      fetch: fakeService(reply).fetch,
    });

    const outcome = await target.send(debtLead);

    expect(outcome).toEqual({ outcome: "retry", error: expect.stringContaining(error) });
  });

  it("retries when the service cannot be reached", async () => {
    const target = createFormServiceTarget({
      accessKey: "access-key-1",
      config: loadConfig({}),
      fetch: refusedFetch,
    });

    expect(await target.send(debtLead)).toEqual({
      outcome: "retry",
      error: "fetch failed (ECONNREFUSED)",
    });
  });

  it("skips without calling out when no access key is configured", async () => {
    const service = fakeService(() => Response.json({ success: true }));
    const target = createFormServiceTarget({
      accessKey: " ",
      config: loadConfig({}),
      fetch: service.fetch,
    });

    const outcome = await target.send(debtLead);

    expect(outcome).toEqual({ outcome: "skip", reason: "FORM_SERVICE_ACCESS_KEY is not set" });
    expect(service.calls).toHaveLength(0);
  });
});

describe("a lead sent from the debt calculator", () => {
  const calculatorLead: StoredLead = {
    ...debtLead,
    source: "debt-calculator-slider",
    payload: {
      ...debtLead.payload,
      source: "debt-calculator-slider",
      calculator: {
        debts: [
          { type: "credit-card", balance: 12_000, rate: 19.99 },
          { type: "car-loan", balance: 8_000.5, rate: 7.99 },
          { type: "personal-loan", balance: 3_000, rate: 0, rateUnknown: true },
        ],
        refinanceRate: 6,
        termYears: 30,
        monthlyNow: 479.36,
        monthlyAfter: 137.9,
        monthlySaving: 341.46,
        yearlySaving: 4097.52,
      },
    },
  };

  it("e-mails the broker each debt, the refinance rate and the figures the visitor saw", async () => {
    const service = await startFakeFormService({ up: true });
    try {
      const target = createFormServiceTarget({
        baseUrl: service.url,
        accessKey: FORM_SERVICE_KEY,
        config: loadConfig({}),
        fetch,
      });

      expect(await target.send(calculatorLead)).toEqual({ outcome: "delivered" });

      expect(service.delivered).toEqual([calculatorLead.id]);
      const lines = service.messages[0]?.split("\n") ?? [];
      expect(lines.slice(0, 14)).toEqual([
        "Name: Jane Citizen",
        "Phone: 0400 111 222",
        "Debt Amount: $10,000 - $30,000",
        "",
        "From the calculator:",
        "  Credit Card $12,000 at 19.99%",
        "  Car Loan $8,000.50 at 7.99%",
        "  Personal Loan $3,000, rate not known",
        "Refinance rate: 6% over 30 years",
        "Monthly repayments now: $479.36",
        "Monthly repayment refinanced: $137.90",
        "Monthly saving: $341.46",
        "Yearly saving: $4,097.52",
        "",
      ]);
      expect(lines[14]).toBe("Lead source: debt-calculator-slider");
    } finally {
      await service.close();
    }
  });

  it("shows the figures in the site's currency and locale", () => {
    const message = leadMessage(calculatorLead, { currency: "AUD", locale: "en-AU" });
    expect(message).toContain("  Credit Card $12,000 at 19.99%");
    expect(message).toContain("Yearly saving: $4,097.52");
  });

  it("says no rate was entered rather than show the whole repayment as saved", () => {
    const message = leadMessage({
      ...calculatorLead,
      payload: {
        ...calculatorLead.payload,
        calculator: {
          debts: [{ type: "tax-debt", balance: 9_000, rate: 8.99 }],
          refinanceRate: 0,
          monthlyNow: 186.78,
          monthlyAfter: 0,
          monthlySaving: 186.78,
          yearlySaving: 2241.36,
        },
      },
    });
    expect(message).toContain("  Tax Debt $9,000 at 8.99%");
    expect(message).toContain("Refinance rate: not entered (no savings shown)");
    expect(message).not.toContain("saving:");
  });

  it("leaves out figures stored in another shape, and adds nothing to a lead without them", () => {
    const odd = leadMessage({
      ...calculatorLead,
      payload: { ...calculatorLead.payload, calculator: { debts: "lots" } },
    });
    expect(odd).not.toContain("From the calculator");
    expect(leadMessage(debtLead)).not.toContain("From the calculator");
  });
});
