import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { api } from "../api/client";
import { ErrorLine, useRequest } from "../app/use-request";
import { type DeskUserView, messageOf } from "./messages";
import "./auth.css";

const copy = deskAuthCopy.signIn;

export interface SignInProps {
  /** Told who signed in; without it the page reloads, and the desk opens signed in. */
  onSignedIn?: (user: DeskUserView) => void;
  /** The session ended while the desk was open: say so, and that what was typed is kept. */
  ended?: boolean;
}

/** The desk's sign-in: one button, a passkey of this desk (any, the browser lists them). */
export function SignIn({ onSignedIn, ended = false }: SignInProps) {
  const { busy, error, setError, run } = useRequest(messageOf);

  async function signIn() {
    if (!browserSupportsWebAuthn()) {
      setError(deskAuthCopy.errors.unsupported);
      return;
    }
    await run(async () => {
      const optionsJSON = await api<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
        "/sign-in/options",
        { method: "POST", body: {} },
      );
      const response = await startAuthentication({ optionsJSON });
      const { user } = await api<{ user: DeskUserView }>("/sign-in/verify", {
        method: "POST",
        body: { response },
      });
      if (onSignedIn) onSignedIn(user);
      else window.location.reload();
    });
  }

  return (
    // The shell holds the page's one <main>.
    <div className="desk-auth">
      <h1>{copy.heading}</h1>
      {ended ? (
        <p role="alert" className="desk-auth__notice">
          {copy.ended}
        </p>
      ) : null}
      <p>{copy.lead}</p>
      <button type="button" className="desk-auth__primary" onClick={signIn} disabled={busy}>
        {busy ? copy.busy : copy.button}
      </button>
      <ErrorLine error={error} className="desk-auth__error" />
      <p className="desk-auth__hint">{copy.noAccount}</p>
    </div>
  );
}
