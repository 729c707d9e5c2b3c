import { expect } from "chai";
import { messageFor, submitButton, typeInto, waitFor } from "../../../../testing/lead-form-kit";

// Runs against the production build: `npm run build` first.
const FIRST_VIEW = Symbol.for("ebw.firstView");
const READY = Symbol.for("ebw.widget.ready");
// In variables, so the type checker does not look for the built files.
const firstViewUrl = "/dist/widgets/first-view/contact-form.js";
const moduleUrl = "/dist/widgets/contact-form.js";

describe("pointers and the focus crossing a widget while it takes over its first view", () => {
  it("reach the fields they crossed once it is hydrated, with no error on the page, and the widget works", async () => {
    const pageErrors: string[] = [];
    const onError = (event: ErrorEvent) => pageErrors.push(String(event.message));
    window.addEventListener("error", onError);

    // The loader's first view of <contact-form>, as it shows it before the element's code.
    const view = (await import(firstViewUrl)) as { html: string; css: string };
    const element = document.createElement("contact-form");
    document.body.append(element);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(view.css);
    const root = element.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = view.html;
    (root as unknown as Record<symbol, CSSStyleSheet>)[FIRST_VIEW] = sheet;
    const heard: string[] = [];
    const kinds = ["pointerover", "mouseover", "focusin"];
    const onHeard = (event: Event) =>
      heard.push(`${event.type} ${(event.target as Element | null)?.getAttribute("name")}`);
    for (const kind of kinds) root.addEventListener(kind, onHeard);
    const onPage: string[] = [];
    const onPageEvent = (event: Event) => onPage.push(event.type);
    for (const kind of kinds) document.addEventListener(kind, onPageEvent);

    try {
      // Defining the element starts hydrating its view; React renders it in later tasks.
      await import(moduleUrl);
      expect((element as unknown as Record<symbol, unknown>)[READY]).to.be.instanceOf(Promise);
      const name = root.querySelector("input[name=name]");
      const email = root.querySelector("input[name=email]");
      if (!name || !email) throw new Error("the first view has no name or e-mail field");
      const crossing = { bubbles: true, composed: true, pointerType: "mouse" };
      // A mouse coming in from the page onto the name field, a pen moving on to the e-mail
      // field, and the focus moving there too.
      name.dispatchEvent(new PointerEvent("pointerover", { ...crossing, pointerId: 1 }));
      const fromName = { ...crossing, relatedTarget: name };
      email.dispatchEvent(new PointerEvent("pointerover", { ...fromName, pointerId: 2 }));
      email.dispatchEvent(new MouseEvent("mouseover", fromName));
      email.dispatchEvent(new FocusEvent("focusin", fromName));
      // React holds them until the view is hydrated.
      expect(heard).to.deep.equal([]);

      await waitFor(
        () => (element as unknown as Record<symbol, unknown>)[READY] === true,
        "the widget to take over its view",
      );
      await waitFor(() => heard.length === 4, "the held events to be handed on");
      expect([...heard].sort()).to.deep.equal([
        "focusin email",
        "mouseover email",
        "pointerover email",
        "pointerover name",
      ]);
      // Only the pointer that came from the page is seen leaving the widget again.
      expect(onPage).to.deep.equal(["pointerover"]);
      expect(pageErrors).to.deep.equal([]);

      // The widget is the component's own: a click and typing are handled.
      submitButton(element).click();
      await waitFor(() => messageFor(element, "name") !== null, "the name's message");
      expect(messageFor(element, "name")).to.equal("Name must be at least 2 characters");
      typeInto(element, "name", "Alex Renter");
      await waitFor(() => messageFor(element, "name") === null, "the name's message to go");
      expect(pageErrors).to.deep.equal([]);
    } finally {
      window.removeEventListener("error", onError);
      for (const kind of kinds) document.removeEventListener(kind, onPageEvent);
      element.remove();
    }
  });
});
