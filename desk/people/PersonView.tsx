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
      <section className="panel" aria-labelledby="person-leads">
        <h2 id="person-leads">
          {deskPeople.leads} ({record.leads.length})
        </h2>
        <ul className="list-plain">
          {record.leads.map((lead) => (
            <li key={lead.id} className="delivery">
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
            </li>
          ))}
        </ul>
      </section>
      {record.contacts.length > 0 ? (
        <section className="panel" aria-labelledby="person-contacts">
          <h2 id="person-contacts">
            {deskPeople.contacts} ({record.contacts.length})
          </h2>
          <ul className="list-plain">
            {record.contacts.map((contact) => (
              <li key={contact.email}>
                {contact.name ? `${contact.name} · ` : ""}
                {contact.email} · {countsSummary({ download: contact.downloads.length })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {record.payments.length > 0 ? (
        <section className="panel" aria-labelledby="person-payments">
          <h2 id="person-payments">
            {deskPeople.payments} ({record.payments.length})
          </h2>
          <ul className="list-plain">
            {record.payments.map((payment) => (
              <li key={payment.sessionId}>
                {exactTime(payment.paidAt)} · {payment.paymentStatus}
                {payment.amountTotal === null
                  ? ""
                  : ` · ${money(payment.amountTotal / 100, {
                      currency: payment.currency.toUpperCase(),
                      cents: true,
                    })}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
