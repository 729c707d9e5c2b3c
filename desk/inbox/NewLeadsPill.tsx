import { deskInbox } from "../../src/content/desk";

/**
 * Over a scrolled inbox, the leads that came in above the rows on screen: tapped, the list goes
 * up to them. A screen reader has heard of each already (the desk's live announcement).
 */
export function NewLeadsPill({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    // Tapping it is not yet looking at them: they stay marked new (`data-keep-unseen`).
    <button type="button" className="new-leads-pill" onClick={onShow} data-keep-unseen>
      <span aria-hidden="true">↑ </span>
      {deskInbox.newLeadsAbove(count)}
    </button>
  );
}
