/**
 * The shape of a downloadable guide or checklist: plain typed content that the build turns into
 * a tagged PDF (tooling/downloads/pdf.ts). Business details are filled in from the site
 * configuration when the document is made, so the copy never hard-codes them.
 */
export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "steps"; items: string[] }
  /** Boxes a reader can tick on paper. */
  | { kind: "checklist"; items: string[] }
  | { kind: "table"; head: string[]; rows: string[][] }
  /** A boxed aside: a caution or a worked example. */
  | { kind: "note"; title: string; text: string };

export interface DocumentSection {
  heading: string;
  blocks: Block[];
}

export interface DownloadDocument {
  title: string;
  subtitle: string;
  /** Who wrote it and how to reach them, shown under the title. */
  byline: string;
  sections: DocumentSection[];
  /** General-information warning and the licence line, on the last page. */
  disclaimer: string[];
}
