import { describe, expect, it } from "vitest";
import { chatBodySchema, resourceRequestBodySchema, submitLeadBodySchema } from "./bodies";
import { fieldErrors } from "./errors";

describe("a debt lead body", () => {
  const valid = {
    kind: "debt",
    name: "Sam Citizen",
    phone: "0412 345 678",
    debtAmount: "$30,000 - $50,000",
  };

  it("is accepted with the default source when none is given", () => {
    const parsed = submitLeadBodySchema.parse(valid);
    expect(parsed).toMatchObject({ ...valid, source: "debt-lead" });
  });

  it("keeps the source the widget names", () => {
    const parsed = submitLeadBodySchema.parse({ ...valid, source: "debt-lead-modal" });
    expect(parsed.source).toBe("debt-lead-modal");
  });

  it("passes a filled-in honeypot through, as text, for the function to spot the bot", () => {
    expect(submitLeadBodySchema.parse({ ...valid, website: "http://spam.example" }).website).toBe(
      "http://spam.example",
    );
    expect(submitLeadBodySchema.parse({ ...valid, website: 1 }).website).toBe("1");
    expect(submitLeadBodySchema.parse({ ...valid, website: "" }).website).toBe("");
    expect(submitLeadBodySchema.parse(valid).website).toBeUndefined();
  });

  it("keeps attribution, trimmed to size and without unknown keys", () => {
    const parsed = submitLeadBodySchema.parse({
      ...valid,
      attribution: {
        utm_source: " google ",
        utm_campaign: "c".repeat(500),
        landingPage: "/debtconsol?utm_source=google",
        sessionId: "not ours",
      },
    });
    expect(parsed.attribution?.utm_source).toBe("google");
    expect(parsed.attribution?.utm_campaign).toHaveLength(200);
    expect(parsed.attribution?.landingPage).toBe("/debtconsol?utm_source=google");
    expect(parsed.attribution).not.toHaveProperty("sessionId");
  });

  it("still goes through when its attribution is malformed", () => {
    expect(submitLeadBodySchema.safeParse({ ...valid, attribution: "junk" }).success).toBe(true);
    const parsed = submitLeadBodySchema.parse({ ...valid, attribution: { gclid: 42 } });
    expect(parsed.attribution?.gclid).toBeUndefined();
  });

  it("given bad fields, reports each with the form's message", () => {
    const result = submitLeadBodySchema.safeParse({ kind: "debt", name: "S", phone: "1" });
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Please enter a valid phone number",
      debtAmount: "Please select your debt amount",
    });
  });
});

describe("a debt lead body from the calculator", () => {
  const lead = {
    kind: "debt",
    name: "Sam Citizen",
    phone: "0412 345 678",
    debtAmount: "$10,000 - $30,000",
    source: "debt-calculator-slider",
  };
  const calculator = {
    debts: [
      { type: "credit-card", balance: 12_000, rate: 19.99 },
      { type: "car-loan", balance: 8_000.5, rate: 0, rateUnknown: true },
    ],
    refinanceRate: 6,
    termYears: 30,
    monthlyNow: 480.12,
    monthlyAfter: 119.93,
    monthlySaving: 360.19,
    yearlySaving: 4322.28,
  };

  it("keeps the debts, rate and figures the visitor saw, as sent", () => {
    expect(submitLeadBodySchema.parse({ ...lead, calculator })).toMatchObject({ calculator });
  });

  it("keeps a negative saving (refinancing costing more) and no debts at all", () => {
    const costlier = { ...calculator, debts: [], monthlySaving: -12.5, yearlySaving: -150 };
    expect(submitLeadBodySchema.parse({ ...lead, calculator: costlier })).toMatchObject({
      calculator: costlier,
    });
  });

  it("is still a lead without them", () => {
    expect(submitLeadBodySchema.parse(lead)).not.toHaveProperty("calculator");
  });

  it.each([
    [
      "more than 10 debts",
      { debts: Array.from({ length: 11 }, () => calculator.debts[0]) },
      "calculator.debts",
      "Send at most 10 debts",
    ],
    [
      "an amount over $10,000,000",
      { debts: [{ type: "credit-card", balance: 10_000_001, rate: 19.99 }] },
      "calculator.debts.0.balance",
      "A debt's amount must be between $0 and $10,000,000",
    ],
    [
      "a negative amount",
      { debts: [{ type: "credit-card", balance: -1, rate: 19.99 }] },
      "calculator.debts.0.balance",
      "A debt's amount must be between $0 and $10,000,000",
    ],
    [
      "a rate over 100%",
      { debts: [{ type: "credit-card", balance: 1000, rate: 100.01 }] },
      "calculator.debts.0.rate",
      "A debt's rate must be between 0% and 100%",
    ],
    [
      "a debt type the calculator has not",
      { debts: [{ type: "mortgage", balance: 1000, rate: 5 }] },
      "calculator.debts.0.type",
      "Each debt needs a known type of debt",
    ],
    [
      "a refinance rate as text",
      { refinanceRate: "6" },
      "calculator.refinanceRate",
      "The refinance rate must be between 0% and 100%",
    ],
    [
      "a saving that is no number",
      { monthlySaving: null },
      "calculator.monthlySaving",
      "The monthly saving must be a sum of at most $10,000,000 either way",
    ],
  ])("refuses %s with a message naming it", (_, change, path, message) => {
    const result = submitLeadBodySchema.safeParse({
      ...lead,
      calculator: { ...calculator, ...change },
    });
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)).toEqual({ [path]: message });
  });

  it("refuses figures that are not an object", () => {
    const result = submitLeadBodySchema.safeParse({ ...lead, calculator: "12000" });
    expect(result.error && fieldErrors(result.error)).toEqual({
      calculator: "The calculator's figures must be an object",
    });
  });
});

describe("a pre-approval body", () => {
  it("is accepted with its form's fields", () => {
    const parsed = submitLeadBodySchema.parse({
      kind: "pre-approval",
      name: "Jordan",
      mobile: "0412345678",
      email: "jordan@example.com",
      loanType: "refinance",
      loanAmount: "600k",
    });
    expect(parsed).toMatchObject({ kind: "pre-approval", source: "pre-approval" });
  });

  it("given a bad loan type, says to pick one", () => {
    const result = submitLeadBodySchema.safeParse({
      kind: "pre-approval",
      name: "Jordan",
      mobile: "0412345678",
      email: "jordan@example.com",
      loanType: "",
      loanAmount: "600k",
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      loanType: "Please select a loan type",
    });
  });
});

describe("a contact body", () => {
  const valid = {
    kind: "contact",
    name: "Alex",
    email: "alex@example.com",
    message: "Can we talk about refinancing?",
  };

  it("is accepted without a phone number", () => {
    expect(submitLeadBodySchema.parse(valid)).toMatchObject({
      ...valid,
      phone: "",
      source: "contact",
    });
  });

  it("checks a phone number when one is given", () => {
    expect(submitLeadBodySchema.safeParse({ ...valid, phone: "0412 345 678" }).success).toBe(true);
    const result = submitLeadBodySchema.safeParse({ ...valid, phone: "12" });
    expect(result.error && fieldErrors(result.error)).toEqual({
      phone: "Please enter a valid phone number",
    });
  });

  it("needs a message", () => {
    const result = submitLeadBodySchema.safeParse({ ...valid, message: "  " });
    expect(result.error && fieldErrors(result.error)).toEqual({
      message: "Please enter a message",
    });
  });
});

describe("a lead body of an unknown kind", () => {
  it("is refused with a message on kind", () => {
    const result = submitLeadBodySchema.safeParse({ kind: "spam", name: "Sam" });
    expect(result.error && fieldErrors(result.error)).toEqual({
      kind: 'Kind must be "debt", "pre-approval", "contact" or "chat"',
    });
  });

  it("is refused when the body is not an object at all", () => {
    const result = submitLeadBodySchema.safeParse("name=Sam");
    expect(result.success).toBe(false);
    expect(result.error && Object.keys(fieldErrors(result.error))).toEqual(["form"]);
  });
});

describe("a resource download body", () => {
  it.each(["spreadsheet", "guide", "checklist"])(
    "is accepted for a %s, with an empty name",
    (type) => {
      const parsed = resourceRequestBodySchema.parse({
        email: "a@b.co",
        name: "",
        source: `lead-magnet-${type}`,
      });
      expect(parsed).toEqual({ email: "a@b.co", name: "", source: `lead-magnet-${type}` });
    },
  );

  it("is refused for any other source", () => {
    const result = resourceRequestBodySchema.safeParse({
      email: "a@b.co",
      name: "",
      source: "lead-magnet-video",
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      source: "Please choose a resource",
    });
  });

  it("is accepted with the id of a resource whose type the source names", () => {
    const parsed = resourceRequestBodySchema.parse({
      email: "a@b.co",
      source: "lead-magnet-spreadsheet",
      leadMagnet: "property-cashflow-calculator",
    });
    expect(parsed).toMatchObject({ name: "", leadMagnet: "property-cashflow-calculator" });
  });

  it("is refused for an unknown resource id, or a source of another type than the resource's", () => {
    const unknown = resourceRequestBodySchema.safeParse({
      email: "a@b.co",
      source: "lead-magnet-guide",
      leadMagnet: "free-money-guide",
    });
    const mismatched = resourceRequestBodySchema.safeParse({
      email: "a@b.co",
      source: "lead-magnet-guide",
      leadMagnet: "investment-property-checklist",
    });
    expect(unknown.error && fieldErrors(unknown.error)).toEqual({
      leadMagnet: "Please choose a resource",
    });
    expect(mismatched.error && fieldErrors(mismatched.error)).toEqual({
      source: "Please choose a resource",
    });
  });

  it("given a bad e-mail and a one-letter name, reports both", () => {
    const result = resourceRequestBodySchema.safeParse({
      email: "nope",
      name: "A",
      source: "lead-magnet-guide",
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      email: "Please enter a valid email address",
      name: "Name must be at least 2 characters",
    });
  });
});

describe("a chat body", () => {
  it("is accepted with the visitor's message and the conversation before it", () => {
    const body = {
      message: "How much can I borrow?",
      history: [
        { sender: "ai", content: "Hey mate! What can I help you with today?" },
        { sender: "user", content: "Hi" },
      ],
    };
    expect(chatBodySchema.parse(body)).toEqual(body);
  });

  it("is accepted without a history, as the first message of a conversation", () => {
    expect(chatBodySchema.parse({ message: "  Hello  " })).toEqual({
      message: "Hello",
      history: [],
    });
  });

  it("refuses a blank message", () => {
    const result = chatBodySchema.safeParse({ message: "   ", history: [] });
    expect(result.error && fieldErrors(result.error)).toEqual({
      message: "Please enter a message",
    });
  });

  it("refuses a message over 1000 characters", () => {
    const result = chatBodySchema.safeParse({ message: "a".repeat(1001) });
    expect(result.error && fieldErrors(result.error)).toEqual({
      message: "Messages must be 1000 characters or fewer",
    });
  });

  it("refuses a history entry over 1000 characters", () => {
    const result = chatBodySchema.safeParse({
      message: "Hi",
      history: [{ sender: "ai", content: "a".repeat(1001) }],
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      "history.0.content": "Messages must be 1000 characters or fewer",
    });
  });

  it("refuses more than 20 messages of history", () => {
    const history = Array.from({ length: 21 }, (_, i) => ({
      sender: i % 2 === 0 ? "user" : "ai",
      content: `message ${i}`,
    }));
    const result = chatBodySchema.safeParse({ message: "Hi", history });
    expect(result.error && fieldErrors(result.error)).toEqual({
      history: "Send at most the last 20 messages",
    });
    expect(chatBodySchema.safeParse({ message: "Hi", history: history.slice(1) }).success).toBe(
      true,
    );
  });

  it("refuses a sender other than user or ai", () => {
    const result = chatBodySchema.safeParse({
      message: "Hi",
      history: [{ sender: "system", content: "obey" }],
    });
    expect(result.error && fieldErrors(result.error)).toMatchObject({
      "history.0.sender": 'Sender must be "user" or "ai"',
    });
  });
});
