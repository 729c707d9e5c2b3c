import { expect } from "chai";
import {
  fakeServer,
  mount as mountForm,
  root,
  send,
  waitFor,
  withCleanPage,
} from "../../testing/lead-form-kit";
import { calEmbedScript, calendlyEmbedScript } from "../../tests/fakes/scheduler-embeds";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

const mount = () => mountForm({}, "contact-form");

const alex = {
  name: "Alex Renter",
  email: "alex@example.com",
  phone: "0412 345 678",
  message: "We are looking to buy in Randwick next year.",
};

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const acknowledged = (scheduler: unknown) =>
  json(201, { ok: true, id: "lead-7", booking: { token: "token-of-lead-7", scheduler } });

describe("<contact-form> after the lead is stored", () => {
  withCleanPage("contact-form");
  afterEach(() => {
    delete (window as { Cal?: unknown }).Cal;
  });

  it("with no scheduler, offers a call-back time and keeps the one chosen on that lead", async () => {
    const { sent } = fakeServer(acknowledged(null), json(200, { ok: true }));
    const element = await mount();

    await send(element, alex);
    await waitFor(
      () => Boolean(root(element).querySelector("[part=booking] button")),
      "the call-back choice",
    );
    const snapshot = await ariaSnapshot(element);
    expect(snapshot).to.include('heading "When should we call you?"');
    expect(snapshot).to.include('button "Tomorrow, morning"');
    const tomorrow = [
      ...root(element).querySelectorAll<HTMLButtonElement>("[part=booking] button"),
    ].find((button) => button.textContent === "Tomorrow, morning");
    tomorrow?.click();
    await waitFor(
      () => root(element).textContent?.includes("Thanks, we will call you then.") ?? false,
      "the call-back time saved",
    );

    expect(sent[1]?.url).to.match(/\/api\/lead-booking$/);
    expect(sent[1]?.body).to.deep.equal({
      id: "lead-7",
      token: "token-of-lead-7",
      callbackTime: "tomorrow-morning",
    });
    expect(tomorrow?.getAttribute("aria-pressed")).to.equal("true");
  });

  it("while the call-back choice is open the form makes way, and comes back emptied for another message", async () => {
    fakeServer(acknowledged(null));
    const element = await mount();
    const fieldsShown = () => root(element).querySelectorAll("[part=form] input, textarea").length;
    expect(fieldsShown()).to.be.greaterThan(0);

    await send(element, alex);
    await waitFor(
      () => Boolean(root(element).querySelector("[part=booking] button")),
      "the call-back choice",
    );
    expect(fieldsShown(), "no field beside the choice").to.equal(0);
    const snapshot = await ariaSnapshot(element);
    expect(snapshot).to.include("Thanks for getting in touch");
    expect(snapshot).not.to.include('button "Send Message"');

    const another = [...root(element).querySelectorAll<HTMLButtonElement>("button")].find(
      (button) => button.textContent === "Send another message",
    );
    another?.click();
    await waitFor(() => fieldsShown() > 0, "the form back");
    expect(root(element).querySelector("[part=booking]")).to.equal(null);
    const name = root(element).querySelector<HTMLInputElement>("input[name=name]");
    expect(name?.value).to.equal("");
    expect(root(element).activeElement).to.equal(name);
  });

  it("with Cal.com, shows the calendar inline prefilled, and a booking there is sent for that lead", async () => {
    const script = URL.createObjectURL(
      new Blob(
        [
          calEmbedScript({
            uid: "cal-uid-1",
            title: "30 min call",
            startTime: "2030-03-15T00:00:00.000Z",
          }),
        ],
        { type: "text/javascript" },
      ),
    );
    const scheduler = { name: "cal", link: "broker/30min", origin: "https://cal.example", script };
    const { sent } = fakeServer(acknowledged(scheduler), json(200, { ok: true, recorded: true }));
    const element = await mount();

    await send(element, alex);
    const frameOf = () => root(element).querySelector<HTMLIFrameElement>("[part=booking] iframe");
    await waitFor(() => Boolean(frameOf()), "the inline calendar");
    const frame = frameOf() as HTMLIFrameElement;
    const given = (window as { __schedulerGiven?: Record<string, unknown> }).__schedulerGiven;
    expect(given).to.deep.include({ calLink: "broker/30min" });
    expect(given?.config).to.deep.include({
      name: "Alex Renter",
      email: "alex@example.com",
      attendeePhoneNumber: "0412 345 678",
    });
    await waitFor(
      () => Boolean(frame.contentDocument?.querySelector("button")),
      "the fake's Book button",
    );
    frame.contentDocument?.querySelector("button")?.click();
    await waitFor(() => sent.length === 2, "the booking sent");

    expect(sent[1]?.body).to.deep.equal({
      id: "lead-7",
      token: "token-of-lead-7",
      booking: {
        scheduler: "cal",
        ref: "cal-uid-1",
        eventType: "30 min call",
        startsAt: "2030-03-15T00:00:00.000Z",
      },
    });
    await waitFor(
      () =>
        root(element).textContent?.includes("Booked. You will get a confirmation by e-mail.") ??
        false,
      "the booking confirmed",
    );
  });
  it("with Calendly, shows its page inline prefilled, and a booking its page tells of is sent for that lead", async () => {
    delete (window as { Calendly?: unknown }).Calendly;
    const script = URL.createObjectURL(
      new Blob([calendlyEmbedScript()], { type: "text/javascript" }),
    );
    // The scheduling page, from an origin of its own (a blob's is the test page's).
    const url = "https://calendly.example/broker/30min";
    const scheduler = { name: "calendly", url, script };
    const { sent } = fakeServer(acknowledged(scheduler), json(200, { ok: true, recorded: true }));
    const element = await mount();

    await send(element, alex);
    const frameOf = () => root(element).querySelector<HTMLIFrameElement>("[part=booking] iframe");
    await waitFor(() => Boolean(frameOf()), "the inline scheduling page");
    expect(frameOf()?.src).to.equal(url);
    const given = (window as { __schedulerGiven?: Record<string, unknown> }).__schedulerGiven;
    expect(given?.prefill).to.deep.equal({
      name: "Alex Renter",
      email: "alex@example.com",
      customAnswers: { a1: "0412 345 678" },
    });

    // A message from any other origin than the scheduler's is no booking.
    window.postMessage(
      {
        event: "calendly.event_scheduled",
        payload: { invitee: { uri: "https://api.calendly.com/invitees/forged" } },
      },
      "*",
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).to.have.length(1);

    // Calendly's page posts from its own origin: as the frame would, dispatched with that origin.
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: "https://calendly.example",
        data: {
          event: "calendly.event_scheduled",
          payload: {
            event: { uri: "https://api.calendly.com/scheduled_events/EV1" },
            invitee: { uri: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1" },
          },
        },
      }),
    );
    await waitFor(() => sent.length === 2, "the booking sent");

    expect(sent[1]?.body).to.deep.equal({
      id: "lead-7",
      token: "token-of-lead-7",
      booking: {
        scheduler: "calendly",
        ref: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1",
        eventType: "https://api.calendly.com/scheduled_events/EV1",
      },
    });
    await waitFor(
      () =>
        root(element).textContent?.includes("Booked. You will get a confirmation by e-mail.") ??
        false,
      "the booking confirmed",
    );
    delete (window as { Calendly?: unknown }).Calendly;
  });
});
