import { sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import * as chat from "../../testing/chat-kit";

import { type ControlledClock, controlClock } from "../../testing/controlled-clock";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

const limitMessage = "Too many messages in a short time. Please wait a minute and try again.";
const rateLimited = () =>
  Response.json(
    { ok: false, error: "rate_limited", message: limitMessage },
    { status: 429, headers: { "Retry-After": "60" } },
  );

const note = (element: HTMLElement) =>
  chat.root(element).querySelector(".composer-note")?.textContent ?? "";
const list = (element: HTMLElement) =>
  chat.root(element).querySelector("[part=messages]") as HTMLOListElement;

/** Puts `text` in the text box as a paste or typing would, through the browser's editing. */
function insertText(element: HTMLElement, text: string): void {
  chat.textbox(element).focus();
  document.execCommand("insertText", false, text);
}

describe("<broker-chat> composer", () => {
  let clock: ControlledClock | undefined;

  // The clock goes back first: the chats are removed on the page's own time.
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });
  chat.withCleanPage();

  it("when rate limited, shows the server's message and holds Send until Retry-After has passed", async () => {
    const server = chat.fakeServer(undefined, [rateLimited()]);
    const element = await chat.mount();
    await chat.open(element);
    clock = controlClock();

    await chat.typeAndSend(element, "Hi");
    await chat.waitFor(() => chat.messages(element).length === 3, "the refusal");

    expect(chat.messages(element)[2]).to.deep.equal({ sender: "ai", text: limitMessage });
    expect(chat.panel(element)?.textContent).not.to.include(chat.apology);
    expect(note(element)).to.match(/^You can send again at \d{1,2}:\d{2}:\d{2}/);
    await sendKeys({ type: "Still there?" });
    expect(chat.sendButton(element).disabled).to.equal(true);
    await sendKeys({ press: "Enter" });
    expect(server.sent).to.have.length(1);
    expect(clock.pending()).to.include(60_000);

    clock.advance(59_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chat.sendButton(element).disabled).to.equal(true);
    clock.advance(1);
    await chat.waitFor(() => !chat.sendButton(element).disabled, "Send to come back");

    expect(note(element)).to.equal("");
    await sendKeys({ press: "Enter" });
    await chat.waitFor(() => server.sent.length === 2, "the message sent after the wait");
    expect(server.sent[1]?.body.message).to.equal("Still there?");
  });

  it("brings a message just sent into view, even when the list was scrolled up", async () => {
    const server = chat.fakeServer();
    const earlier = Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      sender: i % 2 ? "ai" : "user",
      content: `Earlier message number ${i} with a few words to take up some room`,
    }));
    sessionStorage.setItem("ebw-chat", JSON.stringify({ open: false, messages: earlier }));
    const element = await chat.mount();
    await chat.open(element);
    const messageList = list(element);
    await chat.waitFor(
      () => messageList.scrollHeight > messageList.clientHeight * 2,
      "a long list",
    );
    messageList.scrollTop = 0;
    messageList.dispatchEvent(new Event("scroll"));
    await chat.waitFor(
      () => chat.root(element).querySelector(".to-bottom") !== null,
      "the scroll button",
    );

    await chat.typeAndSend(element, "A new question");
    await chat.waitFor(() => server.sent.length === 1, "the request");
    await chat.waitFor(
      () => messageList.scrollHeight - messageList.scrollTop - messageList.clientHeight < 2,
      "the list to reach its end",
    );

    const sentMessage = [...messageList.querySelectorAll("[data-sender=user]")].at(-1);
    expect(sentMessage?.textContent).to.equal("A new question");
    const shown = messageList.getBoundingClientRect();
    const box = sentMessage?.getBoundingClientRect();
    expect(box && box.top >= shown.top && box.bottom <= shown.bottom).to.equal(true);
    expect(chat.root(element).querySelector(".to-bottom")).to.equal(null);
    server.say("Good question.");
    server.finish();
    await chat.waitFor(() => !chat.sendButton(element).disabled, "the reply");
    expect(
      messageList.scrollHeight - messageList.scrollTop - messageList.clientHeight < 2,
    ).to.equal(true);
  });

  it("counts characters near the limit, keeps a longer paste whole and says it is too long", async () => {
    const server = chat.fakeServer();
    const element = await chat.mount();
    await chat.open(element);

    insertText(element, "a".repeat(799));
    await chat.waitFor(() => chat.textbox(element).value.length === 799, "the text");
    expect(note(element)).to.equal("");

    insertText(element, "b");
    await chat.waitFor(() => note(element) !== "", "the counter");
    expect(note(element)).to.equal("800 / 1,000 characters");
    expect(chat.sendButton(element).disabled).to.equal(false);

    insertText(element, "c".repeat(400));
    await chat.waitFor(() => note(element).startsWith("1,200"), "the count past the limit");
    expect(chat.textbox(element).value).to.have.length(1200);
    expect(note(element)).to.equal("1,200 / 1,000 characters: too long to send");
    expect(chat.root(element).querySelector(".counter")?.hasAttribute("data-over")).to.equal(true);
    expect(
      chat.root(element).querySelector("[role=status]:not([aria-live])")?.textContent,
    ).to.equal("Too long to send: please shorten it to 1,000 characters.");
    expect(chat.textbox(element).getAttribute("aria-invalid")).to.equal("true");
    expect(chat.sendButton(element).disabled).to.equal(true);
    await sendKeys({ press: "Enter" });
    expect(server.sent).to.have.length(0);

    chat.textbox(element).setSelectionRange(1000, 1200);
    document.execCommand("delete");
    await chat.waitFor(() => note(element).startsWith("1,000 "), "the shortened count");
    expect(chat.sendButton(element).disabled).to.equal(false);
    await sendKeys({ press: "Enter" });
    await chat.waitFor(() => server.sent.length === 1, "the request");
    expect(server.sent[0]?.body.message).to.have.length(1000);
  });

  it("titles the open panel with a heading, not a second banner of the page", async () => {
    const element = await chat.mount();
    await chat.open(element);

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include('heading "Sam from Eastside Home Loans (example)"');
    expect(snapshot).not.to.include("banner");
    expect(chat.root(element).querySelector("header")).to.equal(null);
    expect(chat.messages(element)).to.deep.equal([{ sender: "ai", text: chat.greeting }]);
  });
});
