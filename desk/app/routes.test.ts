import { describe, expect, it } from "vitest";
import { leadPath, routeOf } from "./routes";

describe("the desk's pages by address", () => {
  it("reads each page the desk has, with or without a trailing slash", () => {
    expect(routeOf("/desk", "")).toEqual({ name: "inbox" });
    expect(routeOf("/desk/", "?stage=new")).toEqual({ name: "inbox" });
    expect(routeOf("/desk/people", "")).toEqual({ name: "people", lead: null });
    expect(routeOf("/desk/people", "?lead=abc")).toEqual({ name: "people", lead: "abc" });
    expect(routeOf("/desk/audit/", "")).toEqual({ name: "audit" });
    expect(routeOf("/desk/report", "")).toEqual({ name: "report" });
    expect(routeOf("/desk/settings", "")).toEqual({ name: "settings" });
    expect(routeOf("/desk/enrol", "?token=abc.def")).toEqual({ name: "enrol", token: "abc.def" });
  });

  it("round-trips a lead's id through its path, whatever it holds", () => {
    const id = "0193f/ä b";
    const path = leadPath(id);

    expect(path).toBe("/desk/leads/0193f%2F%C3%A4%20b");
    expect(routeOf(path, "")).toEqual({ name: "lead", id });
  });

  it("answers not found for an address the desk does not have", () => {
    expect(routeOf("/desk/leads", "")).toEqual({ name: "not-found" });
    expect(routeOf("/desk/leads/a/b", "")).toEqual({ name: "not-found" });
    expect(routeOf("/desktop", "")).toEqual({ name: "not-found" });
  });
});
