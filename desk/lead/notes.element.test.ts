import { expect } from "chai";
import { waitFor } from "../../testing/waiting";
import { deskStage } from "../../tests/fixtures/desk-stage";

// A lead's notes, built from the sources, against a faked server.

/** Types into a React-controlled box as a person would. */
function type(box: HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  setter?.call(box, text);
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("a note typed after the session ended (finding 3)", () => {
  const stage = deskStage();
  let container: HTMLElement;

  beforeEach(() => {
    sessionStorage.clear();
    container = stage.container;
  });

  it("is back in its box when the lead's page opens again after signing in, and gone once added", async () => {
    const signedOut: string[] = [];
    const listen = () => signedOut.push("signed out");
    window.addEventListener("desk-signed-out", listen);
    window.fetch = async () =>
      Response.json({ ok: false, error: "unauthenticated" }, { status: 401 });
    let unmount = stage.mount.mountNotes(container, "lead-1");
    const box = () => container.querySelector("textarea") as HTMLTextAreaElement;
    await waitFor(() => container.querySelector("textarea") !== null, "the note box");

    type(box(), "Called at 3, wants a call back Friday");
    await waitFor(
      () => !(container.querySelector("button[type=submit]") as HTMLButtonElement).disabled,
      "the button",
    );
    (container.querySelector("button[type=submit]") as HTMLButtonElement).click();
    await waitFor(() => signedOut.length > 0, "the desk told the session ended");
    window.removeEventListener("desk-signed-out", listen);
    // The shell shows the sign-in in place of the page; after it, the page opens again.
    unmount();
    unmount = stage.mount.mountNotes(container, "lead-1");
    await waitFor(() => container.querySelector("textarea") !== null, "the note box again");

    expect(box().value).to.equal("Called at 3, wants a call back Friday");

    window.fetch = async () =>
      Response.json(
        { note: { id: "n1", at: new Date().toISOString(), author: "Broker", text: "x" } },
        { status: 201 },
      );
    (container.querySelector("button[type=submit]") as HTMLButtonElement).click();
    await waitFor(() => box().value === "", "the box emptied");
    unmount();
    unmount = stage.mount.mountNotes(container, "lead-1");
    await waitFor(() => container.querySelector("textarea") !== null, "the note box once more");
    expect(box().value).to.equal("");
    unmount();
  });
});
