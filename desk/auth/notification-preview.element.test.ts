import { expect } from "chai";
import { waitFor } from "../../testing/waiting";

// Settings' preview of a notification, built from the sources.
const fixtureUrl = "/bundled/tests/fixtures/desk-mount.js";

interface Mount {
  mountNotificationPreview(container: HTMLElement, showNames: boolean): () => void;
}

describe("the lock screen's preview in Settings", () => {
  let mount: Mount;
  let container: HTMLElement;
  let unmount = () => {};

  before(async () => {
    mount = (await import(fixtureUrl)) as Mount;
  });

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    unmount();
    container.remove();
  });

  const shown = () =>
    [...container.querySelectorAll(".push-preview__title, .push-preview__body")].map(
      (p) => p.textContent,
    );

  it("given names hidden, shows what the lead wants and no name, as the push says it", async () => {
    unmount = mount.mountNotificationPreview(container, false);
    await waitFor(() => shown().length > 0, "the preview");

    expect(shown()).to.deep.equal(["New lead: refinance, $600k"]);
    expect(container.textContent).not.to.include("Jane");
  });

  it("given names shown, puts the person's name in the title and what they want below", async () => {
    unmount = mount.mountNotificationPreview(container, true);
    await waitFor(() => shown().length > 0, "the preview");

    expect(shown()).to.deep.equal(["New lead: Jane Citizen", "refinance, $600k"]);
  });
});
