import { useRef, useState } from "react";
import { deskDeliveryLabels, deskLead } from "../../src/content/desk";
import { api } from "../api/client";
import type { DeliveryDetail } from "../api/types";
import { exactTime } from "../format/format";
import { targetLabel } from "../inbox/Deliveries";

/**
 * Where the lead was forwarded and how it went, per target, with "Send again". The button is
 * off while its request is in flight, so two quick taps send once.
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
  const inFlight = useRef(false);

  const resend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage("");
    try {
      const { delivery: queued } = await api<{ delivery: DeliveryDetail }>(
        `/leads/${encodeURIComponent(leadId)}/deliveries/${encodeURIComponent(delivery.target)}/resend`,
        { body: {} },
      );
      onChange(queued);
      setMessage(deskLead.sentAgain);
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const name = targetLabel(delivery.target);
  return (
    <li className="delivery">
      <div className="delivery-head">
        <h3>{name}</h3>
        <span className={`status-${delivery.status}`}>{deskDeliveryLabels[delivery.status]}</span>
      </div>
      <span className="small muted">
        {deskLead.attempts(delivery.attempts)}
        {delivery.status === "delivered" && delivery.deliveredAt
          ? ` · ${deskLead.deliveredAt(exactTime(delivery.deliveredAt))}`
          : ""}
        {delivery.status === "pending" && delivery.nextAttemptAt
          ? ` · ${deskLead.nextAttempt(exactTime(delivery.nextAttemptAt))}`
          : ""}
      </span>
      {delivery.lastError && delivery.status !== "delivered" ? (
        <span className="small">
          {deskLead.lastError}: <span className="last-error">{delivery.lastError}</span>
        </span>
      ) : null}
      <div>
        <button
          type="button"
          className="button button-quiet"
          onClick={resend}
          disabled={busy}
          aria-label={`${deskLead.sendAgain}: ${name}`}
        >
          {busy ? deskLead.sending : deskLead.sendAgain}
        </button>
      </div>
      <p role="status" className="small">
        {message}
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
  return (
    <section className="panel" aria-labelledby="forwarding-heading">
      <h2 id="forwarding-heading">{deskLead.forwarding}</h2>
      <ul className="list-plain">
        {deliveries.map((d) => (
          <DeliveryItem key={d.target} leadId={leadId} delivery={d} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}
