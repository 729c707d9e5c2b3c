import { expect } from "chai";
import * as kit from "../../../testing/lead-form-kit";

/** The front toast a form shows, once it has slid in and stopped. */
function settledToast(element: HTMLElement): HTMLElement | null {
  const toast = kit
    .root(element)
    .querySelector<HTMLElement>('[data-sonner-toast][data-mounted="true"]');
  return toast && toast.getAnimations().length === 0 ? toast : null;
}

const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe("toasts of several widgets", () => {
  kit.withCleanPage();

  it("given two forms that both fail to send, their toasts stand one above the other in the corner", async () => {
    kit.fakeServer(kit.serverError(), kit.serverError());
    const first = await kit.mount({ redirect: "#never" });
    const second = await kit.mount({ redirect: "#never" });

    await kit.send(first);
    await kit.waitForToast(first, kit.failureTitle);
    await kit.send(second);
    await kit.waitForToast(second, kit.failureTitle);
    await kit.waitFor(
      () => settledToast(first) !== null && settledToast(second) !== null,
      "both toasts in place",
    );
    await frames();

    const lower = (settledToast(first) as HTMLElement).getBoundingClientRect();
    const upper = (settledToast(second) as HTMLElement).getBoundingClientRect();
    expect(Math.round(upper.right)).to.equal(Math.round(lower.right));
    expect(upper.bottom).to.be.at.most(lower.top);
    expect(upper.top).to.be.at.least(0);
  });
});
