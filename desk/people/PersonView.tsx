import type { ReactNode } from "react";
import { deskDeliveryLabels, deskPeople } from "../../src/content/desk";
import { leadSourceLabel } from "../../src/content/lead-sources";
import type { PersonRecord } from "../api/types";
import { Link } from "../app/router";
import { leadPath } from "../app/routes";
import { exactTime, money } from "../format/format";
import { targetLabel } from "../inbox/Deliveries";
import { kindLabel } from "../inbox/LeadItem";
import { countsSummary } from "./counts";

const text = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : JSON.stringify(value);

/** Everything stored about one person, as the store found it. */
export function PersonView({ record }: { record: PersonRecord }) {
  return (
    <>
      <RecordSection
        id="person-leads"
        heading={deskPeople.leads}
        items={record.leads}
        keyOf={(lead) => lead.id}
        itemClass="delivery"
      >
        {(lead) => (
          <>
            <div className="delivery-head">
              <Link href={leadPath(lead.id)}>{kindLabel(lead.kind)}</Link>
              <time className="small muted" dateTime={lead.createdAt}>
                {exactTime(lead.createdAt)}
              </time>
            </div>
            <span className="small muted">{leadSourceLabel(lead.source) || lead.source}</span>
            <dl className="facts">
              {Object.entries(lead.payload)
                .filter(([, v]) => text(v) !== "")
                .map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt>{key}</dt>
                    <dd>{text(value)}</dd>
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
      {record.contacts.length > 0 ? (
        <RecordSection
          id="person-contacts"
          heading={deskPeople.contacts}
          items={record.contacts}
          keyOf={(contact) => contact.email}
        >
          {(contact) => (
            <>
              {contact.name ? `${contact.name} · ` : ""}
              {contact.email} · {countsSummary({ download: contact.downloads.length })}
            </>
          )}
        </RecordSection>
      ) : null}
      {record.payments.length > 0 ? (
        <RecordSection
          id="person-payments"
          heading={deskPeople.payments}
          items={record.payments}
          keyOf={(payment) => payment.sessionId}
        >
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
      ) : null}
    </>
  );
}

/** One kind of record: the heading with how many there are, then a line for each. */
function RecordSection<T>({
  id,
  heading,
  items,
  keyOf,
  itemClass,
  children,
}: {
  id: string;
  heading: string;
  items: T[];
  keyOf: (item: T) => string;
  itemClass?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>
        {heading} ({items.length})
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
