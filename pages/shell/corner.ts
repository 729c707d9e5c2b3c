/**
 * The bottom-right corner controls (the chat button, back-to-top above it) may pass over the
 * page while it scrolls, but never rest on something to read or press: when scrolling stops with
 * a link, button, field, label or line of text beneath them, they rise to the nearest clear place in the lower half of
 * the window, and come back down once their corner is clear. They move by `--corner-lift`, a
 * translation (no layout moves, so no layout shift); the footer keeps the page's last lines clear.
 */
const CONTENT = "a[href], button, input, select, textarea, label, summary, [role=button]";
/** The corner controls themselves, and the layers that are not page content. */
const LAYERS = "broker-chat, .scroll-top, .mobile-cta, .toaster, .site-header";
const STEP_PX = 8;
/** Sample points across a control: a 4 × 4 grid, 6 px inside its edges. */
const GRID = [0, 1 / 3, 2 / 3, 1];

/**
 * How far the control is raised right now: its `translate`'s vertical part as computed, which
 * mid-transition (a second scroll within 150 ms of the first) is part of the way to the lift.
 */
function raisedBy(control: Element, win: Window): number {
  const [, y = "0px"] = win.getComputedStyle(control).translate.split(" ");
  return -Number.parseFloat(y) || 0;
}

/** The corner controls as drawn now, each where it would be without any lift. */
function cornerBoxes(doc: Document, win: Window): DOMRect[] {
  const controls: Element[] = [];
  const launcher = doc.querySelector("broker-chat")?.shadowRoot?.querySelector(".launcher");
  const chat = doc.querySelector<HTMLElement>("broker-chat");
  if (launcher && chat?.dataset.state !== "open") controls.push(launcher);
  const scrollTop = doc.querySelector<HTMLElement>(".scroll-top");
  if (scrollTop && !scrollTop.hidden) controls.push(scrollTop);
  return controls
    .map((control) => {
      const box = control.getBoundingClientRect();
      return new DOMRect(box.x, box.y + raisedBy(control, win), box.width, box.height);
    })
    .filter((box) => box.width > 0 && box.height > 0);
}

/** What one placement check needs: the lines of text of each element met so far. */
type Lines = Map<Element, DOMRect[]>;

/** The boxes of the element's own lines of text (not its children's), measured once. */
function textLines(element: Element, lines: Lines): DOMRect[] {
  let boxes = lines.get(element);
  if (!boxes) {
    boxes = [];
    const range = element.ownerDocument.createRange();
    for (const node of element.childNodes) {
      if (node.nodeType !== 3 || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      boxes.push(...range.getClientRects());
    }
    lines.set(element, boxes);
  }
  return boxes;
}

const meets = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether something to press or read lies under the box at the point: a control, or a line of
 * text crossing the box (inside open shadow roots too).
 */
function contentAt(doc: Document, x: number, y: number, box: DOMRect, lines: Lines): boolean {
  const seen = new Set<Element>();
  const check = (hits: Element[]): boolean => {
    for (const hit of hits) {
      if (seen.has(hit)) continue;
      seen.add(hit);
      if (hit.closest(LAYERS)) continue;
      if (hit.closest(CONTENT)) return true;
      if (textLines(hit, lines).some((line) => meets(line, box))) return true;
      if (hit.shadowRoot && check(hit.shadowRoot.elementsFromPoint(x, y))) return true;
    }
    return false;
  };
  return check(doc.elementsFromPoint(x, y));
}

function covers(doc: Document, boxes: DOMRect[], raise: number, lines: Lines): boolean {
  return boxes.some((box) => {
    const raised = new DOMRect(box.x, box.y - raise, box.width, box.height);
    return GRID.some((fy) =>
      GRID.some((fx) =>
        contentAt(
          doc,
          raised.left + 6 + (raised.width - 12) * fx,
          raised.top + 6 + (raised.height - 12) * fy,
          raised,
          lines,
        ),
      ),
    );
  });
}

/**
 * The smallest lift (0 when the corner is clear) that leaves nothing to read or press beneath;
 * 0 too when no place in the lower half of the window is clear.
 */
export function clearLift(doc: Document, win: Window): number {
  const boxes = cornerBoxes(doc, win);
  if (boxes.length === 0) return 0;
  const highest = Math.min(...boxes.map((box) => box.top));
  const limit = Math.min(win.innerHeight / 2, highest - win.innerHeight / 2);
  const lines: Lines = new Map();
  for (let raise = 0; raise <= limit; raise += STEP_PX) {
    if (!covers(doc, boxes, raise, lines)) return raise;
  }
  return 0;
}

export function initCornerClearance(win: Window): void {
  const doc = win.document;
  const root = doc.documentElement;
  let lift = 0;
  // Inline at once, as well as the stylesheet's 0px: it tells that the corner keeps clear from now.
  root.style.setProperty("--corner-lift", "0px");
  const update = () => {
    const next = clearLift(doc, win);
    if (next === lift) return;
    lift = next;
    root.style.setProperty("--corner-lift", `${lift}px`);
  };
  // Where the browser has no 'scrollend' (Safari), a pause in scrolling stands for it.
  if ("onscrollend" in (win as object)) {
    win.addEventListener("scrollend", update, { passive: true });
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    win.addEventListener(
      "scroll",
      () => {
        clearTimeout(timer);
        timer = setTimeout(update, 150);
      },
      { passive: true },
    );
  }
  win.addEventListener("resize", update, { passive: true });
  // The chat button is drawn once its code has run; back-to-top appears on scrolling (above).
  void win.customElements.whenDefined("broker-chat").then(() => {
    win.requestAnimationFrame(update);
  });
}
