import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { api } from "../api/client";
import { DESK_BASE } from "../app/routes";
import { ErrorLine, useRequest } from "../app/use-request";
import { type DeskUserView, messageOf } from "./messages";
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
    api<{ email: string }>("/enrol/options", { method: "POST", body: { token } })
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
      const optionsJSON = await api<CreationOptions>("/enrol/options", {
        method: "POST",
        body: { token },
      });
      const response = await startRegistration({ optionsJSON });
      const { user } = await api<{ user: DeskUserView }>("/enrol/verify", {
        method: "POST",
        body: { token, response, deviceName: device, name },
      });
      if (onEnrolled) onEnrolled(user);
      else window.location.assign("/desk");
    });
  }

  /** A field with its label above it and its hint under it, the hint read out with it. */
  const field = (
    key: string,
    label: string,
    hint: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <>
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <input id={`${ids}-${key}`} aria-describedby={`${ids}-${key}-hint`} {...input} />
      <p id={`${ids}-${key}-hint`} className="desk-auth__hint">
        {hint}
      </p>
    </>
  );

  return (
    // The shell holds the page's one <main>.
    <div className="desk-auth">
      <h1>{copy.heading}</h1>
      {email === null && !error && <p>{copy.checking}</p>}
      {email !== null && (
        <>
          <p>{copy.lead(email)}</p>
          <form onSubmit={enrol} className="desk-auth__form">
            {field("name", copy.name, copy.nameHint, {
              name: "name",
              autoComplete: "name",
              value: name,
              maxLength: 80,
              onChange: (event) => setName(event.target.value),
            })}
            {field("device", copy.device, copy.deviceHint, {
              name: "deviceName",
              required: true,
              value: device,
              maxLength: 60,
              onChange: (event) => setDevice(event.target.value),
            })}
            <button type="submit" className="desk-auth__primary" disabled={busy}>
              {busy ? copy.busy : copy.button}
            </button>
          </form>
        </>
      )}
      <ErrorLine error={error} className="desk-auth__error" />
      {/* A used or expired link, maybe opened while signed in: the way on is the desk itself. */}
      {error ? (
        <p>
          <a href={DESK_BASE}>{copy.toDesk}</a>
        </p>
      ) : null}
    </div>
  );
}
