import { deskDeliveryLabels, deskInbox, deskTargetLabels } from "../../src/content/desk";
import type { DeliveryStatus } from "../api/types";

const marks: Record<DeliveryStatus, string> = {
  delivered: "✓",
  pending: "…",
  failed: "✕",
  skipped: "–",
};

export const targetLabel = (target: string) =>
  Object.hasOwn(deskTargetLabels, target)
    ? deskTargetLabels[target as keyof typeof deskTargetLabels]
    : target;

/** One tick per forwarding target, its state in words for a screen reader and on hover. */
export function DeliveryTicks({
  deliveries,
}: {
  deliveries: { target: string; status: DeliveryStatus }[];
}) {
  return (
    <ul className="ticks">
      {deliveries.map((d) => {
        const label = deskInbox.delivery(targetLabel(d.target), deskDeliveryLabels[d.status]);
        return (
          <li key={d.target} className={`tick tick-${d.status}`}>
            <span role="img" aria-label={label} title={label}>
              <span aria-hidden="true">{marks[d.status]}</span>
            </span>
            <span aria-hidden="true" className="tick-target">
              {targetLabel(d.target)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
