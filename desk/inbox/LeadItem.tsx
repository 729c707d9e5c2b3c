import { deskInbox, deskKindLabels } from "../../src/content/desk";
import { leadSourceLabel } from "../../src/content/lead-sources";
import type { LeadSummary } from "../api/types";
import { Link } from "../app/router";
import { leadPath } from "../app/routes";
import { exactTime, isOverdue, money, relativeTime } from "../format/format";
import { contactHref } from "../lead/contact-links";
import { DeliveryTicks } from "./Deliveries";
import { StageBadge } from "./StageBadge";

export const kindLabel = (kind: string) => deskKindLabels[kind] ?? kind;

/**
 * One lead in the inbox: a card on a phone, a dense row on a wide screen (the same markup, laid
 * out by `inbox.css`). Each cell names itself for a screen reader, since the column heads are
 * only drawn.
 */
export function LeadItem({ lead, now, fresh }: { lead: LeadSummary; now: Date; fresh: boolean }) {
  const overdue = isOverdue(lead, now);
  const name = lead.name || deskInbox.unnamed;
  const source = lead.source ? leadSourceLabel(lead.source) || lead.source : null;
  return (
    <li className={fresh ? "lead-item lead-fresh" : "lead-item"} data-lead-id={lead.id}>
      <div className="cell cell-when">
        <time dateTime={lead.createdAt} className="when-relative">
          {relativeTime(lead.createdAt, now)}
        </time>
        <span className="when-exact">{exactTime(lead.createdAt)}</span>
        {fresh ? <span className="fresh-badge">{deskInbox.newBadge}</span> : null}
      </div>
      <div className="cell cell-name">
        <Link href={leadPath(lead.id)} className="lead-name">
          {name}
        </Link>
        {lead.phone ? (
          <a className="contact-link" href={contactHref("call", lead.phone) ?? undefined}>
            {lead.phone}
          </a>
        ) : null}
        {lead.email ? (
          <a className="contact-link contact-email" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        ) : null}
        {!lead.phone && !lead.email ? <span className="muted">{deskInbox.noContact}</span> : null}
      </div>
      <div className="cell cell-what">
        <span className="visually-hidden">{deskInbox.columns.what}: </span>
        <span>{lead.what || kindLabel(lead.kind)}</span>
        {lead.savings ? (
          <strong className="savings">{deskInbox.saving(money(lead.savings.monthly))}</strong>
        ) : null}
      </div>
      <div className="cell cell-from">
        <span className="visually-hidden">{deskInbox.columns.from}: </span>
        {source ? <span>{source}</span> : null}
        {lead.campaign ? <span className="muted">{lead.campaign}</span> : null}
        {lead.landingPage ? <span className="muted path">{lead.landingPage}</span> : null}
      </div>
      <div className="cell cell-stage">
        <span className="visually-hidden">{deskInbox.columns.stage}: </span>
        <StageBadge stage={lead.stage} />
      </div>
      <div className={overdue ? "cell cell-follow overdue" : "cell cell-follow"}>
        <span className="visually-hidden">{deskInbox.columns.followUp}: </span>
        {lead.followUpAt ? (
          <>
            <time dateTime={lead.followUpAt}>{relativeTime(lead.followUpAt, now)}</time>
            {overdue ? <span className="overdue-tag">{deskInbox.overdueLabel}</span> : null}
          </>
        ) : (
          <span className="muted" aria-hidden="true">
            {deskInbox.noFollowUp}
          </span>
        )}
      </div>
      <div className="cell cell-forwarded">
        <DeliveryTicks deliveries={lead.deliveries} />
      </div>
    </li>
  );
}
