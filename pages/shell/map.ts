/**
 * Suburb maps: the map host is contacted only when the visitor presses the button, which stays
 * hidden without this script (the plain link beside it opens the map instead).
 */
export function initMapEmbeds(doc: Document): void {
  for (const frame of doc.querySelectorAll<HTMLElement>("[data-map-embed]")) {
    const button = frame.querySelector<HTMLButtonElement>("[data-map-show]");
    const src = frame.dataset.mapEmbed;
    if (!button || !src) continue;
    button.hidden = false;
    button.addEventListener(
      "click",
      () => {
        const iframe = doc.createElement("iframe");
        iframe.src = src;
        iframe.title = frame.dataset.mapTitle || "Map";
        iframe.loading = "lazy";
        iframe.referrerPolicy = "no-referrer-when-downgrade";
        iframe.className = "map-iframe";
        frame.replaceChildren(iframe);
        frame.dataset.state = "loaded";
        iframe.focus();
      },
      { once: true },
    );
  }
}
