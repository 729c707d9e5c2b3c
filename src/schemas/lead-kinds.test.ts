import { describe, expect, it } from "vitest";
import { deskKindLabels } from "../content/desk";
import { inboxKindLabels, inboxKinds } from "../content/desk-inbox";
import { leadEmails } from "../content/lead-emails";
import { LEAD_KINDS } from "./lead-kinds";

describe("the kinds of lead", () => {
  it("the inbox's Kind filter offers every kind it lists, a resource request included", () => {
    expect(Object.keys(deskKindLabels).sort()).toEqual(Object.keys(inboxKinds).sort());
    expect(deskKindLabels.resource).toBe("Resource request");
  });

  it("every stored kind has its inbox name, its label and its e-mail", () => {
    const stored = Object.keys(LEAD_KINDS).sort();
    expect(Object.values(inboxKinds).sort()).toEqual(stored);
    expect(Object.keys(inboxKindLabels).sort()).toEqual(stored);
    expect(Object.keys(leadEmails).sort()).toEqual(stored);
  });
});
