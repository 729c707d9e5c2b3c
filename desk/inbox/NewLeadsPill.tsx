import { deskInbox } from "../../src/content/desk";

/**
 * Over a scrolled inbox, the leads that came in above the rows on screen: tapped, the list goes
 * up to them. A screen reader has heard of each already (the desk's live announcement).
 */
export function NewLeadsPill({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <button type="button" className="new-leads-pill" onClick={onShow}>
      <span aria-hidden="true">↑ </span>
      {deskInbox.newLeadsAbove(count)}
    </button>
  );
}
