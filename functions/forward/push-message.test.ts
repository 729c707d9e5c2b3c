import { describe, expect, it } from "vitest";
import { amountOf, leadWant } from "../desk/inbox/lead-value";
import { pushTargetName } from "./push";
import { pushMessage } from "./push-message";

/** The sum a push's title names, read back as the inbox reads a typed sum. */
const pushedSum = (title: string) => amountOf(title.split(", ").at(-1) ?? "");

describe("a push and the inbox's row say the same sum for one lead", () => {
  const preApproval = (loanAmount: string) => ({
    id: "6f1c1a52-7d3c-4a8e-9a51-0b3c4f1a2b3c",
    kind: "pre-approval",
    payload: { name: "Jane Citizen", loanType: "refinance", loanAmount },
  });

  for (const [typed, value, shown] of [
    ["650k", 650_000, "$650k"],
    ["$750,000", 750_000, "$750k"],
    ["$1.2 million", 1_200_000, "$1.2m"],
    ["around 480k", 480_000, "$480k"],
  ] as const) {
    it(`given a loan typed "${typed}", the row's value is ${value} and the push says ${shown}`, () => {
      const lead = preApproval(typed);
      const { title } = pushMessage(lead, "lead", false);

      expect(leadWant(lead.kind, lead.payload).value).toBe(value);
      expect(title).toBe(`New lead: refinance, ${shown}`);
      expect(pushedSum(title)).toBe(value);
    });
  }

  it("given a calculator lead, the push names its debts' total as the row does, only shorter", () => {
    const lead = {
      id: "0d2b6c1e-3f4a-4b5c-8d6e-7f8091a2b3c4",
      kind: "debt",
      payload: {
        name: "Sam Citizen",
        calculator: {
          debts: [
            { type: "Credit card", balance: 18_500, rate: 19.99 },
            { type: "Car loan", balance: 24_000, rate: 11.5 },
          ],
          monthlySaving: 310,
        },
      },
    };
    const { title, body } = pushMessage(lead, "lead", true);

    expect(leadWant(lead.kind, lead.payload).value).toBe(42_500);
    expect(title).toBe("New lead: Sam Citizen");
    expect(body).toBe("debt consolidation, $42.5k");
    expect(pushedSum(body)).toBe(42_500);
  });

  it("given a message, nothing the visitor wrote reaches the lock screen", () => {
    const lead = {
      id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
      kind: "contact",
      payload: { name: "Alex Morgan", message: "My account number is 1234" },
    };
    const { title, body } = pushMessage(lead, "lead", false);

    expect(`${title} ${body}`).not.toContain("1234");
  });
});

describe("a failed delivery's notification", () => {
  const lead = {
    id: "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a",
    kind: "contact",
    payload: { name: "Alex Morgan" },
  };

  for (const [delivery, named] of [
    ["form", "the lead e-mail"],
    ["webhook:stage:42", "the CRM"],
    ["meta:settled", "Meta"],
    ["google", "Google"],
    ["mycrm:status", "mycrm:status"],
  ] as const) {
    it(`given ${delivery} failed, names it "${named}"`, () => {
      const { title } = pushMessage(lead, "failed", false, pushTargetName(delivery));
      expect(title).toBe(`Not delivered: ${named}`);
    });
  }
});
