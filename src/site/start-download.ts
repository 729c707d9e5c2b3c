import { resourceDownloadForm as copy } from "../content/forms";
import type { LeadMagnet } from "../content/types";

/** Where a resource's file is served: `/downloads/{fileName}` on the site that serves the widgets. */
export function downloadUrl(magnet: LeadMagnet, base: string): string {
  return new URL(magnet.fileUrl || `/downloads/${encodeURIComponent(magnet.fileName)}`, base).href;
}

/**
 * The download helper: the "Download Started!" toast and the file itself, fetched in place: the
 * file is served as an attachment, so following its link in this tab downloads it and leaves the
 * page where it is, on our site or another (no new tab for a popup blocker to stop). (The `Lead`
 * conversion is the resource request's, reported once when the server stores a new contact,
 * never for a download started again.)
 */
export function startDownload(
  magnet: LeadMagnet,
  base: string,
  notify: (title: string) => void,
): void {
  notify(copy.downloadStartedToast.title);
  const link = document.createElement("a");
  link.href = downloadUrl(magnet, base);
  link.download = magnet.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
