import { pushMessage } from "../../functions/forward/push-message";
import { deskPushSettings as copy, deskApp } from "../../src/content/desk-push";

const ICON = "/desk/icons/desk-192.png";

/**
 * What this device's lock screen shows of a new lead, names or not: the title and body come from
 * the function that writes every push the service worker shows, for a made-up lead. A screen
 * reader reads it as the text it is.
 */
export function NotificationPreview({ showNames }: { showNames: boolean }) {
  const message = pushMessage(copy.previewLead, "lead", showNames);
  return (
    <figure className="push-preview">
      <figcaption className="desk-auth__hint">{copy.previewHeading}</figcaption>
      <div className="push-preview__card" data-names={showNames ? "shown" : "hidden"}>
        <img className="push-preview__icon" src={ICON} alt="" width={40} height={40} />
        <div className="push-preview__text">
          <p className="push-preview__app">
            <span>{deskApp.shortName}</span>
            <span>{copy.previewNow}</span>
          </p>
          <p className="push-preview__title">{message.title}</p>
          {message.body ? <p className="push-preview__body">{message.body}</p> : null}
        </div>
      </div>
    </figure>
  );
}
