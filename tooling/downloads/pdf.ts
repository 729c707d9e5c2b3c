/**
 * Turns a download's typed content (src/content/downloads) into a tagged PDF with pdfkit: every
 * heading, paragraph, list and table sits in the document's logical structure, with the title
 * and language set, so screen readers read it in order and its text can be copied or searched.
 */
import PDFDocument from "pdfkit";
import type { Block, DownloadDocument } from "../../src/content/downloads/document";

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc["struct"]>;

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#0f2a4a";
const ACCENT = "#15803d";
const RULE = "#cbd5e1";
const MARGIN = 56;

/** Renders `content` to PDF bytes. `created` fixes the metadata date so builds are repeatable. */
export function renderPdf(
  content: DownloadDocument,
  author: string,
  created: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-AU",
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: content.title,
      Subject: content.subtitle,
      Author: author,
      Creator: author,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const root = doc.struct("Document");
  doc.addStructure(root);
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(24);
  doc.text(content.title, { width, structParent: root, structType: "H1" });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font("Helvetica").fontSize(12);
  doc.text(content.subtitle, { width, structParent: root, structType: "P" });
  doc.moveDown(0.2);
  doc.fontSize(9).text(content.byline, { width, structParent: root, structType: "P" });
  rule(doc, width);

  for (const section of content.sections) {
    const sect = doc.struct("Sect");
    root.add(sect);
    keepWithNext(doc, 80);
    doc.moveDown(0.6).fillColor(BRAND).font("Helvetica-Bold").fontSize(15);
    doc.text(section.heading, { width, structParent: sect, structType: "H2" });
    doc.moveDown(0.3);
    for (const block of section.blocks) renderBlock(doc, sect, block, width);
    sect.end();
  }

  const closing = doc.struct("Sect");
  root.add(closing);
  keepWithNext(doc, 140);
  rule(doc, width);
  doc.fillColor(MUTED).font("Helvetica").fontSize(8.5);
  for (const line of content.disclaimer) {
    doc.text(line, { width, structParent: closing, structType: "P" });
    doc.moveDown(0.4);
  }
  closing.end();
  root.end();
  doc.end();
  return done;
}

function renderBlock(doc: Doc, parent: Struct, block: Block, width: number): void {
  doc.fillColor(INK).font("Helvetica").fontSize(10.5);
  switch (block.kind) {
    case "paragraph":
      doc.text(block.text, { width, lineGap: 2, structParent: parent, structType: "P" });
      doc.moveDown(0.5);
      return;
    case "list":
    case "steps":
      list(doc, parent, block.items, block.kind === "steps" ? "numbered" : "bullet", width);
      return;
    case "checklist":
      checklist(doc, parent, block.items, width);
      return;
    case "table":
      table(doc, parent, block.head, block.rows, width);
      return;
    case "note":
      note(doc, parent, block.title, block.text, width);
      return;
  }
}

function list(
  doc: Doc,
  parent: Struct,
  items: string[],
  listType: "bullet" | "numbered",
  width: number,
): void {
  const element = doc.struct("L");
  parent.add(element);
  doc.list(items, MARGIN + 6, doc.y, {
    width: width - 6,
    listType,
    bulletRadius: 2,
    textIndent: 14,
    paragraphGap: 4,
    lineGap: 1.5,
    structParent: element,
  });
  element.end();
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

/** Each item with an empty box drawn beside it, to tick on paper. */
function checklist(doc: Doc, parent: Struct, items: string[], width: number): void {
  const element = doc.struct("L");
  parent.add(element);
  const box = 9;
  for (const item of items) {
    const height = doc.heightOfString(item, { width: width - 22 });
    keepWithNext(doc, height + 8);
    const top = doc.y;
    // The box is decoration: an artifact, outside the structure a screen reader follows.
    doc.markContent("Artifact", { type: "Layout" });
    doc
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .rect(MARGIN, top + 1, box, box)
      .stroke();
    doc.endMarkedContent();
    const li = doc.struct("LI");
    element.add(li);
    doc.fillColor(INK).text(item, MARGIN + 22, top, {
      width: width - 22,
      lineGap: 1.5,
      structParent: li,
      structType: "LBody",
    });
    li.end();
    doc.moveDown(0.45);
  }
  element.end();
  doc.x = MARGIN;
  doc.moveDown(0.3);
}

function table(doc: Doc, parent: Struct, head: string[], rows: string[][], width: number): void {
  keepWithNext(doc, 90);
  doc.fontSize(9.5);
  doc.table({
    structParent: parent,
    maxWidth: width,
    columnStyles: head.length === 3 ? ["28%", "20%", "52%"] : "*",
    defaultStyle: { padding: 5, border: 0.5, borderColor: RULE },
    data: [
      head.map((text) => ({
        text,
        type: "TH" as const,
        font: { src: "Helvetica-Bold" },
        backgroundColor: "#e2e8f0",
      })),
      ...rows.map((row) =>
        row.map((text, column) => ({
          text,
          type: column === 0 ? ("TH" as const) : ("TD" as const),
        })),
      ),
    ],
  } as Parameters<Doc["table"]>[0]);
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function note(doc: Doc, parent: Struct, title: string, text: string, width: number): void {
  const element = doc.struct("Note");
  parent.add(element);
  const inner = width - 24;
  const height =
    doc.font("Helvetica-Bold").fontSize(10.5).heightOfString(title, { width: inner }) +
    doc.font("Helvetica").fontSize(10).heightOfString(text, { width: inner, lineGap: 1.5 }) +
    22;
  keepWithNext(doc, height + 8);
  const top = doc.y;
  doc.markContent("Artifact", { type: "Layout" });
  doc.roundedRect(MARGIN, top, width, height, 6).fill("#f0fdf4");
  doc.rect(MARGIN, top, 3, height).fill(ACCENT);
  doc.endMarkedContent();
  doc.fillColor(ACCENT).font("Helvetica-Bold").fontSize(10.5);
  doc.text(title, MARGIN + 14, top + 9, { width: inner, structParent: element, structType: "H3" });
  doc.moveDown(0.2).fillColor(INK).font("Helvetica").fontSize(10);
  doc.text(text, { width: inner, lineGap: 1.5, structParent: element, structType: "P" });
  element.end();
  doc.x = MARGIN;
  doc.y = top + height + 10;
}

function rule(doc: Doc, width: number): void {
  doc.moveDown(0.6);
  doc.markContent("Artifact", { type: "Layout" });
  doc
    .lineWidth(0.8)
    .strokeColor(RULE)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();
  doc.endMarkedContent();
  doc.moveDown(0.6);
}

/** Starts a new page when fewer than `height` points are left, so a heading never sits alone. */
function keepWithNext(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}
