import { deskAuthCopy } from "../../src/content/desk-auth";
import { api } from "../api/client";
import { shownDate } from "./messages";
import { ItemText, SettingsSection } from "./SettingsSection";
import { useSection } from "./use-section";

const copy = deskAuthCopy.settings.sessions;

interface SessionView {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
}

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
  const { data, error, status, busy, act } = useSection<{ sessions: SessionView[] }>("/sessions");
  const others = data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection
      heading={copy.heading}
      items={data?.sessions}
      item={(session) => (
        <>
          <ItemText
            name={
              <>
                {browserOf(session.userAgent)}
                {session.current && <span className="desk-auth__tag">{copy.current}</span>}
              </>
            }
            about={
              <>
                {copy.started} {shownDate(session.createdAt)} · {copy.lastSeen}{" "}
                {shownDate(session.lastSeenAt)}
              </>
            }
          />
          {!session.current && (
            <button
              type="button"
              disabled={busy}
              aria-label={copy.endLabel(browserOf(session.userAgent))}
              onClick={() =>
                act(async () => {
                  await api(`/sessions/${session.id}`, { method: "DELETE" });
                  return undefined;
                })
              }
            >
              {copy.end}
            </button>
          )}
        </>
      )}
      status={status}
      error={error}
    >
      {others > 0 && (
        <p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              act(async () => {
                const { ended } = await api<{ ended: number }>("/sessions", {
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
    </SettingsSection>
  );
}
