import { describe, expect, it } from "vitest";
import { leadFields } from "./lead-fields";

describe("a person's lead on the people page", () => {
  it("lists what the visitor typed, labelled, and no raw data of the page's own", () => {
    const fields = leadFields("pre-approval", {
      name: "Raj Patel",
      mobile: "0412 345 679",
      email: "raj@example.com",
      loanType: "refinance",
      loanAmount: "$650,000",
      attribution: { utm_source: "google", landingPage: "/get-prequalified" },
      page: { path: "/get-prequalified", arms: {} },
      consent: "granted",
    });

    expect(fields).toEqual([
      ["Name", "Raj Patel"],
      ["Mobile", "0412 345 679"],
      ["Email", "raj@example.com"],
      ["Loan Type", "Refinance"],
      ["Loan Amount", "$650,000"],
    ]);
    expect(JSON.stringify(fields)).not.toMatch(/[{}]/);
  });

  it("joins a chat's messages and leaves out what is empty", () => {
    expect(
      leadFields("chat", { name: "", phone: "0400 000 000", conversation: ["Hi", "Call me"] }),
    ).toEqual([
      ["Phone", "0400 000 000"],
      ["Their messages in the chat", "Hi / Call me"],
    ]);
  });
});
