/** Spec: a dropdown closes 150 ms after the pointer leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

type State = "open" | "closed";

function setState(element: HTMLElement, trigger: HTMLElement, state: State): void {
  element.dataset.state = state;
  trigger.setAttribute("aria-expanded", String(state === "open"));
}

/** The navigation shown by the menu button (narrow screens), not the desktop bar. */
const inMobileMenu = (element: Element): boolean =>
  element.closest<HTMLElement>("#site-nav")?.dataset.state === "open";

/**
 * Services and Locations: open on hover or focus, close 150 ms after the pointer leaves. Enter or
 * Space on a trigger that focus has just opened keeps it open (the press is meant to open it);
 * after that they toggle it. In the open mobile menu the lists stay open until their own trigger
 * is tapped: closing one when focus moves on would pull the next trigger from under the finger.
 */
export function initDropdowns(doc: Document): void {
  const dropdowns = [...doc.querySelectorAll<HTMLElement>("[data-dropdown]")];
  for (const dropdown of dropdowns) {
    const trigger = dropdown.querySelector<HTMLElement>("[data-dropdown-trigger]");
    if (!trigger) continue;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    let pointerType = "";
    // Opened by keyboard focus, and not yet pressed since.
    let openedByFocus = false;
    const cancelClose = () => {
      clearTimeout(closeTimer);
      closeTimer = undefined;
    };
    const open = () => {
      cancelClose();
      if (!inMobileMenu(dropdown)) {
        for (const other of dropdowns) {
          const otherTrigger = other.querySelector<HTMLElement>("[data-dropdown-trigger]");
          if (other !== dropdown && otherTrigger) setState(other, otherTrigger, "closed");
        }
      }
      setState(dropdown, trigger, "open");
    };
    const close = () => {
      cancelClose();
      openedByFocus = false;
      setState(dropdown, trigger, "closed");
    };

    dropdown.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") open();
    });
    dropdown.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      closeTimer = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
    });
    trigger.addEventListener("pointerdown", (event) => {
      pointerType = event.pointerType;
    });
    trigger.addEventListener("focus", () => {
      // Keyboard focus opens it; a tap or click focuses too, and is handled by the click below.
      if (trigger.matches(":focus-visible") && dropdown.dataset.state !== "open") {
        open();
        openedByFocus = true;
      }
    });
    dropdown.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (inMobileMenu(dropdown)) return;
      if (!(next instanceof Node) || !dropdown.contains(next)) close();
    });
    trigger.addEventListener("click", () => {
      // A mouse already opened it on hover, and focus just opened it for a key press: neither
      // press may shut it.
      const keepOpen = pointerType === "mouse" || openedByFocus;
      openedByFocus = false;
      if (keepOpen) open();
      else if (dropdown.dataset.state === "open") close();
      else open();
      pointerType = "";
    });
    dropdown.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || dropdown.dataset.state !== "open") return;
      close();
      trigger.focus({ preventScroll: true });
      // Focusing the trigger would reopen it; keep it closed until the next interaction.
      setState(dropdown, trigger, "closed");
      openedByFocus = false;
    });
  }
}

/** The mobile menu button shows and hides the navigation. */
export function initMobileMenu(doc: Document): void {
  const toggle = doc.querySelector<HTMLElement>("[data-nav-toggle]");
  const nav = toggle ? doc.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  if (!toggle || !nav) return;
  const set = (state: State) => {
    setState(nav, toggle, state);
    doc.documentElement.classList.toggle("menu-open", state === "open");
  };
  toggle.addEventListener("click", () => set(nav.dataset.state === "open" ? "closed" : "open"));
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && nav.dataset.state === "open") {
      set("closed");
      toggle.focus();
    }
  });
  // Following an in-page link (or any link) should not leave the menu covering the page.
  nav.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) set("closed");
  });
}
