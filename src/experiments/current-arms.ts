/**
 * This page view's experiments and arms, as the pre-paint script wrote them on `<html>`
 * (`data-exp-<id>="<arm>"`): what a funnel event carries so the counters can split by arm.
 */
export function currentArms(root: Element): Record<string, string> {
  const arms: Record<string, string> = {};
  for (const { name, value } of Array.from(root.attributes)) {
    if (name.startsWith("data-exp-") && value) arms[name.slice("data-exp-".length)] = value;
  }
  return arms;
}
