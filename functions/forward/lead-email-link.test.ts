import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { debtForm, storedLead } from "../../tests/fixtures/new-lead";
import { recordingFetch } from "../../tests/fixtures/recording-fetch";
import { parseServerOptions } from "../options";
import { createTargets } from ".";

const lead = storedLead({ payload: { ...debtForm } });

async function emailedMessage(env: Record<string, string>, site: Record<string, string> = {}) {
  const service = recordingFetch(() => Response.json({ success: true }));
  const options = parseServerOptions({ FORM_SERVICE_ACCESS_KEY: "key-1", ...env });
  const form = createTargets(options, loadConfig(site), service.fetch).find(
    (target) => target.name === "form",
  );
  await form?.send(lead);
  return String(JSON.parse(String(service.calls[0]?.init.body)).message);
}

describe("the broker's lead e-mail", () => {
  it("ends with a link to the lead's page in the desk, at DESK_ORIGIN", async () => {
    const message = await emailedMessage({ DESK_ORIGIN: "https://desk.eastside.example" });
    expect(message.split("\n").at(-1)).toBe(
      `Open in the desk: https://desk.eastside.example/desk/leads/${lead.id}`,
    );
  });

  it("links to the site's own origin when no DESK_ORIGIN is set", async () => {
    const message = await emailedMessage({}, { SITE_ORIGIN: "https://www.eastside.example/" });
    expect(message).toContain(
      `Open in the desk: https://www.eastside.example/desk/leads/${lead.id}`,
    );
  });
});
