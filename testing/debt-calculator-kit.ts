import { sendKeys } from "@web/test-runner-commands";
import { addToPage, loadElement } from "./elements.js";
import { settle, waitFor } from "./waiting.js";

export { settle, waitFor };

/*
 * What the calculator's element suites share: figures worked out from the calculation rules, and
 * ways to find what a visitor sees in the shadow root.
 */

/*
 * Expected figures are worked out here from the calculation rules (annuity repayment, debts over
 * 60 months, the home loan over 360) rather than by calling the calculator module.
 */
export function repayment(principal: number, ratePercent: number, months: number): number {
  if (principal <= 0 || ratePercent <= 0) return 0;
  const r = ratePercent / 100 / 12;
  return (principal * r) / (1 - (1 + r) ** -months);
}
export const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
export const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Loads the element (the production build: `npm run build:widgets` first) before the suite;
 * after each test, removes the calculators and puts back the page's address, which a share
 * link changes.
 */
export function withCleanPage(): void {
  const originalUrl = location.href;

  before(async () => {
    await loadElement("debt-calculator");
  });

  afterEach(() => {
    for (const element of document.querySelectorAll("debt-calculator")) element.remove();
    history.replaceState(null, "", originalUrl);
  });
}

/** Defines `<debt-calculator>` if needed, adds one to the page and waits for its figures. */
export async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = await addToPage("debt-calculator", attributes);
  await waitFor(() => Boolean(element.shadowRoot?.querySelector(".dc-figure")), "the figures");
  return element;
}

/** Points at the chart, as a visitor would before it scrolls into view; the chart then loads. */
export async function approachChart(element: HTMLElement): Promise<void> {
  await waitFor(() => Boolean(element.shadowRoot?.querySelector("[part~=chart]")), "the chart box");
  root(element).querySelector("[part~=chart]")?.dispatchEvent(new PointerEvent("pointerenter"));
}

export function root(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error("no shadow root");
  return element.shadowRoot;
}

export function figure(element: HTMLElement, label: string): string {
  for (const item of root(element).querySelectorAll(".dc-figure")) {
    if (item.querySelector("dt")?.textContent === label) {
      return item.querySelector("dd")?.textContent ?? "";
    }
  }
  throw new Error(`no figure labelled ${label}`);
}

export function rows(element: HTMLElement): HTMLElement[] {
  return [...root(element).querySelectorAll<HTMLElement>("[part~=debt-row]")];
}

export function row(element: HTMLElement, index: number): HTMLElement {
  const found = rows(element)[index];
  if (!found) throw new Error(`no debt row ${index + 1}`);
  return found;
}

export function fieldOf<T extends HTMLElement>(scope: ParentNode, labelText: string): T {
  for (const label of scope.querySelectorAll("label")) {
    if (label.textContent?.trim().startsWith(labelText) && label.htmlFor) {
      const field = (scope as Element).getRootNode() as ShadowRoot;
      const control = field.getElementById(label.htmlFor);
      if (control) return control as T;
    }
  }
  throw new Error(`no field labelled ${labelText}`);
}

export function button(element: HTMLElement, name: string): HTMLButtonElement {
  for (const candidate of root(element).querySelectorAll("button")) {
    const accessibleName = candidate.getAttribute("aria-label") ?? candidate.textContent?.trim();
    if (accessibleName === name) return candidate;
  }
  throw new Error(`no button named ${name}`);
}

export function chooseType(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: "Backspace" });
  await sendKeys({ type: text });
}

export function slider(element: HTMLElement): HTMLElement {
  const found = root(element).querySelector<HTMLElement>("[role=slider]");
  if (!found) throw new Error("no slider");
  return found;
}
