import { expect } from "chai";

// Runs against the production build: `npm run build` first.
const built = (tag: string) => `/dist/widgets/${tag}.js`;

async function waitFor(check: () => boolean, what: string, timeout = 5000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function container(): HTMLElement {
  const box = document.createElement("div");
  document.body.append(box);
  return box;
}

const input = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;

describe("a widget the page moves (modal libraries, page builders)", () => {
  before(async () => {
    await import(built("contact-form"));
    await import(built("debt-calculator"));
  });

  it("keeps what the visitor typed through appendChild, insertBefore and moveBefore", async () => {
    const [first, second] = [container(), container()];
    const form = document.createElement("contact-form");
    first.append(form);
    await waitFor(() => input(form, "name") !== null, "the contact form");
    const name = input(form, "name") as HTMLInputElement;
    name.value = "Alex Chen";
    name.dispatchEvent(new Event("input", { bubbles: true }));

    second.appendChild(form);
    await nextTask();
    first.insertBefore(form, null);
    await nextTask();
    const move = (second as unknown as { moveBefore?: (node: Node, child: Node | null) => void })
      .moveBefore;
    if (move) move.call(second, form, null);
    await nextTask();

    expect(input(form, "name")).to.equal(name);
    expect(input(form, "name")?.value).to.equal("Alex Chen");
    first.remove();
    second.remove();
    form.remove();
  });

  it("keeps the calculator's debts when it is taken out and put back a moment later", async () => {
    const [first, second] = [container(), container()];
    const calculator = document.createElement("debt-calculator");
    first.append(calculator);
    const add = () =>
      [...(calculator.shadowRoot?.querySelectorAll("button") ?? [])].find(
        (button) => button.textContent?.trim() === "Add Another Debt",
      );
    await waitFor(() => add() !== undefined, "the calculator");
    const fields = () => calculator.shadowRoot?.querySelectorAll("input").length ?? 0;
    const before = fields();
    add()?.click();
    await waitFor(() => fields() > before, "a second debt");
    const withTwo = fields();

    calculator.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    second.append(calculator);
    await nextTask();

    expect(fields()).to.equal(withTwo);
    first.remove();
    second.remove();
    calculator.remove();
  });

  it("lets go of everything once removed for good: its view is unmounted", async () => {
    const form = document.createElement("contact-form");
    document.body.append(form);
    await waitFor(() => input(form, "name") !== null, "the contact form");

    form.remove();

    await waitFor(() => form.shadowRoot?.querySelector("form") === null, "the unmount");
    expect(form.shadowRoot?.querySelector("input")).to.equal(null);
  });
});
