import { deskBooking } from "../../src/content/booking";
import { deskLead, deskTargetLabels } from "../../src/content/desk";
import type { LeadDetail } from "../api/types";
import { money } from "../format/format";
import { FollowUp } from "./FollowUp";
import { StageControl } from "./StageControl";

/**
 * Where the lead stands: the stage the broker moves it to (and why it was lost), the loan amount
 * the broker's CRM says the deal settled for (the CRM's word, not the visitor's), and when to
 * follow it up.
 */
export function StagePanel({
  lead,
  onChange,
}: {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
}) {
  return (
    <section className="panel">
      <StageControl lead={lead} onChange={onChange} />
      {lead.stage === "lost" && lead.lostReason ? (
        <p>{deskLead.lostBecause(lead.lostReason)}</p>
      ) : null}
      {lead.settled ? (
        <dl className="facts settled-fact">
          <dt>{deskBooking.settled}</dt>
          <dd>
            {deskBooking.settledBy(money(lead.settled.amount), deskTargetLabels[lead.settled.crm])}
          </dd>
        </dl>
      ) : null}
      <FollowUp lead={lead} onChange={onChange} />
    </section>
  );
}
