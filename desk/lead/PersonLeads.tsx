import { deskInbox, deskLead } from "../../src/content/desk";
import type { LeadDetail } from "../api/types";
import { Link } from "../app/router";
import { leadPath, personPath } from "../app/routes";
import { day } from "../format/format";
import { StageBadge } from "../inbox/StageBadge";

/** The person's other leads (same phone in any form, or e-mail in any case), newest first. */
export function PersonLeads({ lead }: { lead: LeadDetail }) {
  if (lead.person.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="person-heading">
      <h2 id="person-heading">{deskLead.personHeading}</h2>
      <p className="muted">{deskLead.personIntro}</p>
      <ul className="person-leads">
        {lead.person.map((other) => (
          <li key={other.id}>
            <Link href={leadPath(other.id)}>{other.name || deskInbox.unnamed}</Link>{" "}
            <time dateTime={other.createdAt} className="muted">
              {day(other.createdAt)}
            </time>
            {other.want ? <span> · {other.want}</span> : null} <StageBadge stage={other.stage} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={personPath(lead.id)}>{deskLead.personPage} →</Link>
      </p>
    </section>
  );
}
