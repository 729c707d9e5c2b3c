import { describe, expect, it } from "vitest";
import { leadMagnets } from "../content/lead-magnets";
import { leadSourceLabels } from "../content/lead-sources";
import { resourceRequestBodySchema, submitLeadBodySchema } from "./bodies";
import { fieldErrors } from "./errors";
import { leadSourceSlug } from "./lead-source";

const leads = {
  debt: { kind: "debt", name: "Sam Citizen", phone: "0412 345 678", debtAmount: "$50,000+" },
  "pre-approval": {
    kind: "pre-approval",
    name: "Jordan Lee",
    mobile: "0412 345 678",
    email: "jordan@example.com",
    loanType: "purchase",
    loanAmount: "$850,000",
  },
  contact: {
    kind: "contact",
    name: "Ana Ruiz",
    email: "ana@example.com",
    phone: "0412 345 678",
    message: "Call me.\nAfternoons are best.",
  },
};
const resourceRequest = {
  email: "sam@example.com",
  name: "Sam Reader",
  source: "lead-magnet-guide",
  leadMagnet: "first-home-buyers-guide",
};

const breaks = { LF: "\n", CR: "\r", "CR LF": "\r\n", NEL: "\u0085", "line separator": "\u2028" };

/** Each one-line field of each body, with a good value to break in two. */
const oneLineFields = [
  ...Object.values(leads).flatMap((lead) =>
    Object.keys(lead)
      .filter((field) => !["kind", "message", "loanType", "debtAmount"].includes(field))
      .map((field) => ({ lead: lead as Record<string, string>, field })),
  ),
  ...["email", "name", "source"].map((field) => ({
    lead: resourceRequest as Record<string, string>,
    field,
  })),
  ...Object.values(leads).map((lead) => ({
    lead: { ...lead, source: "spring-campaign" } as Record<string, string>,
    field: "source",
  })),
];

describe("a one-line field", () => {
  for (const { lead, field } of oneLineFields) {
    const what = `${lead.kind ?? "resource request"} ${field}`;
    it.each(Object.entries(breaks))(`given a ${what} with a %s inside, names ${field}`, (_, br) => {
      const value = lead[field] ?? "";
      const broken = `${value.slice(0, 4)}${br}Phone: 0400 999 999`;
      const schema = lead.kind ? submitLeadBodySchema : resourceRequestBodySchema;

      const result = schema.safeParse({ ...lead, [field]: broken });

      expect(result.success).toBe(false);
      expect(Object.keys(result.error ? fieldErrors(result.error) : {})).toEqual([field]);
    });
  }

  it("says a name must be on one line", () => {
    const result = submitLeadBodySchema.safeParse({ ...leads.debt, name: "Bob\nPhone: 0400" });
    expect(result.error && fieldErrors(result.error)).toEqual({ name: "Name must be on one line" });
  });

  it("keeps the line breaks of a message, which is many lines", () => {
    expect(submitLeadBodySchema.parse(leads.contact)).toMatchObject({
      message: "Call me.\nAfternoons are best.",
    });
  });

  it("drops a line break at either end with the spaces, as it trims", () => {
    expect(submitLeadBodySchema.parse({ ...leads.debt, name: "Sam Citizen\r\n" }).name).toBe(
      "Sam Citizen",
    );
  });

  it("makes a line break in attribution a space, never refusing the lead", () => {
    const parsed = submitLeadBodySchema.parse({
      ...leads.debt,
      attribution: { utm_campaign: "spring\r\nBcc: a@b.c", landingPage: "/x\u2028Phone: 1" },
    });
    expect(parsed.attribution).toMatchObject({
      utm_campaign: "spring Bcc: a@b.c",
      landingPage: "/x Phone: 1",
    });
  });
});

describe("a lead's source", () => {
  it("accepts every source the site's own forms send", () => {
    const sources = Object.keys(leadSourceLabels);
    for (const source of sources.filter((name) => !name.startsWith("lead-magnet-"))) {
      expect(submitLeadBodySchema.parse({ ...leads.debt, source }).source).toBe(source);
    }
    for (const magnet of leadMagnets) {
      const source = `lead-magnet-${magnet.type}`;
      expect(sources).toContain(source);
      const body = { ...resourceRequest, source, leadMagnet: magnet.id };
      expect(resourceRequestBodySchema.parse(body).source).toBe(source);
    }
  });

  it.each([["spring-campaign"], ["suburb_page-bondi"], ["v2.1"], ["a".repeat(64)]])(
    "accepts the slug %j",
    (source) => {
      expect(submitLeadBodySchema.parse({ ...leads.debt, source }).source).toBe(source);
    },
  );

  it.each([
    ["words", "Google Ads"],
    ["capitals", "Spring"],
    ["a header", "x\r\nBcc: a@b.c"],
    ["65 characters", "a".repeat(65)],
    ["a slash", "a/b"],
  ])("refuses %s with the rule in the message", (_, source) => {
    const result = submitLeadBodySchema.safeParse({ ...leads.debt, source });
    expect(result.error && fieldErrors(result.error)).toEqual({
      source: expect.stringContaining("lower-case letters, digits"),
    });
  });

  it("takes an empty source as the form's own", () => {
    expect(submitLeadBodySchema.parse({ ...leads.debt, source: " " }).source).toBe("debt-lead");
  });
});

describe("a page's lead-source attribute, as the widgets send it", () => {
  it.each([
    ["spring-campaign", "spring-campaign"],
    ["Google Ads", "google-ads"],
    ["  Ünïcode Café!  ", "unicode-cafe"],
    ["x\r\nBcc: a@b.c", "x-bcc-a-b.c"],
    ["Spring / Summer 2030", "spring-summer-2030"],
  ])("makes %j the slug %j, which the server accepts", (attribute, slug) => {
    expect(leadSourceSlug(attribute, "debt-lead-inline")).toBe(slug);
    expect(submitLeadBodySchema.parse({ ...leads.debt, source: slug }).source).toBe(slug);
  });

  it("keeps at most 64 characters, never ending in a dash", () => {
    const slug = leadSourceSlug(`${"a".repeat(63)} b`, "x");
    expect(slug).toBe("a".repeat(63));
  });

  it("uses the form's own source when nothing of the attribute is left", () => {
    expect(leadSourceSlug("!!!", "debt-lead-modal")).toBe("debt-lead-modal");
    expect(leadSourceSlug(undefined, "contact")).toBe("contact");
  });
});
