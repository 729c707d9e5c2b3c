import { callbackTimeLabels, deskBooking } from "../../src/content/booking";
import { deskLead, deskStageLabels } from "../../src/content/desk";
import { leadSourceLabel } from "../../src/content/lead-sources";
import type { LeadDetail } from "../api/types";
import { duration, exactTime } from "../format/format";

const shown = (value: unknown): string =>
  typeof value === "string"
    ? value
    : value === null || value === undefined
      ? ""
      : JSON.stringify(value);

/** Label: value pairs of an object whose keys the desk does not know in advance. */
function Pairs({ record }: { record: Record<string, unknown> }) {
  const entries = Object.entries(record).filter(([, v]) => shown(v) !== "");
  return (
    <dl className="facts">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt>{key}</dt>
          <dd>{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The time the visitor booked in the scheduler, or the call-back time they chose. */
function Scheduling({ lead }: { lead: LeadDetail }) {
  if (!lead.booking && !lead.callbackTime) return null;
  return (
    <dl className="facts">
      {lead.booking ? (
        <div className="contents">
          <dt>{deskBooking.booked}</dt>
          <dd>
            {lead.booking.startsAt
              ? exactTime(lead.booking.startsAt)
              : exactTime(lead.booking.bookedAt)}
            {lead.booking.eventType ? ` · ${lead.booking.eventType}` : ""}
            {` · ${deskBooking.scheduler[lead.booking.scheduler]}`}
          </dd>
        </div>
      ) : null}
      {lead.callbackTime ? (
        <div className="contents">
          <dt>{deskBooking.callback}</dt>
          <dd>{callbackTimeLabels[lead.callbackTime]}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A chat lead's messages as the visitor wrote them, when it carries them. */
const conversationOf = (lead: LeadDetail): string[] =>
  Array.isArray(lead.payload.conversation)
    ? lead.payload.conversation.filter((line): line is string => typeof line === "string")
    : [];

/**
 * What the visitor sent, leaving out the calculator's figures (shown as a table), a chat's
 * messages (shown as a list) and where the visit came from (shown under its own heading).
 */
export function Sent({ lead }: { lead: LeadDetail }) {
  const {
    calculator: _calculator,
    attribution: _attribution,
    conversation: _conversation,
    preferredTime,
    ...payload
  } = lead.payload;
  const messages = conversationOf(lead);
  return (
    <section className="panel" aria-labelledby="sent-heading">
      <h2 id="sent-heading">{deskLead.sent}</h2>
      <Pairs record={payload} />
      <Scheduling lead={lead} />
      {typeof preferredTime === "string" && preferredTime ? (
        <dl className="facts">
          <dt>{deskLead.preferredTime}</dt>
          <dd>{preferredTime}</dd>
        </dl>
      ) : null}
      {messages.length > 0 ? (
        <>
          <h3 id="conversation-heading">{deskLead.conversation}</h3>
          <ol className="list-plain conversation" aria-labelledby="conversation-heading">
            {messages.map((message, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stored messages, in order
              <li key={i}>{message}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** The visit's attribution less what is shown above it by name. */
function attributionRest(attribution: Record<string, unknown>): Record<string, unknown> {
  const { utm_source: _source, utm_campaign: _campaign, landingPage: _page, ...rest } = attribution;
  return rest;
}

export function Attribution({ lead }: { lead: LeadDetail }) {
  const rest = lead.attribution ? attributionRest(lead.attribution) : {};
  const more = Object.values(rest).some((value) => shown(value) !== "");
  if (!lead.source && !lead.campaign && !lead.landingPage && !more) {
    return (
      <section className="panel" aria-labelledby="attribution-heading">
        <h2 id="attribution-heading">{deskLead.attribution}</h2>
        <p className="muted">{deskLead.noAttribution}</p>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="attribution-heading">
      <h2 id="attribution-heading">{deskLead.attribution}</h2>
      <dl className="facts">
        {lead.source ? (
          <>
            <dt>{deskLead.source}</dt>
            <dd>{leadSourceLabel(lead.source) || lead.source}</dd>
          </>
        ) : null}
        {lead.campaign ? (
          <>
            <dt>{deskLead.campaign}</dt>
            <dd>{lead.campaign}</dd>
          </>
        ) : null}
        {lead.landingPage ? (
          <>
            <dt>{deskLead.landingPage}</dt>
            <dd>{lead.landingPage}</dd>
          </>
        ) : null}
      </dl>
      {more ? <Pairs record={rest} /> : null}
    </section>
  );
}

export function Speed({ lead }: { lead: LeadDetail }) {
  return (
    <section className="panel" aria-labelledby="speed-lead-heading">
      <h2 id="speed-lead-heading">{deskLead.speed}</h2>
      <p>{lead.speedToLeadMs === null ? deskLead.notContacted : duration(lead.speedToLeadMs)}</p>
    </section>
  );
}

export function History({ lead }: { lead: LeadDetail }) {
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">{deskLead.history}</h2>
      {lead.history.length === 0 ? <p className="muted">{deskLead.noHistory}</p> : null}
      <ol className="list-plain">
        {[...lead.history].reverse().map((entry) => (
          <li key={`${entry.at}-${entry.stage}`}>
            <time dateTime={entry.at} className="muted small">
              {exactTime(entry.at)}
            </time>{" "}
            {deskLead.historyEntry(deskStageLabels[entry.stage] ?? entry.stage, entry.by)}
          </li>
        ))}
      </ol>
    </section>
  );
}
