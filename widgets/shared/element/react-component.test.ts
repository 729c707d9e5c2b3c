import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadForm } from "../../lead-form/declaration";
import { elementComponent } from "./react-component";

let warnings: unknown[][];

beforeEach(() => {
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    warnings.push(args);
  });
});

afterEach(() => vi.restoreAllMocks());

describe("an element's React component", () => {
  it("renders its camelCase props as the element's attributes and listeners, the rest as given", () => {
    const LeadForm = elementComponent(leadForm);
    const onLeadSubmit = () => undefined;
    const rendered = LeadForm({
      leadSource: "app",
      apiBase: "https://broker.example.test",
      onLeadSubmit,
      className: "wide",
      "data-campaign": "spring",
      "aria-label": "Enquiry",
    });
    expect(rendered.type).toBe("lead-form");
    expect(rendered.props).toEqual({
      "lead-source": "app",
      "api-base": "https://broker.example.test",
      "onlead-submit": onLeadSubmit,
      className: "wide",
      "data-campaign": "spring",
      "aria-label": "Enquiry",
    });
    expect(warnings).toEqual([]);
  });

  it("given a dashed name the element does not have, which TypeScript lets through, says so once in the console with the props it takes", () => {
    const LeadForm = elementComponent(leadForm);
    LeadForm({ "lead-sorce": "app", mode: "inline" });
    LeadForm({ "lead-sorce": "app" });
    // Its own attribute by its HTML name is passed on as it is, and works.
    LeadForm({ "lead-source": "app", "oncalculator-change": () => undefined });

    expect(warnings.map(([message]) => message)).toEqual([
      '<LeadForm> has no prop "lead-sorce": <lead-form> reads no such attribute. Its props: ' +
        "mode, apiBase, privacyHref, redirect, leadSource, heading, open, onLeadSubmit, onWidgetError.",
      '<LeadForm> has no prop "oncalculator-change": <lead-form> reads no such attribute. Its ' +
        "props: mode, apiBase, privacyHref, redirect, leadSource, heading, open, onLeadSubmit, onWidgetError.",
    ]);
  });
});
