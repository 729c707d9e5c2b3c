import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";

// Settings and the inbox, built from the sources, against a server whose session has ended.

describe("a page open when the session ends", () => {
  const stage = deskStage();
  const signedOut: string[] = [];
  const listen = (event: Event) => signedOut.push(event.type);

  beforeEach(() => {
    signedOut.length = 0;
    window.addEventListener("desk-signed-out", listen);
    stage.answer(() =>
      Response.json(
        { ok: false, error: "unauthenticated", message: "Sign in to the desk first." },
        { status: 401 },
      ),
    );
  });

  afterEach(() => window.removeEventListener("desk-signed-out", listen));

  for (const page of ["mountSettings", "mountInbox"] as const) {
    it(`${page === "mountSettings" ? "Settings" : "the inbox"} tells the desk to show the sign-in`, async () => {
      stage.show(stage.mount[page](stage.container));

      await waitFor(() => signedOut.length > 0, "the desk told the session ended");
      expect(signedOut[0]).to.equal("desk-signed-out");
    });
  }
});
