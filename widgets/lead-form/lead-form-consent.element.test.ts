import { expect } from "chai";
import {
  created,
  fakeServer,
  heard,
  mount,
  outboxKey,
  send,
  waitFor,
  withCleanPage,
} from "../../testing/lead-form-kit";

/*
 * A host page that asks for consent first: `data-consent="required"` on the widgets' script tag.
 * The tag is in place before the widget's module loads, as it would be in the page's markup.
 */
const scriptTag = document.createElement("script");
scriptTag.dataset.consent = "required";
document.head.append(scriptTag);

type ConsentApi = { status: string; grant(): void };
type TaggedWindow = {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: (...args: unknown[]) => void;
  ebwConsent?: ConsentApi;
};
const page = window as unknown as TaggedWindow;

/** Every storage and cookie write the page makes while `run` runs, as "key" or "cookie=…". */
async function writesDuring(run: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const setItem = Storage.prototype.setItem;
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  Storage.prototype.setItem = function (key: string, value: string) {
    writes.push(key);
    setItem.call(this, key, value);
  };
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => cookie?.get?.call(document),
    set: (value: string) => {
      writes.push(`cookie=${value}`);
      cookie?.set?.call(document, value);
    },
  });
  try {
    await run();
  } finally {
    Storage.prototype.setItem = setItem;
    delete (document as { cookie?: string }).cookie;
  }
  return writes;
}

/** The page's tags: a dataLayer with Consent Mode's default, and recording gtag and fbq. */
function tags() {
  const consentDefault = [
    "consent",
    "default",
    { analytics_storage: "denied", ad_storage: "denied" },
  ];
  page.dataLayer = [consentDefault];
  const gtag: unknown[][] = [];
  const fbq: unknown[][] = [];
  page.gtag = (...args) => gtag.push(args);
  page.fbq = (...args) => fbq.push(args);
  return { consentDefault, gtag, fbq };
}

async function submitLead(id: string) {
  const { sent } = fakeServer(created(id));
  const submitted = heard("lead-submit");
  const element = await mount({ redirect: "#never" });
  await send(element);
  await waitFor(() => submitted.length === 1, "lead-submit");
  return { sent, submitted: submitted.map((event) => event.detail) };
}

describe("<lead-form> on a page with data-consent=required", () => {
  withCleanPage();

  afterEach(() => {
    delete page.gtag;
    delete page.fbq;
  });

  it("before consent: the lead is sent with the page's attribution; nothing stored, no tag told", async () => {
    expect(page.ebwConsent?.status).to.equal("pending");
    localStorage.removeItem("ebw-attribution");
    history.replaceState(null, "", `${location.pathname}?utm_source=consent-test&gclid=G7`);
    const { consentDefault, gtag, fbq } = tags();

    let outcome: Awaited<ReturnType<typeof submitLead>> | undefined;
    const writes = await writesDuring(async () => {
      outcome = await submitLead("lead-before");
    });

    expect(outcome?.sent).to.have.length(1);
    expect(outcome?.submitted).to.deep.equal([{ id: "lead-before", source: "debt-lead-inline" }]);
    expect(outcome?.sent[0]?.body.attribution).to.deep.include({
      utm_source: "consent-test",
      gclid: "G7",
      landingPage: `${location.pathname}?utm_source=consent-test&gclid=G7`,
    });
    expect(writes).to.deep.equal([]);
    expect(localStorage.getItem("ebw-attribution")).to.equal(null);
    expect(localStorage.getItem(outboxKey)).to.equal(null);
    expect(page.dataLayer).to.deep.equal([consentDefault]);
    expect(gtag).to.deep.equal([]);
    expect(fbq).to.deep.equal([]);
  });

  it("after grant(): the visit's attribution is stored and the tags hear of later leads", async () => {
    const { gtag, fbq } = tags();
    page.ebwConsent?.grant();
    expect(page.ebwConsent?.status).to.equal("granted");

    let outcome: Awaited<ReturnType<typeof submitLead>> | undefined;
    const writes = await writesDuring(async () => {
      outcome = await submitLead("lead-after");
    });

    expect(outcome?.sent).to.have.length(1);
    expect(writes).to.include.members(["ebw-attribution", outboxKey]);
    expect(writes.filter((write) => write.startsWith("cookie="))).to.deep.equal([]);
    const events = (page.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
    expect(events).to.include.members(["lead-submit", "debt_consolidation"]);
    // Only this lead: nothing from before consent is replayed.
    expect(page.dataLayer).to.not.deep.include({
      event: "lead-submit",
      id: "lead-before",
      source: "debt-lead-inline",
    });
    expect(gtag.map((call) => call.slice(0, 2))).to.deep.include(["event", "debt_consolidation"]);
    expect(fbq.map((call) => call.slice(0, 2))).to.deep.include(["track", "Lead"]);
  });
});
