import type { Store } from "../../functions/store";
import type { FakeFormService } from "../fakes/form-service";
import type { Sent } from "./lead-load";

/**
 * What the store holds and the form service received, against what was acknowledged: the
 * figures a fault suite reports and asserts on.
 */
export async function deliveryFigures(
  store: Store,
  acknowledged: Sent[],
  service: FakeFormService,
) {
  const leads = await store.listLeads();
  const storedKeys = leads.map((lead) => lead.idempotencyKey.replace(/^collect-lead:/, ""));
  const timesDelivered = new Map<string, number>();
  for (const id of service.delivered) timesDelivered.set(id, (timesDelivered.get(id) ?? 0) + 1);
  const acknowledgedKeys = new Set(acknowledged.map((sent) => sent.key));
  return {
    acknowledged: acknowledgedKeys.size,
    stored: leads.length,
    lost: [...acknowledgedKeys].filter((key) => !storedKeys.includes(key)).length,
    unexpected: storedKeys.filter((key) => !acknowledgedKeys.has(key)).length,
    deliveredOnce: leads.filter((lead) => timesDelivered.get(lead.id) === 1).length,
    deliveredTwiceOrMore: [...timesDelivered.values()].filter((n) => n > 1).length,
    notDelivered: leads.filter((lead) => !timesDelivered.has(lead.id)).length,
    refusedWhileDown: service.refused,
  };
}

/** Every lead stored has been e-mailed. */
export async function allDelivered(store: Store, service: FakeFormService) {
  const delivered = new Set(service.delivered);
  return (await store.listLeads()).every((lead) => delivered.has(lead.id));
}
