import { useId } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { ErrorLine, StatusLine } from "../app/use-request";
import { deskApi, shownDate } from "./api";
import { useSection } from "./use-section";

const copy = deskAuthCopy.settings.sessions;

interface SessionView {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
}

const loadSessions = () => deskApi<{ sessions: SessionView[] }>("/sessions");

/** "Chrome on macOS" from a user-agent string, or the unknown browser's name. */
function browserOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (!browser) return copy.unknownBrowser;
  return system ? `${browser} on ${system}` : browser;
}

/** Where the person is signed in: this browser marked; sign out one, or all the others. */
export function SessionsSection() {
  const ids = useId();
  const { data, error, status, busy, act } = useSection(loadSessions);
  const others = data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{copy.heading}</h2>
      <ul className="desk-auth__list">
        {data?.sessions.map((session) => (
          <li key={session.id} className="desk-auth__item">
            <div>
              <p>
                {browserOf(session.userAgent)}
                {session.current && <span className="desk-auth__tag">{copy.current}</span>}
              </p>
              <p className="desk-auth__meta">
                {copy.started} {shownDate(session.createdAt)} · {copy.lastSeen}{" "}
                {shownDate(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                disabled={busy}
                aria-label={copy.endLabel(browserOf(session.userAgent))}
                onClick={() =>
                  act(async () => {
                    await deskApi(`/sessions/${session.id}`, { method: "DELETE" });
                    return undefined;
                  })
                }
              >
                {copy.end}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              act(async () => {
                const { ended } = await deskApi<{ ended: number }>("/sessions", {
                  method: "DELETE",
                });
                return copy.ended(ended);
              })
            }
          >
            {copy.endOthers}
          </button>
        </p>
      )}
      <StatusLine status={status} className="desk-auth__status" />
      <ErrorLine error={error} className="desk-auth__error" />
    </section>
  );
}
