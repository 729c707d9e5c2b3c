import { useEffect, useRef, useState } from "react";
import { deskDeliveryLabels, deskLead } from "../../src/content/desk";
import { deskForwarding } from "../../src/content/desk-forwarding";
import { ApiError, api } from "../api/client";
import type { DeliveryDetail } from "../api/types";
import { useLive } from "../app/live-context";
import { exactTime } from "../format/format";
import { targetLabel } from "../inbox/Deliveries";

type Refusal = keyof typeof deskForwarding.confirm;
const isRefusal = (code: string): code is Refusal => Object.hasOwn(deskForwarding.confirm, code);

/** A row that watches the deal in the broker's CRM rather than sending the lead anywhere. */
const watchesCrm = (target: string) => target === "mycrm:status";

/** The line under a delivery's name: attempts, and when it went or will go. */
function progress(delivery: DeliveryDetail, now: number): string {
  if (watchesCrm(delivery.target)) {
    const { looks, nextLook } = deskForwarding.crmWatch;
    const next =
      delivery.status === "pending" && delivery.nextAttemptAt
        ? Date.parse(delivery.nextAttemptAt) > now
          ? ` · ${nextLook(exactTime(delivery.nextAttemptAt))}`
          : ` · ${deskForwarding.sendingNow}`
        : "";
    return `${looks(delivery.attempts)}${next}`;
  }
  let line = deskLead.attempts(delivery.attempts);
  if (delivery.status === "delivered" && delivery.deliveredAt) {
    line += ` · ${deskLead.deliveredAt(exactTime(delivery.deliveredAt))}`;
  }
  if (delivery.status === "pending" && delivery.nextAttemptAt) {
    // Due already (sent again a moment ago): it is being sent, not due at a past time.
    line += ` · ${
      Date.parse(delivery.nextAttemptAt) > now
        ? deskLead.nextAttempt(exactTime(delivery.nextAttemptAt))
        : deskForwarding.sendingNow
    }`;
  }
  return line;
}

/**
 * Where the lead was forwarded and how it went, per target, with "Send again". The button is
 * off while its request is in flight, so two quick taps send once. A delivery that went, or was
 * skipped on purpose, is sent again only after "Send anyway".
 */
function DeliveryItem({
  leadId,
  delivery,
  onChange,
}: {
  leadId: string;
  delivery: DeliveryDetail;
  onChange: (delivery: DeliveryDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [refused, setRefused] = useState<Refusal | null>(null);
  const inFlight = useRef(false);

  const resend = async (force: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage("");
    setRefused(null);
    try {
      const { delivery: queued } = await api<{ delivery: DeliveryDetail }>(
        `/leads/${encodeURIComponent(leadId)}/deliveries/${encodeURIComponent(delivery.target)}/resend`,
        { body: force ? { force: true } : {} },
      );
      onChange(queued);
      setMessage(deskLead.sentAgain);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && isRefusal(error.code)) {
        setRefused(error.code);
      } else {
        setMessage((error as Error).message);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const name = targetLabel(delivery.target);
  const watch = watchesCrm(delivery.target) ? deskForwarding.crmWatch : null;
  // A deal that settled or was lost is watched no more (nor one never watched): nothing to look at.
  const watchEnded =
    watch !== null && (delivery.status === "delivered" || delivery.status === "skipped");
  const emailOff =
    delivery.status === "skipped" && /FORM_SERVICE_ACCESS_KEY/.test(delivery.lastError ?? "");
  return (
    <li className="delivery">
      <div className="delivery-head">
        <h3>{name}</h3>
        <span className={`status-${delivery.status}`}>
          {(watch?.status ?? deskDeliveryLabels)[delivery.status]}
        </span>
      </div>
      {watch ? <p className="small">{watch.says}</p> : null}
      <span className="small muted">{progress(delivery, Date.now())}</span>
      {emailOff ? (
        <p className="small">{deskForwarding.emailOff}</p>
      ) : delivery.lastError && delivery.status !== "delivered" ? (
        <span className="small">
          {deskLead.lastError}: <span className="last-error">{delivery.lastError}</span>
        </span>
      ) : null}
      {watchEnded ? null : (
        <div className="row">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => resend(false)}
            disabled={busy}
            aria-label={`${watch?.lookNow ?? deskLead.sendAgain}: ${name}`}
          >
            {busy ? deskLead.sending : (watch?.lookNow ?? deskLead.sendAgain)}
          </button>
          {refused ? (
            <button
              type="button"
              className="button"
              onClick={() => resend(true)}
              disabled={busy}
              aria-label={`${deskForwarding.sendAnyway}: ${name}`}
            >
              {deskForwarding.sendAnyway}
            </button>
          ) : null}
        </div>
      )}
      <p role="status" className="small">
        {refused ? deskForwarding.confirm[refused] : message}
      </p>
    </li>
  );
}

export function Forwarding({
  leadId,
  deliveries,
  onChange,
}: {
  leadId: string;
  deliveries: DeliveryDetail[];
  onChange: (delivery: DeliveryDetail) => void;
}) {
  // As the live stream says this lead's forwarding changed, its outcome shows, without a reload:
  // the stream names the change, this asks for the attempts and errors it does not carry.
  const { subscribe } = useLive();
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    let asking: AbortController | null = null;
    const unsubscribe = subscribe((lead, news) => {
      if (news !== "change" || lead.id !== leadId) return;
      // Only the latest answer counts: an earlier one, however late, never overwrites it.
      asking?.abort();
      const abort = new AbortController();
      asking = abort;
      api<{ deliveries: DeliveryDetail[] }>(`/leads/${encodeURIComponent(leadId)}/deliveries`, {
        signal: abort.signal,
      })
        .then((body) => {
          for (const delivery of body.deliveries) changed.current(delivery);
        })
        .catch(() => {});
    });
    return () => {
      unsubscribe();
      asking?.abort();
    };
  }, [leadId, subscribe]);

  return (
    <section className="panel" aria-labelledby="forwarding-heading">
      <h2 id="forwarding-heading">{deskLead.forwarding}</h2>
      {deliveries.length === 0 ? <p className="muted">{deskLead.noForwarding}</p> : null}
      <ul className="list-plain">
        {deliveries.map((d) => (
          <DeliveryItem key={d.target} leadId={leadId} delivery={d} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}
