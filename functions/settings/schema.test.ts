import { describe, expect, it } from "vitest";
import { parseServerOptions } from "../options";
import { behaviourVariables, setting, settingsFrom } from "./schema";
import { startVariables } from "./variables/start";

const declared = [...startVariables, ...behaviourVariables];

describe("the server's variables, declared once", () => {
  it("given nothing set, each reads as the default docs/settings.md shows for it", () => {
    const settings = settingsFrom({});
    for (const { name, default: shown } of declared) {
      const literal = /^`([^`]+)`$/.exec(shown)?.[1];
      const value = settings[name];
      // An unset variable the code leaves to its service (the store's settings, a URL built
      // from another) reads as undefined; one with its own default reads as docs/settings.md says.
      if (literal === undefined || value === undefined) continue;
      expect([literal, `${literal}/`], name).toContain(String(value));
    }
  });

  it.each([
    [{ MYCRM_STATUS_POLL_MS: "59999" }, "MYCRM_STATUS_POLL_MS must be at least 60000"],
    [{ NEXUS_API_URL: "apis.connective.com.au" }, "NEXUS_API_URL must be a URL such as"],
    [
      { META_GRAPH_VERSION: "24" },
      'META_GRAPH_VERSION must be a Graph API version such as v24.0, got "24"',
    ],
    [
      { GOOGLE_DATA_MANAGER_VALIDATE_ONLY: "yes" },
      'GOOGLE_DATA_MANAGER_VALIDATE_ONLY must be true or false, got "yes"',
    ],
    [{ BUSINESS_TIMEZONE: "+10:00" }, "BUSINESS_TIMEZONE must be an IANA time zone"],
    [
      { EVENTS_RATE_LIMIT: "lots" },
      'EVENTS_RATE_LIMIT must be a whole number of batches per minute, got "lots"',
    ],
  ])("given %o, stops the start naming the variable", (env, message) => {
    expect(() => parseServerOptions(env)).toThrow(message);
  });

  it("reads one variable by the same schema, trimmed, blank as unset", () => {
    expect(setting({ CHAT_RATE_LIMIT: " 3 " }, "CHAT_RATE_LIMIT")).toBe(3);
    expect(setting({ CHAT_RATE_LIMIT: "  " }, "CHAT_RATE_LIMIT")).toBe(10);
    expect(() => setting({ PORT: "80a" }, "PORT")).toThrow('PORT must be a port number, got "80a"');
  });

  it("never repeats a secret's value in the message that stops the start", () => {
    const secrets = declared.filter((variable) => "secret" in variable && variable.secret);
    expect(secrets.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["OPENAI_API_KEY", "LEAD_WEBHOOK_SECRET", "PRIVACY_AUDIT_KEY"]),
    );
    for (const { name } of secrets) {
      const value = "leaked-0a9b8c7d";
      let message = "";
      try {
        parseServerOptions({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, name).not.toContain(value);
    }
  });
});
