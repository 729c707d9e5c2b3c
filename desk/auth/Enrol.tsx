import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, useEffect, useId, useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { ErrorLine, useRequest } from "../app/use-request";
import { type DeskUserView, deskApi, messageOf } from "./api";
import "./auth.css";

const copy = deskAuthCopy.enrol;
type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

export interface EnrolProps {
  /** The invite's token; read from `?token=` unless given. */
  token?: string;
  /** Told who enrolled; without it the desk opens, signed in. */
  onEnrolled?: (user: DeskUserView) => void;
}

const tokenFromUrl = () => new URLSearchParams(window.location.search).get("token") ?? "";

/** `/desk/enrol?token=…`: registers a passkey for the invite's account and signs in. */
export function Enrol({ token = tokenFromUrl(), onEnrolled }: EnrolProps) {
  const ids = useId();
  const [email, setEmail] = useState<string | null>(null);
  const { busy, error, setError, run } = useRequest(messageOf, token ? "" : copy.noToken);
  const [name, setName] = useState("");
  const [device, setDevice] = useState("");

  // The link is checked as the page opens, so an expired one says so before anything is typed.
  useEffect(() => {
    if (!token) return;
    deskApi<{ email: string }>("/enrol/options", { method: "POST", body: { token } })
      .then((options) => setEmail(options.email))
      .catch((failure) => setError(messageOf(failure)));
  }, [token, setError]);

  async function enrol(event: FormEvent) {
    event.preventDefault();
    if (!browserSupportsWebAuthn()) {
      setError(deskAuthCopy.errors.unsupported);
      return;
    }
    await run(async () => {
      const optionsJSON = await deskApi<CreationOptions>("/enrol/options", {
        method: "POST",
        body: { token },
      });
      const response = await startRegistration({ optionsJSON });
      const { user } = await deskApi<{ user: DeskUserView }>("/enrol/verify", {
        method: "POST",
        body: { token, response, deviceName: device, name },
      });
      if (onEnrolled) onEnrolled(user);
      else window.location.assign("/desk");
    });
  }

  return (
    <main className="desk-auth">
      <h1>{copy.heading}</h1>
      {email === null && !error && <p>{copy.checking}</p>}
      {email !== null && (
        <>
          <p>{copy.lead(email)}</p>
          <form onSubmit={enrol} className="desk-auth__form">
            <label htmlFor={`${ids}-name`}>{copy.name}</label>
            <input
              id={`${ids}-name`}
              name="name"
              autoComplete="name"
              value={name}
              maxLength={80}
              aria-describedby={`${ids}-name-hint`}
              onChange={(event) => setName(event.target.value)}
            />
            <p id={`${ids}-name-hint`} className="desk-auth__hint">
              {copy.nameHint}
            </p>
            <label htmlFor={`${ids}-device`}>{copy.device}</label>
            <input
              id={`${ids}-device`}
              name="deviceName"
              required
              value={device}
              maxLength={60}
              aria-describedby={`${ids}-device-hint`}
              onChange={(event) => setDevice(event.target.value)}
            />
            <p id={`${ids}-device-hint`} className="desk-auth__hint">
              {copy.deviceHint}
            </p>
            <button type="submit" className="desk-auth__primary" disabled={busy}>
              {busy ? copy.busy : copy.button}
            </button>
          </form>
        </>
      )}
      <ErrorLine error={error} className="desk-auth__error" />
    </main>
  );
}
