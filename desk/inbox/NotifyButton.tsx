import { useState } from "react";
import { deskInbox } from "../../src/content/desk";

/** Asks for notifications only when pressed; says so once they are on or blocked. */
export function NotifyButton() {
  const supported = typeof Notification !== "undefined";
  const [permission, setPermission] = useState(supported ? Notification.permission : "denied");
  if (!supported) return null;
  if (permission === "granted") return <span className="muted small">{deskInbox.notifyOn}</span>;
  if (permission === "denied") {
    return <span className="muted small">{deskInbox.notifyBlocked}</span>;
  }
  return (
    <button
      type="button"
      className="button button-quiet"
      onClick={() => Notification.requestPermission().then(setPermission)}
    >
      {deskInbox.notify}
    </button>
  );
}
