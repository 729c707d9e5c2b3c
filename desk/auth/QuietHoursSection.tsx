import { type FormEvent, useEffect, useId, useState } from "react";
import { deskPushSettings as copy } from "../../src/content/desk-push";
import { api } from "../api/client";
import { ErrorLine, StatusLine } from "../app/use-request";
import { useIsOwner } from "../app/user-context";
import { loadPushSettings } from "../pwa/push-device";
import { messageOf } from "./messages";
import "./notifications.css";

type Hours = { starts: string; ends: string } | null;

/** The quiet hours on the broker's clock: the owner sets them, everyone sees them. */
export function QuietHoursSection() {
  const id = useId();
  const owner = useIsOwner();
  const [hours, setHours] = useState<Hours>(null);
  const [zone, setZone] = useState("");
  const [draft, setDraft] = useState({ starts: "21:00", ends: "07:00" });
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadPushSettings()
      .then((settings) => {
        setHours(settings.quietHours);
        setZone(settings.timeZone);
        if (settings.quietHours) setDraft(settings.quietHours);
      })
      .catch((failure) => setError(messageOf(failure)));
  }, []);

  async function save(next: Hours) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const answer = await api<{ quietHours: Hours }>("/push/quiet-hours", {
        method: "POST",
        body: next ?? { starts: null },
      });
      setHours(answer.quietHours);
      setStatus(answer.quietHours ? copy.quietSaved : copy.quietNone);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const shown = hours ? `${hours.starts} – ${hours.ends} (${zone})` : copy.quietNone;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.quietHeading}</h2>
      <p className="desk-auth__hint">{copy.quietIntro}</p>
      <p>{shown}</p>
      {owner && (
        <form
          className="desk-auth__form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void save(draft);
          }}
        >
          <div className="desk-auth__times">
            {(["starts", "ends"] as const).map((field) => (
              <div key={field}>
                <label htmlFor={`${id}-${field}`}>
                  {field === "starts" ? copy.quietFrom : copy.quietTo}
                </label>
                <input
                  id={`${id}-${field}`}
                  type="time"
                  required
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              </div>
            ))}
          </div>
          <div className="desk-auth__row">
            <button type="submit" className="desk-auth__primary" disabled={busy}>
              {copy.quietSave}
            </button>
            {hours && (
              <button type="button" disabled={busy} onClick={() => save(null)}>
                {copy.quietClear}
              </button>
            )}
          </div>
        </form>
      )}
      <StatusLine status={status} className="desk-auth__status" />
      <ErrorLine error={error} className="desk-auth__error" />
    </section>
  );
}
