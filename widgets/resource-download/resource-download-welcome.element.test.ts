import { expect } from "chai";
import {
  fakeServer,
  heard,
  recordPixel,
  root,
  send,
  settle,
  toastText,
  waitForToast,
} from "../../testing/lead-form-kit";
import {
  ASKED_BEFORE_KEY,
  mount,
  stored,
  withCleanPage,
} from "../../testing/resource-download-kit";

/*
 * "Welcome back!" is the visitor's own browser's memory: the server answers a known e-mail
 * exactly as a new one, so that no one can ask it whether an address is a contact.
 */

/** Files the page started downloading (the helper clicks a link with `download`). */
function catchDownloads(): string[] {
  const started: string[] = [];
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    started.push(this.href);
  };
  return started;
}

describe("<resource-download> welcoming a visitor back", () => {
  withCleanPage();

  it("a browser that asked for a resource before: 'Welcome back!' and the updated download count", async () => {
    fakeServer(stored);
    const first = await mount({ "lead-magnet": "advanced-loan-calculator", redirect: "none" });
    catchDownloads();
    await send(first, { email: "kim@example.com" });
    await waitForToast(first, "Thank you!");
    first.remove();
    const events = heard<{ isExisting: boolean }>("download-start");

    const element = await mount({ "lead-magnet": "first-home-buyers-guide", redirect: "none" });
    await send(element, { email: "someone.else@example.com" });
    await waitForToast(element, "Welcome back!");

    expect(toastText(element)).to.include(
      "We've updated your download count. Starting your download now...",
    );
    expect(events[0]?.detail.isExisting).to.equal(true);
  });

  it("a browser that asked before reports no Lead: it is no new lead", async () => {
    localStorage.setItem(ASKED_BEFORE_KEY, "1");
    fakeServer(stored);
    const pixel = recordPixel();
    const element = await mount({ "lead-magnet": "advanced-loan-calculator", redirect: "none" });
    const downloads = catchDownloads();

    await send(element, { email: "kim@example.com" });
    await waitForToast(element, "Welcome back!");
    root(element).querySelector<HTMLButtonElement>("[part=download-again]")?.click();
    await settle();

    expect(downloads).to.have.length(2);
    expect(pixel).to.deep.equal([]);
  });

  it("without the page's consent, remembers the request in this page only, and in the browser once consent is given", async () => {
    const consent = (window as unknown as { ebwConsent: { deny(): void; grant(): void } })
      .ebwConsent;
    consent.deny();
    fakeServer(stored);
    catchDownloads();
    const ask = async (expected: string) => {
      const element = await mount({ "lead-magnet": "advanced-loan-calculator", redirect: "none" });
      await send(element, { email: "kim@example.com" });
      await waitForToast(element, expected);
      element.remove();
    };

    await ask("Thank you!");
    expect(localStorage.getItem(ASKED_BEFORE_KEY)).to.equal(null);
    await ask("Welcome back!");
    expect(localStorage.getItem(ASKED_BEFORE_KEY)).to.equal(null);
    consent.grant();
    await ask("Welcome back!");

    expect(localStorage.getItem(ASKED_BEFORE_KEY)).to.equal("1");
  });
});
