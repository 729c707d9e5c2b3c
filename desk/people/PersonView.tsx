import type { ReactNode } from "react";
import { deskDeliveryLabels, deskPeople } from "../../src/content/desk";
import { leadSourceLabel } from "../../src/content/lead-sources";
import { inboxKindOf } from "../../src/schemas/lead-kinds";
import type { PersonRecord } from "../api/types";
import { Link } from "../app/router";
import { leadPath } from "../app/routes";
import { exactTime, money } from "../format/format";
import { targetLabel } from "../inbox/Deliveries";
import { kindLabel } from "../inbox/LeadItem";
import { countsSummary } from "./counts";
import { leadFields } from "./lead-fields";

/** Everything stored about one person, as the store found it. */
export function PersonView({ record }: { record: PersonRecord }) {
  return (
    <>
      <RecordSection
        record={record}
        kind="leads"
        keyOf={(lead) => lead.id}
        itemClass="delivery"
        always
      >
        {(lead) => (
          <>
            <div className="delivery-head">
              <Link href={leadPath(lead.id)}>{kindLabel(inboxKindOf(lead.kind))}</Link>
              <time className="small muted" dateTime={lead.createdAt}>
                {exactTime(lead.createdAt)}
              </time>
            </div>
            <span className="small muted">{leadSourceLabel(lead.source) || lead.source}</span>
            <dl className="facts">
              {leadFields(lead.kind, lead.payload).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <span className="small">
              {lead.deliveries
                .map((d) => `${targetLabel(d.target)}: ${deskDeliveryLabels[d.status]}`)
                .join(" · ")}
            </span>
          </>
        )}
      </RecordSection>
      <RecordSection record={record} kind="contacts" keyOf={(contact) => contact.email}>
        {(contact) => (
          <>
            {contact.name ? `${contact.name} · ` : ""}
            {contact.email} · {countsSummary({ download: contact.downloads.length })}
          </>
        )}
      </RecordSection>
      <RecordSection record={record} kind="payments" keyOf={(payment) => payment.sessionId}>
        {(payment) => (
          <>
            {exactTime(payment.paidAt)} · {payment.paymentStatus}
            {payment.amountTotal === null
              ? ""
              : ` · ${money(payment.amountTotal / 100, {
                  currency: payment.currency.toUpperCase(),
                  cents: true,
                })}`}
          </>
        )}
      </RecordSection>
    </>
  );
}

type Kind = keyof PersonRecord;

/**
 * One kind of the person's records: the heading with how many there are, then a line for each;
 * nothing when there are none, unless the kind is to be listed `always`.
 */
function RecordSection<K extends Kind>({
  record,
  kind,
  keyOf,
  itemClass,
  always = false,
  children,
}: {
  record: PersonRecord;
  kind: K;
  keyOf: (item: PersonRecord[K][number]) => string;
  itemClass?: string;
  always?: boolean;
  children: (item: PersonRecord[K][number]) => ReactNode;
}) {
  const items: PersonRecord[K][number][] = record[kind];
  if (items.length === 0 && !always) return null;
  const id = `person-${kind}`;
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>
        {deskPeople[kind]} ({items.length})
      </h2>
      <ul className="list-plain">
        {items.map((item) => (
          <li key={keyOf(item)} className={itemClass}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
