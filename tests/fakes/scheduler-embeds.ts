/*
 * Fakes of the schedulers' embed scripts, speaking their documented protocols, for element and
 * end-to-end tests (serve the text as a script, from a blob or another origin):
 * - Cal.com's `embed.js` replays the queue its snippet kept (`Cal.ns[ns].q`: `init`, `inline`
 *   with `elementOrSelector` and `config`, `on` with `action` and `callback`), renders a frame
 *   in the element and, on the frame's "Book" press, calls `bookingSuccessfulV2`'s callback with
 *   `{ detail: { type, namespace, data: { uid, title, startTime, endTime } } }`
 *   (https://cal.com/help/embedding/embed-events). Given `framedFrom` (the origin `init` names,
 *   where the test serves `calBookingPage()`), the frame is
 *   `<framedFrom>/<calLink>/embed?embed=<namespace>`, as Cal.com's is, and only its messages
 *   count; without, an inline frame of its own (for tests with no server for it).
 * - Calendly's `widget.js` defines `Calendly.initInlineWidget({ url, parentElement, prefill,
 *   utm })`, renders a frame of `url` and, on its "Book" press, posts
 *   `{ event: "calendly.event_scheduled", payload: { event: { uri }, invitee: { uri } } }` to the
 *   page from the frame's origin
 *   (https://developer.calendly.com/api-docs/overview/embedding/notifying-the-parent-window).
 * What each was given is kept on `window.__schedulerGiven` for the test to read.
 */

/** Cal.com's embed: `booking` is what the fake booking page says was booked. */
export function calEmbedScript(
  booking: { uid: string; title: string; startTime: string },
  framedFrom?: string,
): string {
  return `(() => {
  const cal = window.Cal;
  for (const namespace of Object.keys(cal.ns || {})) {
    const api = cal.ns[namespace];
    let inline, listeners = [];
    for (const args of api.q || []) {
      if (args[0] === "inline") inline = args[1];
      if (args[0] === "on") listeners.push(args[1]);
    }
    if (!inline) continue;
    window.__schedulerGiven = { calLink: inline.calLink, config: inline.config };
    const origin = ${JSON.stringify(framedFrom ?? "")};
    const frame = document.createElement("iframe");
    frame.title = "Fake Cal.com booking page";
    frame.style.cssText = "width:100%;height:520px;border:0";
    if (origin) frame.src = origin + "/" + inline.calLink + "/embed?embed=" + encodeURIComponent(namespace);
    else frame.srcdoc = ${JSON.stringify(calBookingPage())}.replace("</body>", "<p>" + inline.calLink + "</p></body>");
    inline.elementOrSelector.appendChild(frame);
    window.addEventListener("message", (message) => {
      if (!message.data || !message.data.fakeCal) return;
      if (origin && message.origin !== origin) return;
      const data = ${JSON.stringify({ ...booking, endTime: booking.startTime, status: "ACCEPTED" })};
      for (const listener of listeners) {
        if (listener.action === "bookingSuccessfulV2")
          listener.callback({ detail: { type: "bookingSuccessfulV2", namespace, data } });
      }
    });
  }
})();`;
}

/** The fake Cal.com booking page: "Book" tells the embed in the page around it. */
export function calBookingPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Cal.com</title></head>
<body style="font:16px sans-serif"><p>Fake Cal.com</p><button>Book</button>
<script>document.querySelector("button").onclick = () => parent.postMessage({ fakeCal: true }, "*")</script></body></html>`;
}

/** Calendly's embed: its frame, at `url`, posts the documented message on "Book". */
export function calendlyEmbedScript(): string {
  return `(() => {
  window.Calendly = {
    initInlineWidget(options) {
      window.__schedulerGiven = { url: options.url, prefill: options.prefill, utm: options.utm };
      const frame = document.createElement("iframe");
      frame.title = "Fake Calendly scheduling page";
      frame.style.cssText = "width:100%;height:520px;border:0";
      frame.src = options.url;
      options.parentElement.appendChild(frame);
    },
  };
})();`;
}
