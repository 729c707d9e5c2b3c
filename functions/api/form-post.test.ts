import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import type { FunctionContext } from "../context";
import type { Store } from "../store";
import { openStore } from "../store";
import { FORM_POST_WINDOW_MS, formPost } from "./form-post";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

const at = (iso: string) => () => new Date(iso);
const contextAt = (clock = at("2030-03-14T09:30:00.000Z"), more: Partial<FunctionContext> = {}) =>
  testContext({ store, clock, ...more });

/** A form as a browser sends it: form-encoded, to the action the widget's first view names. */
function sent(query: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:8080/api/form-post?${query}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: "https://landing.example/offer",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const debtFields = {
  name: "Jordan Lee",
  phone: "0400 123 456",
  debtAmount: "$10,000 - $30,000",
  website: "",
};
const debtQuery = "to=submit-lead&kind=debt&source=debt-lead-inline";

const leadsNamed = async (name: string) =>
  (await store.listLeads()).filter((lead) => (lead.payload as { name?: string }).name === name);

describe("POST /api/form-post: a lead form sent by the browser itself", () => {
  it("stores the lead as the widget would have sent it and goes on to our thank-you page", async () => {
    const fields = { ...debtFields, name: "Pat Stored" };
    const response = await formPost(sent(`${debtQuery}&key=view-1`, fields), contextAt());

    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/thank-you");
    const [lead, ...more] = await leadsNamed("Pat Stored");
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      kind: "debt",
      source: "debt-lead-inline",
      isSpam: false,
      payload: { phone: "0400 123 456", debtAmount: "$10,000 - $30,000" },
    });
  });

  it("credits the campaign and click id of our page it was sent from, as the widget would have", async () => {
    const fields = { ...debtFields, name: "Cam Paign" };
    const referer =
      "http://127.0.0.1:8080/debtconsol?utm_source=google&utm_campaign=spring&gclid=G1";
    const response = await formPost(
      sent(`${debtQuery}&key=view-9`, fields, { Referer: referer }),
      contextAt(),
    );

    expect(response.status).toBe(303);
    const [lead] = await leadsNamed("Cam Paign");
    expect(lead?.payload).toMatchObject({
      attribution: {
        utm_source: "google",
        utm_campaign: "spring",
        gclid: "G1",
        landingPage: "/debtconsol?utm_source=google&utm_campaign=spring&gclid=G1",
      },
      page: { path: "/debtconsol", site: "main" },
    });
  });

  it("takes nothing from another site's page it was sent from", async () => {
    const fields = { ...debtFields, name: "Else Where" };
    await formPost(
      sent(`${debtQuery}&key=view-10`, fields, { Referer: "https://else.example/?utm_campaign=x" }),
      contextAt(),
    );

    const [lead] = await leadsNamed("Else Where");
    expect(lead?.payload).not.toHaveProperty("attribution");
  });

  it("makes a marketer's lead-source into the slug the widget would have sent", async () => {
    const fields = { ...debtFields, name: "Lee Labelled" };
    const response = await formPost(
      sent("to=submit-lead&kind=debt&source=Spring%20Campaign%20(Google)&key=view-6", fields),
      contextAt(),
    );

    expect(response.status).toBe(303);
    const [lead] = await leadsNamed("Lee Labelled");
    expect(lead?.source).toBe("spring-campaign-google");
  });

  it("stores a form sent twice from one view once, and a corrected one as a lead of its own", async () => {
    const fields = { ...debtFields, name: "Sam Twice" };
    for (let i = 0; i < 2; i += 1) {
      const response = await formPost(sent(`${debtQuery}&key=view-2`, fields), contextAt());
      expect(response.status).toBe(303);
    }
    expect(await leadsNamed("Sam Twice")).toHaveLength(1);

    const corrected = { ...fields, phone: "0400 999 000" };
    await formPost(sent(`${debtQuery}&key=view-2`, corrected), contextAt());
    const phones = (await leadsNamed("Sam Twice")).map(
      (lead) => (lead.payload as { phone: string }).phone,
    );
    expect(phones.sort()).toEqual(["0400 123 456", "0400 999 000"]);
  });

  it("without a view key (no script ran), stores the same body once within ten minutes", async () => {
    const fields = { ...debtFields, name: "Alex Nokey" };
    const t0 = Date.parse("2030-03-14T09:30:00.000Z");
    for (const offset of [0, 60_000]) {
      const clock = () => new Date(t0 + offset);
      expect((await formPost(sent(debtQuery, fields), contextAt(clock))).status).toBe(303);
    }
    expect(await leadsNamed("Alex Nokey")).toHaveLength(1);

    const later = () => new Date(t0 + FORM_POST_WINDOW_MS * 2);
    await formPost(sent(debtQuery, fields), contextAt(later));
    expect(await leadsNamed("Alex Nokey")).toHaveLength(2);
  });

  it("sends a resource request to the resource's thank-you page, which downloads it", async () => {
    const response = await formPost(
      sent(
        "to=collect-lead&source=lead-magnet-guide&leadMagnet=first-home-buyers-guide&key=view-3",
        { email: "kim.form@example.com", name: "", website: "" },
      ),
      contextAt(),
    );

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location") ?? "", "http://x");
    expect(location.pathname).toBe("/thank-you-download");
    expect(location.searchParams.get("file")).toMatch(/\.pdf$/);
    const contacts = await store.listContacts();
    expect(contacts.some((contact) => contact.email === "kim.form@example.com")).toBe(true);
  });

  it("answers a form with mistakes with a page of ours naming each, the way back and our phone", async () => {
    const before = (await store.listLeads()).length;
    const response = await formPost(
      sent(`${debtQuery}&key=view-4`, { name: "", phone: "12", debtAmount: "", website: "" }),
      contextAt(),
    );

    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
    const page = await response.text();
    expect(page).toContain("<h1>Please check your details</h1>");
    expect(page).toContain("Please select your debt amount");
    expect(page).toContain('<a href="https://landing.example/offer">Back to the form</a>');
    expect(page).toContain('href="tel:+61400000000"');
    expect(await store.listLeads()).toHaveLength(before);
  });

  it("writes what the visitor typed into its page as text, never as markup", async () => {
    const response = await formPost(
      sent(
        `${debtQuery}&key=view-5`,
        { ...debtFields, name: "<b>x</b>", debtAmount: "<i>" },
        {
          Referer: 'javascript:alert("x")',
        },
      ),
      contextAt(),
    );

    const page = await response.text();
    expect(page).not.toContain("<i>");
    expect(page).not.toContain("javascript:");
  });

  it("refuses what is not a form sent to a lead function, storing nothing", async () => {
    const json = new Request("http://127.0.0.1:8080/api/form-post?to=submit-lead", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(debtFields),
    });
    const elsewhere = sent("to=chat&kind=debt", { ...debtFields, name: "Nobody Stored" });

    for (const request of [json, elsewhere]) {
      const response = await formPost(request, contextAt());
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This form could not be read");
    }
    expect(await leadsNamed("Nobody Stored")).toEqual([]);
  });

  it("given a target every object inherits (constructor, __proto__ …), answers 400 and stores nothing", async () => {
    for (const to of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const request = sent(`to=${to}&kind=debt`, { ...debtFields, name: "Proto Nobody" });

      const response = await formPost(request, contextAt());

      expect(response.status, to).toBe(400);
      expect(await response.text()).toContain("This form could not be read");
    }
    expect(await leadsNamed("Proto Nobody")).toEqual([]);
  });
});
