import { describe, expect, it } from "vitest";
import { inviteOrigin } from "../desk/command-line/commands";
import { deskOptions } from "./desk";

describe("the desk's origin, one rule for the server and the command line", () => {
  it("is DESK_ORIGIN's origin, else SITE_ORIGIN's, else unset", () => {
    const both = {
      DESK_ORIGIN: "https://desk.example.com/x",
      SITE_ORIGIN: "https://www.example.com",
    };
    expect(deskOptions(both).origin).toBe("https://desk.example.com");
    expect(deskOptions({ SITE_ORIGIN: " https://www.example.com/ " }).origin).toBe(
      "https://www.example.com",
    );
    expect(deskOptions({}).origin).toBeUndefined();
  });

  it("gives the command line's invites the same origin, or the local server on localhost", () => {
    const desk = deskOptions({ SITE_ORIGIN: "https://www.example.com" });
    expect(inviteOrigin(desk, "http://127.0.0.1:8080")).toBe("https://www.example.com");
    expect(inviteOrigin(deskOptions({}), "http://127.0.0.1:8123")).toBe("http://localhost:8123");
  });

  it("stops the start on an origin that is not one, naming its variable", () => {
    expect(() => deskOptions({ DESK_ORIGIN: "desk.example.com" })).toThrow(
      'DESK_ORIGIN must be an origin such as https://www.example.com, got "desk.example.com"',
    );
    expect(() => deskOptions({ SITE_ORIGIN: "www.example.com" })).toThrow(/^SITE_ORIGIN must be/);
  });

  it("refuses a relying party that is not the desk's host or a parent of it", () => {
    expect(
      deskOptions({ SITE_ORIGIN: "https://desk.example.com", DESK_RP_ID: "example.com" }).rpId,
    ).toBe("example.com");
    expect(() =>
      deskOptions({ SITE_ORIGIN: "https://desk.example.com", DESK_RP_ID: "other.com" }),
    ).toThrow(/^DESK_RP_ID must be/);
  });
});
