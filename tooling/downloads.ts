/**
 * The `downloads` step of `./steps.ts`: the five free downloads of the Resources page, made from the
 * catalogue into dist/site/downloads/ (served at /downloads/): two spreadsheets with live
 * formulas (exceljs) and three tagged, screen-reader-friendly PDFs (pdfkit).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadConfig, type SiteConfig } from "../src/config";
import { leadMagnets } from "../src/content";
import { debtConsolidationGuide } from "../src/content/downloads/debt-consolidation-guide";
import type { DownloadDocument } from "../src/content/downloads/document";
import { firstHomeBuyersGuide } from "../src/content/downloads/first-home-buyers-guide";
import { investmentPropertyChecklist } from "../src/content/downloads/investment-property-checklist";
import { cashflowWorkbook } from "./downloads/cashflow-workbook";
import { loanWorkbook } from "./downloads/loan-workbook";
import { renderPdf } from "./downloads/pdf";
import { newWorkbook, type Workbook } from "./downloads/workbook-style";

type Maker = (config: SiteConfig, created: Date) => Promise<Uint8Array>;

const spreadsheetNotes = (config: SiteConfig) => [
  `${config.tradingName} · ${config.phoneDisplay} · ${config.email}`,
  "General information only, not credit, tax or financial advice. Results are estimates from the figures you enter; lenders and the ATO work them out their own way.",
  `${config.businessName} is an authorised credit representative (${config.creditRepNumber}) of ${config.licenseeName}, Australian Credit Licence ${config.aclNumber}.`,
];

const pdf =
  (document: (config: SiteConfig, year: number) => DownloadDocument): Maker =>
  (config, created) =>
    renderPdf(document(config, created.getFullYear()), config.tradingName, created);

const spreadsheet =
  (fill: (workbook: Workbook, notes: string[]) => Promise<void>): Maker =>
  async (config, created) => {
    const workbook = newWorkbook(config.tradingName, created);
    await fill(workbook, spreadsheetNotes(config));
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  };

/** How each lead magnet's file is made, by its id in src/content/lead-magnets.ts. */
export const downloadMakers: Record<string, Maker> = {
  "property-cashflow-calculator": spreadsheet(cashflowWorkbook),
  "advanced-loan-calculator": spreadsheet(loanWorkbook),
  "first-home-buyers-guide": pdf(firstHomeBuyersGuide),
  "investment-property-checklist": pdf(investmentPropertyChecklist),
  "debt-consolidation-strategy-guide": pdf(debtConsolidationGuide),
};

/** Writes every lead magnet's file into `outDir`; returns the file names written. */
export async function buildDownloads(
  outDir: string,
  config: SiteConfig,
  created = new Date(),
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const magnet of leadMagnets) {
    const make = downloadMakers[magnet.id];
    if (!make) throw new Error(`No download is made for the lead magnet "${magnet.id}"`);
    await writeFile(join(outDir, magnet.fileName), await make(config, created));
    written.push(magnet.fileName);
  }
  return written;
}

/** Writes the downloads into `<root>/dist/site/downloads`. */
export async function writeDownloads(root: string): Promise<void> {
  // SOURCE_DATE_EPOCH fixes the files' dates, so two builds of the same sources are identical.
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const created = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
  const files = await buildDownloads(
    join(root, "dist/site/downloads"),
    loadConfig(process.env),
    created,
  );
  console.log(`downloads: ${files.length} files in dist/site/downloads`);
}
