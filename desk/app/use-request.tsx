import { useState } from "react";
import { deskRolesCopy } from "../../src/content/desk-roles";

/**
 * What a failed request tells the person: its message (the desk API's are written for people);
 * a refusal for want of the owner's role, the desk's own words for it.
 */
export const messageOfFailure = (failure: unknown) =>
  (failure as { code?: string }).code === "owner_only"
    ? deskRolesCopy.ownerOnly
    : (failure as Error).message;

/**
 * A control's one request at a time: whether it is under way, and what went wrong the last
 * time. `run` clears the old error, marks the control busy, and frees it whatever happens.
 */
export function useRequest(describe: (failure: unknown) => string = messageOfFailure, first = "") {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(first);

  async function run(request: () => Promise<void>) {
    setBusy(true);
    setError("");
    try {
      await request();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}

interface LineProps {
  className?: string;
}

/** The last request's error, announced as it appears; nothing while there is none. */
export function ErrorLine({ error, className = "error" }: LineProps & { error: string | null }) {
  return error ? (
    <p role="alert" className={className}>
      {error}
    </p>
  ) : null;
}

/** What the last request did, read out when the reader is free; nothing while there is none. */
export function StatusLine({ status, className }: LineProps & { status: string | null }) {
  return status ? (
    <p role="status" className={className}>
      {status}
    </p>
  ) : null;
}
