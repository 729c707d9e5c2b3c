import type { SiteConfig } from "../../config";

/** The line under every download's title: who prepared it and how to reach them. */
export function byline(config: SiteConfig): string {
  return `Prepared by ${config.tradingName} · ${config.phoneDisplay} · ${config.email} · ${config.address}`;
}

/** The closing page of every download: general information only, and who holds the licence. */
export function disclaimer(config: SiteConfig, year: number): string[] {
  return [
    "This document is general information only. It does not take into account your objectives, financial situation or needs, and it is not credit, legal, tax or financial advice. Before acting on it, consider whether it is appropriate for you and get advice about your own circumstances. Rates, fees, thresholds and government schemes change: check the current figures with the agency named before you rely on them.",
    `${config.businessName}, trading as ${config.tradingName}, is an authorised credit representative (number ${config.creditRepNumber}) of ${config.licenseeName}, Australian Credit Licence ${config.aclNumber}. Lending criteria, fees and charges apply; any loan is subject to the lender's approval.`,
    `© ${year} ${config.businessName}. You may print and share this document unchanged.`,
  ];
}
