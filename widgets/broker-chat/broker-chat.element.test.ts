import { sendKeys, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import * as chat from "../../testing/chat-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

describe("<broker-chat>", () => {
  chat.withCleanPage();

  it("shows only a round button until the visitor opens it", async () => {
    const element = await chat.mount();

    expect(chat.launcher(element).getAttribute("aria-label")).to.equal("Chat with us");
    expect(chat.launcher(element).getAttribute("aria-expanded")).to.equal("false");
    expect(chat.panel(element) === null).to.equal(true);
    expect(getComputedStyle(chat.launcher(element)).position).to.equal("fixed");
  });

  it("on a right-to-left page, sits in the bottom-left corner, opens from there, and writes the broker's and the visitor's words each in its own direction", async () => {
    // A wide screen: under 768 px the open panel fills the screen whichever the direction.
    expect(window.innerWidth).to.be.greaterThanOrEqual(768);
    document.documentElement.dir = "rtl";
    try {
      const element = await chat.mount();
      const button = chat.launcher(element).getBoundingClientRect();
      expect(button.left).to.equal(20);
      expect(button.bottom).to.equal(window.innerHeight - 20);

      await chat.open(element);
      const panel = chat.panel(element)?.getBoundingClientRect();
      expect(panel?.left).to.equal(20);
      expect(panel?.right).to.be.lessThan(window.innerWidth / 2 + 200);
      // The broker's English greeting reads left to right, its full stop at its end.
      const greeting = element.shadowRoot?.querySelector('.message[data-sender="ai"]');
      expect(greeting && getComputedStyle(greeting).direction).to.equal("ltr");
      expect(chat.textbox(element).dir).to.equal("auto");
      chat.textbox(element).value = "שלום, אפשר לדבר על הלוואה?";
      expect(getComputedStyle(chat.textbox(element)).direction).to.equal("rtl");
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });

  it("on a left-to-right page, sits in the bottom-right corner", async () => {
    const element = await chat.mount();
    const button = chat.launcher(element).getBoundingClientRect();
    expect(button.right).to.equal(document.documentElement.clientWidth - 20);
    await chat.open(element);
    expect(chat.panel(element)?.getBoundingClientRect().right).to.equal(
      document.documentElement.clientWidth - 20,
    );
  });

  it("on a page zoomed to 150 %, the open panel stays on the screen, its close button and text box within reach, on a wide screen and on a phone", async () => {
    document.documentElement.style.zoom = "1.5";
    try {
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await setViewport({ width, height });
        // A new session each time: the one before left its panel open for the next page.
        sessionStorage.clear();
        const element = await chat.mount();
        await chat.open(element);
        await chat.waitFor(() => chat.textbox(element) !== null, "the text box");
        const panel = chat.panel(element)?.getBoundingClientRect();
        const textbox = chat.textbox(element).getBoundingClientRect();
        const close = element.shadowRoot?.querySelector(".panel .close")?.getBoundingClientRect();
        expect(panel?.top, `${width} px`).to.be.at.least(0);
        expect(panel?.bottom, `${width} px`).to.be.at.most(window.innerHeight + 0.5);
        expect(close?.top, `${width} px`).to.be.at.least(0);
        expect(textbox.bottom, `${width} px`).to.be.at.most(window.innerHeight + 0.5);
        element.remove();
      }
    } finally {
      document.documentElement.style.zoom = "";
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("opens with the bot's name, the subtitle and the greeting, focus in the text box", async () => {
    const element = await chat.mount();
    const opened: Event[] = [];
    document.addEventListener("chat-open", (e) => opened.push(e), { once: true });

    await chat.open(element);

    const text = chat.panel(element)?.textContent ?? "";
    expect(text).to.include("Sam from Eastside Home Loans (example)");
    expect(text).to.include("Ask me anything about getting your loan today");
    expect(chat.messages(element)).to.deep.equal([{ sender: "ai", text: chat.greeting }]);
    expect(chat.textbox(element).placeholder).to.equal("Type your message...");
    expect(chat.root(element).activeElement === chat.textbox(element)).to.equal(true);
    expect(chat.launcher(element).getAttribute("aria-expanded")).to.equal("true");
    expect(opened).to.have.length(1);
    expect(opened[0]?.composed).to.equal(true);
    expect(opened[0]?.bubbles).to.equal(true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.include({ event: "chat-open" });
  });

  it("sends the message with the conversation so far and streams the reply in, with a working link", async () => {
    const server = chat.fakeServer();
    const element = await chat.mount({ "api-base": "https://broker.example" });
    await chat.open(element);

    await chat.typeAndSend(element, "How do I book a call?");
    await chat.waitFor(() => server.sent.length === 1, "the request");

    expect(server.sent[0]?.url).to.equal("https://broker.example/api/chat");
    expect(server.sent[0]?.body).to.deep.equal({
      message: "How do I book a call?",
      history: [{ sender: "ai", content: chat.greeting }],
    });
    expect(chat.textbox(element).value).to.equal("");
    expect(chat.sendButton(element).disabled).to.equal(true);
    expect(chat.sendButton(element).textContent).to.equal("Send Message");
    await chat.waitFor(
      () => chat.root(element).querySelector(".typing") !== null,
      "the loading indicator",
    );

    server.say("Easy! Grab a time at ");
    await chat.waitFor(() => chat.messages(element).length === 3, "the first words");
    expect(chat.messages(element)[2]?.text).to.equal("Easy! Grab a time at ");
    server.say("/schedule-call and we'll chat.");
    server.finish();
    await chat.waitFor(() => !chat.sendButton(element).disabled, "the reply to finish");

    expect(chat.messages(element).map((m) => m.text)).to.deep.equal([
      chat.greeting,
      "How do I book a call?",
      "Easy! Grab a time at /schedule-call and we'll chat.",
    ]);
    const link = chat.root(element).querySelector<HTMLAnchorElement>(".message a");
    expect(link?.textContent).to.equal("/schedule-call");
    expect(link?.href).to.equal("https://broker.example/schedule-call");
    expect(chat.root(element).querySelector("[aria-live]")?.textContent).to.include(
      "Easy! Grab a time at /schedule-call",
    );
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    expect(layer).to.deep.include({ event: "chat-message", sender: "user" });
    expect(layer).to.deep.include({ event: "chat-message", sender: "ai", mode: "ai" });
  });

  it("apologises when the server cannot be reached, keeping the visitor's message", async () => {
    chat.fakeServer(new TypeError("Failed to fetch"));
    const element = await chat.mount();
    await chat.open(element);

    await chat.typeAndSend(element, "Anyone there?");
    await chat.waitFor(() => chat.messages(element).length === 3, "the apology");

    expect(chat.messages(element).slice(1)).to.deep.equal([
      { sender: "user", text: "Anyone there?" },
      { sender: "ai", text: chat.apology },
    ]);
    expect(chat.sendButton(element).disabled).to.equal(false);
    expect(chat.root(element).querySelector(".typing") === null).to.equal(true);
  });

  it("shows markup in a reply as characters, never as HTML", async () => {
    const server = chat.fakeServer();
    const element = await chat.mount();
    await chat.open(element);

    await chat.typeAndSend(element, "Hi");
    server.say('<img src=x onerror="window.hacked=1"><b>bold</b>');
    server.finish();
    await chat.waitFor(() => !chat.sendButton(element).disabled, "the reply");

    expect(chat.messages(element)[2]?.text).to.equal(
      '<img src=x onerror="window.hacked=1"><b>bold</b>',
    );
    expect(chat.root(element).querySelector(".message img, .message b") === null).to.equal(true);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });

  it("ignores a blank message, and makes a new line with Shift+Enter", async () => {
    const server = chat.fakeServer();
    const element = await chat.mount();
    await chat.open(element);

    await chat.typeAndSend(element, "   ");
    chat.sendButton(element).click();
    expect(server.sent).to.have.length(0);

    await sendKeys({ press: "Backspace" });
    await sendKeys({ press: "Backspace" });
    await sendKeys({ press: "Backspace" });
    await sendKeys({ type: "Line one" });
    await sendKeys({ press: "Shift+Enter" });
    await sendKeys({ type: "Line two" });
    expect(chat.textbox(element).value).to.equal("Line one\nLine two");
    expect(server.sent).to.have.length(0);
  });

  it("closes on Escape, gives focus back to the button, and keeps the unsent text", async () => {
    const element = await chat.mount();
    await chat.open(element);
    await sendKeys({ type: "Half a question" });

    await sendKeys({ press: "Escape" });

    await chat.waitFor(() => chat.panel(element)?.hidden === true, "the panel to close");
    expect(chat.root(element).activeElement === chat.launcher(element)).to.equal(true);
    expect(chat.launcher(element).getAttribute("aria-expanded")).to.equal("false");
    await chat.open(element);
    expect(chat.textbox(element).value).to.equal("Half a question");
  });

  it("keeps the conversation and the open panel for the next page of the session", async () => {
    const server = chat.fakeServer();
    const first = await chat.mount();
    await chat.open(first);
    await chat.typeAndSend(first, "Thinking of refinancing");
    server.say("Good call, mate.");
    server.finish();
    await chat.waitFor(() => !chat.sendButton(first).disabled, "the reply");
    first.remove();

    // A new page of the same session: a new element finds what the last one left.
    const next = await chat.mount();
    await chat.waitFor(() => chat.panel(next)?.hidden === false, "the panel to reopen");

    expect(chat.messages(next).map((m) => m.text)).to.deep.equal([
      chat.greeting,
      "Thinking of refinancing",
      "Good call, mate.",
    ]);
    const saved = JSON.parse(sessionStorage.getItem("ebw-chat") ?? "{}");
    expect(saved.open).to.equal(true);
  });

  it("gives screen readers a named dialog, a labelled text box and buttons", async () => {
    const element = await chat.mount();
    await chat.open(element);

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include('dialog "Sam from Eastside Home Loans (example)"');
    expect(snapshot).to.include('textbox "Your message"');
    expect(snapshot).to.include('button "Send Message"');
    expect(snapshot).to.include('button "Close chat"');
    expect(snapshot).to.include('button "Chat with us"');
  });
});
