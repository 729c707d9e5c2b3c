import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import {
  apology,
  fakeServer,
  greeting,
  launcher,
  messages,
  mount,
  open,
  panel,
  root,
  sendButton,
  textbox,
  typeAndSend,
  waitFor,
} from "../../testing/chat-kit";

// Runs against the production build: `npm run build:widgets` first.
const moduleUrl = "/dist/widgets/broker-chat.js";

describe("<broker-chat>", () => {
  const realFetch = window.fetch;

  before(async () => {
    await import(moduleUrl);
  });

  beforeEach(() => {
    sessionStorage.clear();
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });

  afterEach(() => {
    window.fetch = realFetch;
    for (const element of document.querySelectorAll("broker-chat")) element.remove();
  });

  it("shows only a round button until the visitor opens it", async () => {
    const element = await mount();

    expect(launcher(element).getAttribute("aria-label")).to.equal("Chat with us");
    expect(launcher(element).getAttribute("aria-expanded")).to.equal("false");
    expect(panel(element) === null).to.equal(true);
    expect(getComputedStyle(launcher(element)).position).to.equal("fixed");
  });

  it("opens with the bot's name, the subtitle and the greeting, focus in the text box", async () => {
    const element = await mount();
    const opened: Event[] = [];
    document.addEventListener("chat-open", (e) => opened.push(e), { once: true });

    await open(element);

    const text = panel(element)?.textContent ?? "";
    expect(text).to.include("Sam from Eastside Home Loans (example)");
    expect(text).to.include("Ask me anything about getting your loan today");
    expect(messages(element)).to.deep.equal([{ sender: "ai", text: greeting }]);
    expect(textbox(element).placeholder).to.equal("Type your message...");
    expect(root(element).activeElement === textbox(element)).to.equal(true);
    expect(launcher(element).getAttribute("aria-expanded")).to.equal("true");
    expect(opened).to.have.length(1);
    expect(opened[0]?.composed).to.equal(true);
    expect(opened[0]?.bubbles).to.equal(true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.include({ event: "chat-open" });
  });

  it("sends the message with the conversation so far and streams the reply in, with a working link", async () => {
    const server = fakeServer();
    const element = await mount({ "api-base": "https://broker.example" });
    await open(element);

    await typeAndSend(element, "How do I book a call?");
    await waitFor(() => server.sent.length === 1, "the request");

    expect(server.sent[0]?.url).to.equal("https://broker.example/api/chat");
    expect(server.sent[0]?.body).to.deep.equal({
      message: "How do I book a call?",
      history: [{ sender: "ai", content: greeting }],
    });
    expect(textbox(element).value).to.equal("");
    expect(sendButton(element).disabled).to.equal(true);
    expect(sendButton(element).textContent).to.equal("Send Message");
    await waitFor(() => root(element).querySelector(".typing") !== null, "the loading indicator");

    server.say("Easy! Grab a time at ");
    await waitFor(() => messages(element).length === 3, "the first words");
    expect(messages(element)[2]?.text).to.equal("Easy! Grab a time at ");
    server.say("/schedule-call and we'll chat.");
    server.finish();
    await waitFor(() => !sendButton(element).disabled, "the reply to finish");

    expect(messages(element).map((m) => m.text)).to.deep.equal([
      greeting,
      "How do I book a call?",
      "Easy! Grab a time at /schedule-call and we'll chat.",
    ]);
    const link = root(element).querySelector<HTMLAnchorElement>(".message a");
    expect(link?.textContent).to.equal("/schedule-call");
    expect(link?.href).to.equal("https://broker.example/schedule-call");
    expect(root(element).querySelector("[aria-live]")?.textContent).to.include(
      "Easy! Grab a time at /schedule-call",
    );
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    expect(layer).to.deep.include({ event: "chat-message", sender: "user" });
    expect(layer).to.deep.include({ event: "chat-message", sender: "ai", mode: "ai" });
  });

  it("apologises when the server cannot be reached, keeping the visitor's message", async () => {
    fakeServer(new TypeError("Failed to fetch"));
    const element = await mount();
    await open(element);

    await typeAndSend(element, "Anyone there?");
    await waitFor(() => messages(element).length === 3, "the apology");

    expect(messages(element).slice(1)).to.deep.equal([
      { sender: "user", text: "Anyone there?" },
      { sender: "ai", text: apology },
    ]);
    expect(sendButton(element).disabled).to.equal(false);
    expect(root(element).querySelector(".typing") === null).to.equal(true);
  });

  it("shows markup in a reply as characters, never as HTML", async () => {
    const server = fakeServer();
    const element = await mount();
    await open(element);

    await typeAndSend(element, "Hi");
    server.say('<img src=x onerror="window.hacked=1"><b>bold</b>');
    server.finish();
    await waitFor(() => !sendButton(element).disabled, "the reply");

    expect(messages(element)[2]?.text).to.equal('<img src=x onerror="window.hacked=1"><b>bold</b>');
    expect(root(element).querySelector(".message img, .message b") === null).to.equal(true);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });

  it("ignores a blank message, and makes a new line with Shift+Enter", async () => {
    const server = fakeServer();
    const element = await mount();
    await open(element);

    await typeAndSend(element, "   ");
    sendButton(element).click();
    expect(server.sent).to.have.length(0);

    await sendKeys({ press: "Backspace" });
    await sendKeys({ press: "Backspace" });
    await sendKeys({ press: "Backspace" });
    await sendKeys({ type: "Line one" });
    await sendKeys({ press: "Shift+Enter" });
    await sendKeys({ type: "Line two" });
    expect(textbox(element).value).to.equal("Line one\nLine two");
    expect(server.sent).to.have.length(0);
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const element = await mount();
    await open(element);

    await sendKeys({ press: "Escape" });

    await waitFor(() => panel(element)?.hidden === true, "the panel to close");
    expect(root(element).activeElement === launcher(element)).to.equal(true);
    expect(launcher(element).getAttribute("aria-expanded")).to.equal("false");
  });

  it("keeps the conversation and the open panel for the next page of the session", async () => {
    const server = fakeServer();
    const first = await mount();
    await open(first);
    await typeAndSend(first, "Thinking of refinancing");
    server.say("Good call, mate.");
    server.finish();
    await waitFor(() => !sendButton(first).disabled, "the reply");
    first.remove();

    // A new page of the same session: a new element finds what the last one left.
    const next = await mount();
    await waitFor(() => panel(next)?.hidden === false, "the panel to reopen");

    expect(messages(next).map((m) => m.text)).to.deep.equal([
      greeting,
      "Thinking of refinancing",
      "Good call, mate.",
    ]);
    const saved = JSON.parse(sessionStorage.getItem("ebw-chat") ?? "{}");
    expect(saved.open).to.equal(true);
  });

  it("gives screen readers a named dialog, a labelled text box and buttons", async () => {
    const element = await mount();
    element.id = "named-chat";
    await open(element);

    const snapshot = (await executeServerCommand("aria-snapshot", {
      selector: "#named-chat",
    })) as string;

    expect(snapshot).to.include('dialog "Sam from Eastside Home Loans (example)"');
    expect(snapshot).to.include('textbox "Your message"');
    expect(snapshot).to.include('button "Send Message"');
    expect(snapshot).to.include('button "Close chat"');
    expect(snapshot).to.include('button "Chat with us"');
  });
});
