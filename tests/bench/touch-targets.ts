/**
 * What `npm run bench:touch` (`./touch.ts`) taps, and what counts as the answer to each tap.
 * `ready`, `probe` are expressions evaluated in the page: `ready` is true once the element's
 * first view (or its button) is on screen; `probe` describes what the visitor sees of the
 * answer, and the tap is answered in the first frame where it differs from its value just
 * before the tap.
 */

/** Where the element is: a page of another origin with one of our scripts, or one of ours. */
export type Setup = "loader" | "standalone" | "ours";

export interface TouchTarget {
  /** The row's name: what is tapped and what answers. */
  name: string;
  setup: Setup;
  /** Ours: the path (with `?subdomain=debt` for the debt site). Another origin: the body. */
  page: string;
  /** The tag whose script a page of another origin includes. */
  tag: string;
  ready: string;
  probe: string;
  /** Where the visitor scrolls to first; else to the element. */
  scrollY?: number;
  /** What the visitor does: a tap on this role and name (or CSS) inside `tag`'s shadow root. */
  tap:
    | { role: "button" | "slider"; name?: string; at?: number }
    | { css: string }
    | { exitThroughTop: true };
}

const root = (tag: string) => `document.querySelector(${JSON.stringify(tag)})?.shadowRoot`;

/** A button of the element's view is on screen. */
const hasButton = (tag: string) => `!!${root(tag)}?.querySelector("button")`;

/** A form's answer to a submit: fields marked invalid, a message, or its busy state. */
const formProbe = (tag: string) =>
  `(${root(tag)}?.querySelectorAll('[aria-invalid="true"], [aria-busy="true"], [role="alert"]:not(:empty)').length ?? 0)`;

const dialogOpen = (tag: string) => `!!${root(tag)}?.querySelector("dialog[open]")`;

const onForeign = (setup: "loader" | "standalone"): TouchTarget[] => [
  {
    name: "calculator: Add Another Debt → new row",
    setup,
    tag: "debt-calculator",
    page: "<debt-calculator></debt-calculator>",
    ready: hasButton("debt-calculator"),
    probe: `${root("debt-calculator")}?.querySelectorAll("input[inputmode=decimal]").length`,
    tap: { role: "button", name: "Add Another Debt" },
  },
  {
    name: "calculator: slider → value moves",
    setup,
    tag: "debt-calculator",
    page: '<debt-calculator variant="slider"></debt-calculator>',
    ready: hasButton("debt-calculator"),
    probe: `${root("debt-calculator")}?.querySelector("[role=slider]")?.getAttribute("aria-valuenow")`,
    tap: { role: "slider", at: 0.85 },
  },
  ...(
    [
      ["lead-form", "", "See My Potential Savings"],
      ["contact-form", "", "Send Message"],
      ["preapproval-form", "", "Submit Pre-approval Request"],
      ["resource-download", ' lead-magnet="first-home-buyers-guide"', "Download Now"],
    ] as const
  ).map(
    ([tag, attributes, button]): TouchTarget => ({
      name: `${tag}: ${button} (empty) → invalid fields or busy`,
      setup,
      tag,
      page: `<${tag}${attributes}></${tag}>`,
      ready: hasButton(tag),
      probe: formProbe(tag),
      tap: { role: "button", name: button },
    }),
  ),
  {
    name: "modal trigger → lead form's dialog open",
    setup,
    tag: "lead-form",
    page: '<button type="button" data-open-lead-form>See How Much You Could Save</button><lead-form mode="modal"></lead-form>',
    ready: "!!document.querySelector('[data-open-lead-form]')",
    probe: dialogOpen('lead-form[mode="modal"]'),
    tap: { css: "[data-open-lead-form]" },
  },
  {
    name: "chat button → panel open",
    setup,
    tag: "broker-chat",
    page: "<broker-chat></broker-chat>",
    ready: hasButton("broker-chat"),
    probe: `!!${root("broker-chat")}?.querySelector(".panel-slot [role=dialog]")`,
    tap: { role: "button", name: "Chat with us" },
  },
  {
    name: "exit offer: pointer leaves the top → dialog open",
    setup,
    tag: "exit-intent",
    page: "<exit-intent></exit-intent>",
    ready: "!!customElements.get('exit-intent')",
    probe: dialogOpen("exit-intent"),
    tap: { exitThroughTop: true },
  },
];

const ours: TouchTarget[] = [
  {
    name: "calculator: Add Another Debt → new row",
    setup: "ours",
    tag: "debt-calculator",
    page: "/debt-calculator",
    ready: hasButton("debt-calculator"),
    probe: `${root("debt-calculator")}?.querySelectorAll("input[inputmode=decimal]").length`,
    tap: { role: "button", name: "Add Another Debt" },
  },
  {
    name: "contact-form: Send Message (empty) → invalid fields or busy",
    setup: "ours",
    tag: "contact-form",
    page: "/",
    ready: hasButton("contact-form"),
    probe: formProbe("contact-form"),
    tap: { role: "button", name: "Send Message" },
  },
  {
    name: "modal trigger → lead form's dialog open",
    setup: "ours",
    tag: "lead-form",
    page: "/?subdomain=debt",
    // Past the hero's own form, where the fixed button shows.
    scrollY: 1600,
    ready: "!!document.querySelector('[data-mobile-cta]')?.checkVisibility()",
    probe: dialogOpen('lead-form[mode="modal"]'),
    tap: { css: "[data-mobile-cta]" },
  },
  {
    name: "chat button → panel open",
    setup: "ours",
    tag: "broker-chat",
    // The chat is on the main site's pages.
    page: "/debtconsol",
    ready: hasButton("broker-chat"),
    probe: `!!${root("broker-chat")}?.querySelector(".panel-slot [role=dialog]")`,
    tap: { role: "button", name: "Chat with us" },
  },
  {
    name: "exit offer: pointer leaves the top → dialog open",
    setup: "ours",
    tag: "exit-intent",
    page: "/?subdomain=debt",
    ready: "!!customElements.get('exit-intent')",
    probe: dialogOpen("exit-intent"),
    tap: { exitThroughTop: true },
  },
];

export const touchTargets: TouchTarget[] = [
  ...onForeign("loader"),
  ...onForeign("standalone"),
  ...ours,
];
