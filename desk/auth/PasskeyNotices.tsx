import { passkeyNoticeCopy } from "../../src/content/passkey-notice";
import { api } from "../api/client";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { ErrorLine, useRequest } from "../app/use-request";
import { useResource } from "../app/use-resource";
import { exactTime } from "../format/format";
import "./passkey-notices.css";

const copy = passkeyNoticeCopy.desk;

interface NoticeView {
  id: string;
  deviceName: string;
  addedAt: string;
}

/**
 * The passkeys added to the signed-in person's account (in Settings, or by a recovery link) that
 * they have not dismissed: above every page until they do, with the way to remove one that was
 * not theirs. Nothing while there is none.
 */
export function PasskeyNotices() {
  const { loaded, update } = useResource<{ notices: NoticeView[] }>("/notices");
  const { busy, error, run } = useRequest();
  // A failure is not worth an error of its own: the notice is asked for again on the next visit.
  const notices = loaded.status === "ready" ? loaded.data.notices : [];

  if (notices.length === 0) return null;

  const dismiss = (notice: NoticeView) =>
    run(async () => {
      await api(`/notices/${notice.id}`, { method: "DELETE" });
      update((shown) => ({ notices: shown.notices.filter((each) => each.id !== notice.id) }));
    });

  return (
    <section className="passkey-notices" aria-label={copy.label}>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            <p>
              <strong>{copy.added(notice.deviceName, exactTime(notice.addedAt))}</strong>{" "}
              {copy.notYou}
            </p>
            <div className="passkey-notices__actions">
              <Link className="button" href={`${DESK_BASE}/settings`}>
                {copy.review}
              </Link>
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                aria-label={copy.dismissLabel(notice.deviceName)}
                onClick={() => void dismiss(notice)}
              >
                {copy.dismiss}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ErrorLine error={error} />
    </section>
  );
}
