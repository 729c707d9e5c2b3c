import { describe, expect, it } from "vitest";
import { fieldErrors } from "./errors";
import { debtLeadSchema, preApprovalSchema, resourceRequestSchema } from "./forms";

function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  return result.error ? fieldErrors(result.error) : {};
}

describe("the pre-approval form", () => {
  const valid = {
    name: "Jordan Lee",
    mobile: "0412 345 678",
    email: "jordan@example.com",
    loanType: "purchase",
    loanAmount: "$850,000",
    additionalDetails: "",
  };

  it("accepts a complete request, with or without details", () => {
    expect(preApprovalSchema.safeParse(valid).success).toBe(true);
    const { additionalDetails: _, ...withoutDetails } = valid;
    expect(preApprovalSchema.safeParse(withoutDetails).success).toBe(true);
    expect(preApprovalSchema.safeParse({ ...valid, loanType: "refinance" }).success).toBe(true);
  });

  it("trims what was typed", () => {
    const parsed = preApprovalSchema.parse({ ...valid, name: "  Jordan  ", email: " j@x.com " });
    expect(parsed.name).toBe("Jordan");
    expect(parsed.email).toBe("j@x.com");
  });

  it("given an empty form, shows the message of every required field", () => {
    const empty = { name: "", mobile: "", email: "", loanType: "", loanAmount: "" };
    expect(errorsOf(preApprovalSchema.safeParse(empty))).toEqual({
      name: "Name must be at least 2 characters",
      mobile: "Please enter a valid mobile number",
      email: "Please enter a valid email address",
      loanType: "Please select a loan type",
      loanAmount: "Please enter a loan amount",
    });
  });

  it.each([
    ["name", "J", "Name must be at least 2 characters"],
    ["name", "  J  ", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Name must be 100 characters or fewer"],
    ["mobile", "041234567", "Please enter a valid mobile number"],
    ["mobile", "call me please", "Please enter a valid mobile number"],
    ["mobile", "0".repeat(31), "Please enter a valid mobile number"],
    ["email", "jordan@", "Please enter a valid email address"],
    ["email", "jordan.example.com", "Please enter a valid email address"],
    ["loanType", "investment", "Please select a loan type"],
    ["loanAmount", "   ", "Please enter a loan amount"],
    ["additionalDetails", "x".repeat(2001), "Details must be 2000 characters or fewer"],
  ])("given %s %j, says %j", (field, value, message) => {
    const result = preApprovalSchema.safeParse({ ...valid, [field]: value });
    expect(errorsOf(result)).toEqual({ [field]: message });
  });

  it("given missing fields in a request body, still says which and why", () => {
    expect(errorsOf(preApprovalSchema.safeParse({ ...valid, mobile: undefined }))).toEqual({
      mobile: "Please enter a valid mobile number",
    });
  });
});

describe("the debt lead form", () => {
  const valid = { name: "Sam", phone: "0412 345 678", debtAmount: "$10,000 - $30,000" };

  it.each(["$0 - $10,000", "$10,000 - $30,000", "$30,000 - $50,000", "$50,000+"])(
    "accepts the band %j",
    (band) => {
      expect(debtLeadSchema.safeParse({ ...valid, debtAmount: band }).success).toBe(true);
    },
  );

  it("accepts phone numbers as people write them", () => {
    for (const phone of ["0412345678", "+61 412 345 678", "(02) 9123 4567", "0412-345-678"]) {
      expect(debtLeadSchema.safeParse({ ...valid, phone }).success).toBe(true);
    }
  });

  it("given the form as it starts, empty, shows all three messages", () => {
    expect(errorsOf(debtLeadSchema.safeParse({ name: "", phone: "", debtAmount: "" }))).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Please enter a valid phone number",
      debtAmount: "Please select your debt amount",
    });
  });

  it.each([
    ["name", "S", "Name must be at least 2 characters"],
    ["phone", "123456789", "Please enter a valid phone number"],
    ["phone", "0412 345 67x", "Please enter a valid phone number"],
    ["debtAmount", "$100,000", "Please select your debt amount"],
  ])("given %s %j, says %j", (field, value, message) => {
    expect(errorsOf(debtLeadSchema.safeParse({ ...valid, [field]: value }))).toEqual({
      [field]: message,
    });
  });
});

describe("the resource lead form", () => {
  it("accepts an e-mail alone", () => {
    expect(resourceRequestSchema.parse({ email: "a@b.co" })).toEqual({ email: "a@b.co", name: "" });
    expect(resourceRequestSchema.parse({ email: "a@b.co", name: "  " })).toEqual({
      email: "a@b.co",
      name: "",
    });
  });

  it("accepts a name of two letters or more", () => {
    expect(resourceRequestSchema.parse({ email: "a@b.co", name: "Al" }).name).toBe("Al");
  });

  it("given a one-letter name, says names need two", () => {
    expect(errorsOf(resourceRequestSchema.safeParse({ email: "a@b.co", name: "A" }))).toEqual({
      name: "Name must be at least 2 characters",
    });
  });

  it("given no valid e-mail, asks for one", () => {
    expect(errorsOf(resourceRequestSchema.safeParse({ email: "", name: "" }))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(errorsOf(resourceRequestSchema.safeParse({ name: "Al" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });
});
