import { useEffect, useState } from "react";
import { deskInbox, deskLead, deskShell } from "../../src/content/desk";
import { api } from "../api/client";
import type { DeliveryDetail, LeadDetail } from "../api/types";
import { useLive } from "../app/live-context";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { useNow } from "../app/use-now";
import { exactTime, relativeTime } from "../format/format";
import { kindLabel } from "../inbox/LeadItem";
import { StageBadge } from "../inbox/StageBadge";
import { CalculatorTable } from "./CalculatorTable";
import { ContactButtons } from "./ContactButtons";
import { FollowUp } from "./FollowUp";
import { Forwarding } from "./Forwarding";
import { Attribution, History, Sent, Speed } from "./LeadFacts";
import { Notes } from "./Notes";
import { PersonLeads } from "./PersonLeads";
import { StageControl } from "./StageControl";

type State =
  | { status: "loading" }
  | { status: "missing" | "failed" }
  | { status: "ready"; lead: LeadDetail };

/** Everything about one lead, and what the broker does with it. */
export function LeadPage({ id }: { id: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const { markSeen } = useLive();
  const now = useNow();

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: "loading" });
    markSeen(id);
    api<{ lead: LeadDetail }>(`/leads/${encodeURIComponent(id)}`, { signal: abort.signal }).then(
      ({ lead }) => setState({ status: "ready", lead }),
      (error: { status?: number }) => {
        if (!abort.signal.aborted) {
          setState({ status: error.status === 404 ? "missing" : "failed" });
        }
      },
    );
    return () => abort.abort();
  }, [id, markSeen]);

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
  const update = (next: LeadDetail) => setState({ status: "ready", lead: next });
  // From the latest state: the page may follow several deliveries at once.
  const updateDelivery = (delivery: DeliveryDetail) =>
    setState((before) =>
      before.status === "ready"
        ? {
            status: "ready",
            lead: {
              ...before.lead,
              deliveries: before.lead.deliveries.map((d) =>
                d.target === delivery.target ? delivery : d,
              ),
            },
          }
        : before,
    );

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
        <section className="panel">
          <StageControl lead={lead} onChange={update} />
          {lead.stage === "lost" && lead.lostReason ? (
            <p>{deskLead.lostBecause(lead.lostReason)}</p>
          ) : null}
          <FollowUp lead={lead} onChange={update} />
        </section>
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
