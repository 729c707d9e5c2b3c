import type { SiteConfig } from "../config";
import type { PrivacyPolicy } from "./page-types";

/** Enquiries caught by the spam trap are deleted after this many days. */
export const SPAM_RETENTION_DAYS = 30;
/**
 * A payment's amount, date and checkout reference are kept this many years for tax records: the
 * ATO asks for five years from lodging the return the payment falls in, which can come up to two
 * years after it.
 */
export const PAYMENT_RECORD_YEARS = 7;

/** A retention period in days as a reader says it: "730 days (two years)". */
function period(days: number): string {
  const years = days / 365;
  const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  if (!Number.isInteger(years) || years > 10) return `${days} days`;
  return `${days} days (${words[years]} year${years === 1 ? "" : "s"})`;
}

/**
 * The privacy policy, written against the Australian Privacy Principles (Privacy Act 1988) for a
 * credit representative. Business details come from `config` so each deployment names itself.
 */
export function privacyPolicy(config: SiteConfig): PrivacyPolicy {
  const us = `${config.businessName} (trading as ${config.tradingName})`;
  const kept = period(config.leadRetentionDays);
  return {
    effectiveDate: "25 November 2026",
    businessName: config.businessName,
    tradingName: config.tradingName,
    website: config.siteOrigin,
    intro: [
      `This policy explains how ${us} ("we", "us") collects, uses, discloses and protects your personal information when you use ${config.siteOrigin} or ask us to help with a loan.`,
      `We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. Where we handle credit-related information we also follow Part IIIA of the Privacy Act and the Privacy (Credit Reporting) Code. We act as credit representative ${config.creditRepNumber} of ${config.licenseeName}, Australian Credit Licence ${config.aclNumber}.`,
    ],
    sections: [
      {
        id: "information-we-collect",
        heading: "What information we collect",
        paragraphs: [
          "We collect only the information we need to help you find, apply for and manage a loan, and to run this website. Depending on how you deal with us, this may include:",
        ],
        items: [
          "Identity and contact details: your name, date of birth, address, phone number and e-mail address, and copies of identity documents such as a driver licence or passport.",
          "Financial information: your income, employment, assets, debts, living expenses, bank statements, payslips, tax returns and business financial records.",
          "Credit information: your credit history, credit reports and scores, and details of your existing credit.",
          "Property details: the property you are buying, refinancing or using as security.",
          "Enquiry details: what you tell us in our contact, pre-approval and debt-consolidation forms, resource download forms and chat, such as your name, phone number, e-mail address and approximate debt amount.",
          "Debt calculator figures: when you send an enquiry from our debt calculator, it carries what you entered in the calculator (each debt's type, amount and interest rate, and the home loan rate) and the repayments and savings it showed you, so our broker can call you already knowing them. This is the debt information the form's collection notice tells you about, used only to contact you about consolidating your debts and kept like the rest of your enquiry. Nothing you type into the calculator is sent to us unless you send the enquiry.",
          "Website information: your IP address, browser and device type, the pages you visit, and the advertisement or link that brought you to the site.",
          "Sensitive information, such as health information relevant to a hardship request, only with your consent and only when it is needed.",
        ],
      },
      {
        id: "how-we-use-it",
        heading: "How we use your information",
        paragraphs: [
          "We collect information directly from you wherever we can. With your consent we may also obtain it from lenders, credit reporting bodies, your employer, your accountant or other people you authorise. If you do not give us the information we ask for, we may not be able to help you obtain a loan.",
          "We use your information to:",
        ],
        items: [
          "assess your needs and objectives and recommend loans that are in your best interests, as the National Consumer Credit Protection Act 2009 requires;",
          "prepare and submit loan applications and communicate with lenders on your behalf;",
          "verify your identity and meet our other legal obligations;",
          "respond to your enquiries and keep you informed about your application;",
          "review your loan after settlement and tell you about options that may suit you;",
          "understand how visitors use our website and measure which of our advertising works, so we can improve both.",
        ],
      },
      {
        id: "disclosure",
        heading: "Disclosure of your information",
        paragraphs: [
          "We disclose your personal information only for the purposes above, or where you consent or the law requires or permits it. Recipients may include:",
        ],
        items: [
          `${config.licenseeName}, our Australian Credit Licence holder, and its aggregator and compliance service providers;`,
          "lenders and lenders mortgage insurers you apply to, who may in turn obtain your credit report from a credit reporting body;",
          "valuers, conveyancers, solicitors, accountants and financial advisers involved in your application, with your consent;",
          "people who act for you, such as a guarantor, co-borrower or someone holding your power of attorney;",
          "our service providers, such as IT, hosting, e-mail, customer relationship and document storage providers, under confidentiality obligations;",
          "courts, regulators and government agencies where the law requires it.",
        ],
      },
      {
        id: "storage-and-security",
        heading: "Storage, security and how long we keep it",
        paragraphs: [
          "We store information electronically in secure systems and take reasonable steps to protect it from misuse, interference, loss and unauthorised access, modification or disclosure. These steps include access controls, encrypted connections to this website and staff confidentiality obligations.",
          "Some of our service providers may store or process information outside Australia. Before that happens we take reasonable steps, as Australian Privacy Principle 8 requires, to ensure they handle it consistently with the Australian Privacy Principles.",
          'To learn which pages, advertisements and forms work, our pages and forms (also where they appear on another website) send us a few counts: a page was viewed; a form or calculator was shown, used, submitted, or its enquiry received. Each count says only which of our pages (or "other"), which site, the campaign, source and medium named in the link you followed, which form or calculator and which version of it, and which version of the page you were shown. We keep nothing but a total per day for each combination of these.',
          "This counting uses no cookie, stores nothing in your browser and sets no identifier; it records nothing about you, your device or your browser. Your IP address is used only for a moment, to stop one connection sending too many counts, and is not kept. Counts are not linked to an enquiry you send, and automated visitors such as search engine crawlers are not counted.",
          "We keep loan records for at least seven years, as credit laws require. When we no longer need information for any purpose allowed by law, we destroy it or remove anything that identifies you.",
          "What this website keeps, and for how long:",
        ],
        items: [
          `Enquiries you send through our forms (your name, phone number, e-mail address, what you tell us, and where you came to our site from), with the record of passing them on to our team: deleted ${kept} after you send them.`,
          `If you download a free resource: your e-mail address, your name if you gave it, and which resources you downloaded and when, until ${kept} after your last download; each download is deleted ${kept} after it.`,
          `Form submissions caught by our spam filter: deleted after ${SPAM_RETENTION_DAYS} days.`,
          `If you pay for a strategy session: your name, e-mail address and how you found us are removed ${kept} after the payment. The amount, date and payment reference are kept for ${PAYMENT_RECORD_YEARS} years, because tax law requires us to keep business records, then deleted.`,
          "A log of each time we search for, correct or delete someone's information, and of each deletion above: who did it, when and how many records it touched, never whose they were.",
        ],
      },
      {
        id: "access-and-correction",
        heading: "Access, correction and deletion",
        paragraphs: [
          "You can ask for a copy of the personal information we hold about you, ask us to correct anything that is inaccurate, out of date, incomplete or misleading, or ask us to delete it. Contact us using the details below and tell us the e-mail address or phone number you gave us; we will need to verify your identity first. We then find every enquiry, download and payment linked to that address or number, however it was written.",
          "When we delete your information, this website deletes your enquiries, your downloads and your contact details at once, and anything of yours not yet passed on to our team is never sent. If you paid for a strategy session, only the amount, date and payment reference stay, for the period above. Copies already e-mailed to our team or passed to our customer records are deleted by our staff as well. Loan records the law requires us to keep are kept for as long as it requires, and we will tell you if that applies.",
          "We respond within 30 days. There is no charge to make a request or to correct or delete information, though we may charge a reasonable fee to cover the cost of providing access to large volumes of records. If we refuse a request we will tell you why in writing and how to complain.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies and website analytics",
        paragraphs: [
          "Our website uses cookies, browser storage and similar technologies to keep the site working, remember the advertisement or link that brought you to it, and measure how pages and forms are used. Our analytics and advertising partners may use their own cookies to measure the results of our advertising and show our ads to people likely to be interested.",
          "If an enquiry you submit cannot reach us (for example, your connection drops), your browser keeps it on your device and sends it when you next visit or come back online; it is deleted from your device once we have received it, and after 7 days in any case.",
          "You can block or delete cookies in your browser settings. The site will still work, although we will not be able to tell which of our advertising brought you here.",
          "To measure which of our advertising works, when you send an enquiry, pay for a strategy session, or your enquiry later becomes a qualified lead or a settled loan, our server tells Meta (Facebook and Instagram) and Google Ads that it happened: the kind of event and when, an id for it, the amount for a payment or a settled loan, the advertisement click identifiers the site recorded, and your e-mail address and phone number in a scrambled (hashed) form they can only match against accounts that already hold them. Meta is also told your IP address, browser and the page you sent it from. Never your debts, loan details or anything you entered into a calculator. Where a website asks for your consent to advertising measurement and you have not given it, neither is told anything about your enquiry, ever.",
        ],
      },
      {
        id: "marketing",
        heading: "Marketing",
        paragraphs: [
          "With your consent, or where the law otherwise allows, we may send you information about loan reviews, rate changes, resources and services that may interest you. We comply with the Spam Act 2003 and the Do Not Call Register Act 2006.",
          "Every marketing e-mail and text message includes a way to unsubscribe, and you can also contact us at any time to opt out. We do not sell your personal information.",
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        paragraphs: [
          "If you have a concern about how we have handled your personal information, please contact us first using the details below. We will acknowledge your complaint promptly and aim to resolve it within 30 days.",
          "If you are not satisfied with our response, you can complain to the Australian Financial Complaints Authority (www.afca.org.au, 1800 931 678), our external dispute resolution scheme, or to the Office of the Australian Information Commissioner (www.oaic.gov.au, 1300 363 992), the national privacy regulator.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this policy when our practices or the law change. The current version is always published on this page with its effective date, and it applies from that date.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          `For privacy questions, requests or complaints, contact our privacy officer at ${us}:`,
        ],
        items: [
          `E-mail: ${config.email}`,
          `Phone: ${config.phoneDisplay}`,
          `Post: ${config.address}`,
        ],
      },
    ],
  };
}
