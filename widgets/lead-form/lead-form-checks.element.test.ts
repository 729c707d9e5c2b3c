import { expect } from "chai";
import { mount, waitFor, withCleanPage } from "../../testing/lead-form-kit";

// Runs against the production build: `npm run build:widgets` first. A file of its own: the
// page must not have loaded the form's checks before this test.
const checksFetched = () =>
  performance
    .getEntriesByType("resource")
    .some((entry) => /\/chunks\/debt-lead-validation-[\w-]+\.js$/.test(entry.name));

describe("<lead-form>'s checks", () => {
  withCleanPage();

  it("arrive once the form runs, before the visitor touches it, so a first press waits for nothing", async () => {
    expect(checksFetched()).to.equal(false);

    await mount({ mode: "inline" });

    await waitFor(checksFetched, "the form's checks to be fetched");
  });
});
