/**
 * A stand-in for the desk's shell, for the sign-in suite while the desk's own build is not on
 * this branch: it routes as the shell does (Enrol at /desk/enrol, Settings at /desk/settings,
 * SignIn whenever /me answers 401). Built into dist/desk by its vite.config.ts.
 */
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Enrol } from "../../../../desk/auth/Enrol";
import { Settings } from "../../../../desk/auth/Settings";
import { SignIn } from "../../../../desk/auth/SignIn";

function Preview() {
  const path = window.location.pathname;
  const [signedIn, setSignedIn] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    fetch("/desk/api/me").then(async (response) =>
      setSignedIn(
        response.ok ? ((await response.json()) as { user: { name: string } }).user.name : null,
      ),
    );
  }, []);
  if (path === "/desk/enrol") return <Enrol />;
  if (signedIn === undefined) return null;
  if (signedIn === null) return <SignIn />;
  if (path === "/desk/settings")
    return (
      <main>
        <Settings />
      </main>
    );
  return (
    <main className="desk-auth">
      <h1>Desk</h1>
      <p>Signed in as {signedIn}.</p>
      <a href="/desk/settings">Settings</a>
    </main>
  );
}

const root = document.getElementById("desk");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Preview />
    </StrictMode>,
  );
}
