/** The privacy-friendly player's origin (the page build allows it in frames). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** The player's address; nothing from the video host loads before the click. */
function embedUrl(videoId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** Turns each `[data-video-id]` poster button into the player when it is clicked. */
export function initVideoFacades(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>("button[data-video-id]")) {
    button.addEventListener(
      "click",
      () => {
        const id = button.dataset.videoId;
        if (!id) return;
        const frame = doc.createElement("iframe");
        frame.src = embedUrl(id);
        frame.title = button.dataset.videoTitle || "Video";
        frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
        frame.allowFullscreen = true;
        frame.className = "video-frame";
        button.replaceWith(frame);
        frame.focus();
      },
      { once: true },
    );
  }
}
