/**
 * The thank-you-download page: names the file from `?file=`, starts its download and points
 * 'Download Again' at it. Only file names of the catalogue (listed on the page) are accepted.
 */
export function initDownloadPage(doc: Document, location: Location): void {
  const page = doc.querySelector<HTMLElement>("[data-download-page]");
  if (!page) return;
  let files: Record<string, string> = {};
  try {
    files = JSON.parse(page.dataset.downloadFiles ?? "{}");
  } catch {
    files = {};
  }
  const file = new URLSearchParams(location.search).get("file") ?? "";
  const title = Object.hasOwn(files, file) ? files[file] : undefined;
  const status = page.querySelector<HTMLElement>("[data-download-status]");
  const known = page.querySelector<HTMLElement>("[data-download-known]");
  const unknown = page.querySelector<HTMLElement>("[data-download-unknown]");
  const again = page.querySelector<HTMLAnchorElement>("[data-download-again]");
  if (status) status.hidden = true;
  if (!title || !known || !again) {
    // Nothing is downloading: the page says so from its title down, with no thanks or tick.
    if (unknown) unknown.hidden = false;
    const heading = page.querySelector("h1");
    if (heading && page.dataset.unknownHeading) heading.textContent = page.dataset.unknownHeading;
    if (page.dataset.unknownTitle) doc.title = page.dataset.unknownTitle;
    const tick = page.querySelector<HTMLElement>("[data-thank-you-tick]");
    if (tick) tick.hidden = true;
    return;
  }
  const name = known.querySelector<HTMLElement>("[data-download-name]");
  if (name) name.textContent = title;
  known.hidden = false;
  again.href = `/downloads/${encodeURIComponent(file)}`;
  again.download = file;
  again.hidden = false;
  again.click();
}
