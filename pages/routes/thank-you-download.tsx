import { downloadThanksPage, fillTemplates, leadMagnets } from "../../src/content";
import { DownloadIcon } from "../components/icons";
import { ThankYouCard, ThankYouContact } from "../components/thank-you-card";
import type { RouteDefinition } from "../page";

/**
 * Where a resource lead lands: `?file={fileName}`. The page script names the file, starts its
 * download from /downloads/ and points 'Download Again' at it; only files of the catalogue count.
 */
export const thankYouDownloadRoute: RouteDefinition = {
  path: "/thank-you-download",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(downloadThanksPage, config);
    const files = Object.fromEntries(leadMagnets.map((file) => [file.fileName, file.title]));
    return {
      title: copy.meta.title,
      description: copy.meta.description,
      noindex: true,
      body: (
        <ThankYouCard
          heading={copy.heading}
          headingId="download-heading"
          data={{
            "data-download-page": "",
            "data-download-files": JSON.stringify(files),
            "data-unknown-title": copy.unknown.title,
            "data-unknown-heading": copy.unknown.heading,
          }}
        >
          <p data-download-status="">{copy.generic}</p>
          <p data-download-known="" hidden>
            {copy.starting.before} <strong data-download-name="" /> {copy.starting.after}
          </p>
          <p data-download-unknown="" hidden>
            {copy.unknown.text}
          </p>
          <noscript>
            <p>{copy.noScript}</p>
            <ul className="download-list">
              {leadMagnets.map((file) => (
                <li key={file.id}>
                  <a href={file.fileUrl} download={file.fileName}>
                    {file.title}
                  </a>
                </li>
              ))}
            </ul>
          </noscript>
          <div className="call-actions">
            <a className="btn btn-primary" href="/resources" data-download-again="" hidden>
              <DownloadIcon />
              {copy.again}
            </a>
            <a className="btn btn-outline" href="/resources">
              {copy.browse}
            </a>
          </div>
          <ThankYouContact text={copy.questions} />
        </ThankYouCard>
      ),
    };
  },
};
