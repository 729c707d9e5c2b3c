import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { type DeskUserView, deskApi, messageOf } from "./api";
import "./auth.css";

const copy = deskAuthCopy.signIn;

export interface SignInProps {
  /** Told who signed in; without it the page reloads, and the desk opens signed in. */
  onSignedIn?: (user: DeskUserView) => void;
}

/** The desk's sign-in: one button, a passkey of this desk (any, the browser lists them). */
export function SignIn({ onSignedIn }: SignInProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setError(null);
    if (!browserSupportsWebAuthn()) {
      setError(deskAuthCopy.errors.unsupported);
      return;
    }
    setBusy(true);
    try {
      const optionsJSON = await deskApi<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
        "/sign-in/options",
        { method: "POST", body: {} },
      );
      const response = await startAuthentication({ optionsJSON });
      const { user } = await deskApi<{ user: DeskUserView }>("/sign-in/verify", {
        method: "POST",
        body: { response },
      });
      if (onSignedIn) onSignedIn(user);
      else window.location.reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="desk-auth">
      <h1>{copy.heading}</h1>
      <p>{copy.lead}</p>
      <button type="button" className="desk-auth__primary" onClick={signIn} disabled={busy}>
        {busy ? copy.busy : copy.button}
      </button>
      {error && (
        <p role="alert" className="desk-auth__error">
          {error}
        </p>
      )}
      <p className="desk-auth__hint">{copy.noAccount}</p>
    </main>
  );
}
