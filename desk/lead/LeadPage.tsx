import { useEffect } from "react";
import { deskInbox, deskLead, deskShell } from "../../src/content/desk";
import type { DeliveryDetail, LeadDetail } from "../api/types";
import { useLive } from "../app/live-context";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { useNow } from "../app/use-now";
import { useResource } from "../app/use-resource";
import { exactTime, relativeTime } from "../format/format";
import { kindLabel } from "../inbox/LeadItem";
import { StageBadge } from "../inbox/StageBadge";
import { CalculatorTable } from "./CalculatorTable";
import { ContactButtons } from "./ContactButtons";
import { Forwarding } from "./Forwarding";
import { Attribution, History, Sent, Speed } from "./LeadFacts";
import { Notes } from "./Notes";
import { PersonLeads } from "./PersonLeads";
import { StagePanel } from "./StagePanel";

type State =
  | { status: "loading" }
  | { status: "missing" | "failed" }
  | { status: "ready"; lead: LeadDetail };

/** Everything about one lead, and what the broker does with it. */
export function LeadPage({ id }: { id: string }) {
  const { loaded, update: change } = useResource<{ lead: LeadDetail }>(
    `/leads/${encodeURIComponent(id)}`,
  );
  const { markSeen } = useLive();
  const now = useNow();
  useEffect(() => markSeen(id), [id, markSeen]);
  const state: State =
    loaded.status === "failed"
      ? { status: (loaded.failure as { status?: number }).status === 404 ? "missing" : "failed" }
      : loaded.status === "ready"
        ? { status: "ready" as const, lead: loaded.data.lead }
        : loaded;

  const heading =
    state.status === "ready"
      ? state.lead.name || deskInbox.unnamed
      : state.status === "loading"
        ? deskShell.loading
        : state.status === "missing"
          ? deskLead.notFound
          : deskShell.failed;
  // One heading element whatever the state, so the focus the shell gives it stays on it.
  const head = (
    <header>
      <Link href={DESK_BASE} className="back-link">
        ← {deskLead.back}
      </Link>
      <div className="lead-title">
        <h1 id="lead-heading" tabIndex={-1}>
          {heading}
        </h1>
        {state.status === "ready" ? <StageBadge stage={state.lead.stage} /> : null}
      </div>
    </header>
  );
  if (state.status !== "ready") return <article aria-labelledby="lead-heading">{head}</article>;
  const { lead } = state;
  const update = (next: LeadDetail) => change(() => ({ lead: next }));
  // From the latest state: the page may follow several deliveries at once.
  const updateDelivery = (delivery: DeliveryDetail) =>
    change(({ lead: before }) => ({
      lead: {
        ...before,
        deliveries: before.deliveries.map((d) => (d.target === delivery.target ? delivery : d)),
      },
    }));

  return (
    <article aria-labelledby="lead-heading">
      {head}
      <p className="muted">
        {deskLead.received}{" "}
        <time dateTime={lead.createdAt}>{relativeTime(lead.createdAt, now)}</time> ·{" "}
        {exactTime(lead.createdAt)}
      </p>
      <div className="lead-grid">
        <section className="panel" aria-labelledby="contact-heading">
          <h2 id="contact-heading">{deskLead.contact}</h2>
          <ContactButtons lead={lead} onChange={update} />
          <dl className="facts">
            <dt>{deskLead.what}</dt>
            <dd>{lead.what || kindLabel(lead.kind)}</dd>
            {lead.want ? (
              <>
                <dt>{deskLead.want}</dt>
                <dd>
                  <strong>{lead.want}</strong>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <StagePanel lead={lead} onChange={update} />
        {lead.calculator ? <CalculatorTable calculator={lead.calculator} /> : null}
        <Sent lead={lead} />
        <PersonLeads lead={lead} />
        <Notes
          leadId={lead.id}
          notes={lead.notes}
          onAdded={(note) => update({ ...lead, notes: [...lead.notes, note] })}
        />
        <Attribution lead={lead} />
        <Forwarding leadId={lead.id} deliveries={lead.deliveries} onChange={updateDelivery} />
        <Speed lead={lead} />
        <History lead={lead} />
      </div>
    </article>
  );
}
