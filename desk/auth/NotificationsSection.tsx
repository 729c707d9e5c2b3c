import { useCallback, useEffect, useId, useState } from "react";
import { deskPushSettings as copy } from "../../src/content/desk-push";
import { ErrorLine } from "../app/use-request";
import {
  type DeviceState,
  deviceState,
  loadPushSettings,
  setShowNames,
  turnOff,
  turnOn,
} from "../pwa/push-device";
import { messageOf } from "./messages";
import { NotificationPreview } from "./NotificationPreview";
import "./notifications.css";

const said: Record<Exclude<DeviceState["state"], "on">, string> = {
  unsupported: copy.unsupported,
  "not-configured": copy.notConfigured,
  blocked: copy.blocked,
  off: copy.off,
};

/**
 * This device's notifications: on or off, whether its lock screen shows names, and what that
 * lock screen will show of a new lead.
 */
export function NotificationsSection() {
  const id = useId();
  const [device, setDevice] = useState<DeviceState | null>(null);
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    loadPushSettings()
      .then(async (settings) => {
        setPublicKey(settings.publicKey);
        setDevice(await deviceState(settings));
      })
      .catch((failure) => setError(messageOf(failure)));
  }, []);

  const run = useCallback(async (change: () => Promise<DeviceState>) => {
    setBusy(true);
    setError(null);
    try {
      setDevice(await change());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  return (
    <section aria-labelledby={`${id}-heading`} data-state={device?.state ?? "loading"}>
      <h2 id={`${id}-heading`}>{copy.heading}</h2>
      <p className="desk-auth__hint">{copy.intro}</p>
      {device && <p role="status">{device.state === "on" ? copy.on : said[device.state]}</p>}
      {device && device.state !== "unsupported" && device.state !== "not-configured" ? (
        <NotificationPreview showNames={device.state === "on" && device.showNames} />
      ) : null}
      {device?.state === "on" ? (
        <>
          <p className="desk-auth__check">
            <input
              id={`${id}-names`}
              type="checkbox"
              checked={device.showNames}
              disabled={busy}
              aria-describedby={`${id}-names-hint`}
              onChange={(event) => run(() => setShowNames(event.target.checked))}
            />
            <label htmlFor={`${id}-names`}>{copy.showNames}</label>
          </p>
          <p id={`${id}-names-hint`} className="desk-auth__hint">
            {copy.showNamesHint}
          </p>
          <p>
            <button type="button" disabled={busy} onClick={() => run(turnOff)}>
              {copy.turnOff}
            </button>
          </p>
        </>
      ) : device?.state === "off" || device?.state === "blocked" ? (
        <>
          <p>
            <button
              type="button"
              className="desk-auth__primary"
              disabled={busy || !publicKey}
              onClick={() => publicKey && run(() => turnOn(publicKey))}
            >
              {copy.turnOn}
            </button>
          </p>
          <p className="desk-auth__hint">{copy.install}</p>
        </>
      ) : null}
      <ErrorLine error={error} className="desk-auth__error" />
    </section>
  );
}
