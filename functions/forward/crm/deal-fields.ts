import type { SiteConfig } from "../../../src/config";
import { crmCopy } from "../../../src/content/crm";
import { leadEmails } from "../../../src/content/lead-emails";
import { storedLeadKind } from "../../../src/schemas/lead-kinds";
import { leadWant } from "../../desk/inbox/lead-value";
import type { StoredLead } from "../../store";
import { leadMessage } from "../form-service";

/** What every CRM is told of a lead, before each says it in its own fields. */
export interface DealFields {
  /** Our lead's id: the deal's external reference where the CRM keeps one. */
  reference: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** Whole dollars the lead names (debts added up, a loan amount typed); null when none. */
  amount: number | null;
  /** The kind of lead in words ("pre-approval", "debt consolidation"). */
  purpose: string;
  /** The broker's e-mail of the lead: its fields, the calculator's figures, source, campaign, link. */
  note: string;
  /** The campaign the visitor came from (last touch). */
  campaign: {
    source?: string;
    medium?: string;
    campaign?: string;
    term?: string;
    content?: string;
  };
  /** The page the lead was sent from. */
  page: string | null;
  /** The lead's page in the desk. */
  deskLink: string;
}

export interface DealContext {
  config: SiteConfig;
  timeZone: string;
  deskOrigin: string;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The lead as a CRM's deal and contact: every CRM adapter reads these, none reads the payload. */
export function dealFields(lead: StoredLead, context: DealContext): DealFields {
  const p = lead.payload;
  const name = text(p.name) ?? "";
  const [first, ...rest] = name.split(/\s+/).filter(Boolean);
  const attribution =
    typeof p.attribution === "object" && p.attribution !== null
      ? (p.attribution as Record<string, unknown>)
      : {};
  const kind = storedLeadKind(lead.kind);
  const campaign = {
    source: text(attribution.utm_source) ?? undefined,
    medium: text(attribution.utm_medium) ?? undefined,
    campaign: text(attribution.utm_campaign) ?? undefined,
    term: text(attribution.utm_term) ?? undefined,
    content: text(attribution.utm_content) ?? undefined,
  };
  return {
    reference: lead.id,
    name: crmCopy.dealName(kind ? leadEmails[kind].name : lead.kind, text(p.name)),
    firstName: first ?? null,
    lastName: rest.length > 0 ? rest.join(" ") : null,
    email: text(p.email),
    phone: text(p.phone) ?? text(p.mobile),
    amount: leadWant(lead.kind, p, context.config).value,
    purpose: kind ? leadEmails[kind].name : lead.kind,
    note: leadMessage(lead, context.config, context.timeZone, context.deskOrigin),
    campaign,
    page: text(p.page),
    deskLink: `${context.deskOrigin}/desk/leads/${lead.id}`,
  };
}
