import { useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { deskApi, messageOf } from "./api";
import { PasskeysSection } from "./PasskeysSection";
import { PeopleSection } from "./PeopleSection";
import { SessionsSection } from "./SessionsSection";
import "./auth.css";

const copy = deskAuthCopy.settings;

export interface SettingsProps {
  /** Told once signed out; without it the desk's sign-in opens. */
  onSignedOut?: () => void;
}

/** `/desk/settings`: passkeys, sessions and people, and signing out. */
export function Settings({ onSignedOut }: SettingsProps) {
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    try {
      await deskApi("/sign-out", { method: "POST" });
      if (onSignedOut) onSignedOut();
      else window.location.assign("/desk");
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <div className="desk-auth">
      <h1>{copy.heading}</h1>
      <p>
        <button type="button" onClick={signOut}>
          {copy.signOut}
        </button>
      </p>
      {error && (
        <p role="alert" className="desk-auth__error">
          {error}
        </p>
      )}
      <PasskeysSection />
      <SessionsSection />
      <PeopleSection />
    </div>
  );
}
