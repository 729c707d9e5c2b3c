import { callbackTimeLabels, deskBooking } from "../../src/content/booking";
import { deskInbox, deskKindLabels } from "../../src/content/desk";
import { leadSourceLabel } from "../../src/content/lead-sources";
import type { LeadSummary } from "../api/types";
import { Link } from "../app/router";
import { leadPath } from "../app/routes";
import { exactTime, isOverdue, relativeTime } from "../format/format";
import { contactHref } from "../lead/contact-links";
import { DeliveryTicks } from "./Deliveries";
import { StageBadge } from "./StageBadge";

export const kindLabel = (kind: string) =>
  Object.hasOwn(deskKindLabels, kind) ? deskKindLabels[kind as keyof typeof deskKindLabels] : kind;

/**
 * One lead in the inbox: two dense lines on a phone (who and the stage; what they want and when),
 * a row under column heads on a wide screen (the same markup, laid out by `inbox-rows.css`). Each
 * cell names itself for a screen reader, since the column heads are only drawn.
 */
export function LeadItem({ lead, now, fresh }: { lead: LeadSummary; now: Date; fresh: boolean }) {
  const overdue = isOverdue(lead, now);
  // A guide's title is in the kind's line already.
  const want = lead.want && !lead.what.includes(lead.want) ? lead.want : null;
  const name = lead.name || deskInbox.unnamed;
  const source = lead.source ? leadSourceLabel(lead.source) || lead.source : null;
  return (
    <li
      className={["lead-item", fresh ? "lead-fresh" : "", lead.followUpAt ? "" : "no-follow-up"]
        .filter(Boolean)
        .join(" ")}
      data-lead-id={lead.id}
    >
      <div className="cell cell-when">
        <time dateTime={lead.createdAt} className="when-relative">
          {relativeTime(lead.createdAt, now)}
        </time>
        <span className="when-exact">{exactTime(lead.createdAt)}</span>
        {fresh ? <span className="fresh-badge">{deskInbox.newBadge}</span> : null}
      </div>
      <div className="cell cell-name">
        <span className="name-line">
          <Link href={leadPath(lead.id)} className="lead-name">
            {name}
          </Link>
          {lead.others > 0 ? (
            <span className="repeat-mark">
              <span aria-hidden="true">{deskInbox.repeatShort(lead.others)}</span>
              <span className="visually-hidden">{deskInbox.repeat(lead.others)}</span>
            </span>
          ) : null}
        </span>
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
      <div className={want ? "cell cell-what has-want" : "cell cell-what"}>
        <span className="visually-hidden">{deskInbox.columns.what}: </span>
        <span className="what-kind">{lead.what || kindLabel(lead.kind)}</span>
        {want ? <strong className="want">{want}</strong> : null}
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
        {lead.booking?.startsAt ? (
          <span className="muted booked-for">
            {deskBooking.bookedFor(exactTime(lead.booking.startsAt))}
          </span>
        ) : lead.callbackTime ? (
          <span className="muted booked-for">
            {deskBooking.callback}: {callbackTimeLabels[lead.callbackTime]}
          </span>
        ) : null}
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
