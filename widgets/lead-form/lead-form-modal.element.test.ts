import { sendKeys, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import {
  fakeServer,
  fillIn,
  mount,
  root,
  settle,
  submitButton,
  waitFor,
  withCleanPage,
} from "../../testing/lead-form-kit";

describe("<lead-form>", () => {
  withCleanPage();

  it("modal: a data-open-lead-form button added later opens the dialog", async () => {
    const element = await mount({ mode: "modal" });
    const dialog = root(element).querySelector("dialog");
    expect(dialog?.open).to.equal(false);

    const opener = document.createElement("button");
    opener.setAttribute("data-open-lead-form", "");
    opener.textContent = "See How Much You Could Save - 100% Free";
    document.body.append(opener);
    opener.click();
    await waitFor(() => dialog?.open === true, "the dialog to open");

    expect(element.hasAttribute("open")).to.equal(true);
    expect(dialog?.querySelector("form")).to.not.equal(null);
    expect(dialog?.querySelector("h2")?.textContent).to.equal("See How Much You Could Save");
  });

  it("modal: show() and hide() open and close it", async () => {
    const element = await mount({ mode: "modal", heading: "Free debt review" });
    const dialog = root(element).querySelector("dialog");

    (element as HTMLElement & { show(): void }).show();
    await waitFor(() => dialog?.open === true, "the dialog to open");
    expect(dialog?.querySelector("h2")?.textContent).to.equal("Free debt review");

    (element as HTMLElement & { hide(): void }).hide();
    await waitFor(() => dialog?.open === false, "the dialog to close");
    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("modal: on a page zoomed to 150 %, the open dialog fits the screen, on a phone and on a wide screen", async () => {
    document.documentElement.style.zoom = "1.5";
    try {
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await setViewport({ width, height });
        const element = await mount({ mode: "modal" });
        const dialog = root(element).querySelector("dialog");
        (element as HTMLElement & { show(): void }).show();
        await waitFor(() => dialog?.open === true, "the dialog to open");
        const box = dialog?.getBoundingClientRect();
        expect(box?.left, `${width} px`).to.be.at.least(0);
        expect(box?.right, `${width} px`).to.be.at.most(window.innerWidth);
        expect(box?.top, `${width} px`).to.be.at.least(0);
        expect(box?.bottom, `${width} px`).to.be.at.most(window.innerHeight);
        element.remove();
      }
    } finally {
      document.documentElement.style.zoom = "";
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("modal: closes on Escape", async () => {
    const element = await mount({ mode: "modal" });
    const dialog = root(element).querySelector("dialog");
    (element as HTMLElement & { show(): void }).show();
    await waitFor(() => dialog?.open === true, "the dialog to open");

    await sendKeys({ press: "Escape" });
    await waitFor(() => dialog?.open === false, "the dialog to close");
    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("modal: once removed from the page, it no longer answers data-open-lead-form clicks", async () => {
    const element = await mount({ mode: "modal" });
    const opener = document.createElement("button");
    opener.setAttribute("data-open-lead-form", "");
    document.body.append(opener);
    element.remove();
    await settle();

    opener.click();
    await settle();

    expect(element.hasAttribute("open")).to.equal(false);
  });

  it("modal: a second submit while the first is on its way sends nothing more", async () => {
    let answer: (response: Response) => void = () => {};
    const { sent } = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const element = await mount({ mode: "modal", redirect: "none" });
    (element as HTMLElement & { show(): void }).show();
    await fillIn(element);

    submitButton(element).click();
    await waitFor(() => sent.length === 1, "the first request");
    // The modal keeps its label while sending, as specified; it just ignores the repeat.
    expect(submitButton(element).textContent).to.equal("See My Potential Savings");
    submitButton(element).click();
    root(element).querySelector("form")?.requestSubmit();
    await settle();

    expect(sent).to.have.length(1);
    answer(new Response(JSON.stringify({ ok: true, id: "once" }), { status: 201 }));
    await waitFor(() => Boolean(root(element).querySelector("[role=status]")), "the success");
    expect(sent).to.have.length(1);
    expect(sent[0]?.body.source).to.equal("debt-lead-modal");
  });
});
