import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, useId, useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { api } from "../api/client";
import { shownDate } from "./messages";
import { ItemText, OneFieldForm, SettingsSection } from "./SettingsSection";
import { useSection } from "./use-section";

const copy = deskAuthCopy.settings.passkeys;

interface PasskeyView {
  id: string;
  deviceName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The signed-in person's passkeys: each with when it was added and last used; add, remove. */
export function PasskeysSection() {
  const ids = useId();
  const { data, error, status, busy, act } = useSection<{ passkeys: PasskeyView[] }>("/passkeys");
  const [device, setDevice] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    void act(async () => {
      await api(`/passkeys/${encodeURIComponent(renaming.id)}`, {
        method: "PATCH",
        body: { deviceName: renaming.name },
      });
      setRenaming(null);
      return undefined;
    });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      if (!browserSupportsWebAuthn()) throw new Error(deskAuthCopy.errors.unsupported);
      const optionsJSON = await api<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
        "/passkeys/options",
        { method: "POST", body: {} },
      );
      const response = await startRegistration({ optionsJSON });
      await api("/passkeys/verify", { method: "POST", body: { response, deviceName: device } });
      const added = copy.added_(device);
      setDevice("");
      return added;
    });
  };

  return (
    <SettingsSection
      heading={copy.heading}
      items={data?.passkeys}
      item={(passkey) =>
        renaming?.id === passkey.id ? (
          <form onSubmit={rename} className="desk-auth__row">
            <label htmlFor={`${ids}-rename`} className="visually-hidden">
              {copy.renameLabel(passkey.deviceName)}
            </label>
            <input
              id={`${ids}-rename`}
              required
              maxLength={60}
              value={renaming.name}
              onChange={(event) => setRenaming({ id: passkey.id, name: event.target.value })}
            />
            <button type="submit" className="desk-auth__primary" disabled={busy}>
              {copy.save}
            </button>
            <button type="button" onClick={() => setRenaming(null)}>
              {copy.cancel}
            </button>
          </form>
        ) : (
          <>
            <ItemText
              name={passkey.deviceName}
              about={
                <>
                  {copy.added} {shownDate(passkey.createdAt)} · {copy.lastUsed}{" "}
                  {passkey.lastUsedAt ? shownDate(passkey.lastUsedAt) : copy.never}
                </>
              }
            />
            <div className="desk-auth__row">
              <button
                type="button"
                disabled={busy}
                aria-label={copy.renameLabel(passkey.deviceName)}
                onClick={() => setRenaming({ id: passkey.id, name: passkey.deviceName })}
              >
                {copy.rename}
              </button>
              <button
                type="button"
                disabled={busy}
                aria-label={copy.removeLabel(passkey.deviceName)}
                onClick={() =>
                  act(async () => {
                    await api(`/passkeys/${encodeURIComponent(passkey.id)}`, {
                      method: "DELETE",
                    });
                    return undefined;
                  })
                }
              >
                {copy.remove}
              </button>
            </div>
          </>
        )
      }
      status={status}
      error={error}
    >
      <OneFieldForm
        label={copy.device}
        field={{
          required: true,
          maxLength: 60,
          value: device,
          onChange: (event) => setDevice(event.target.value),
        }}
        button={copy.add}
        busy={busy}
        onSubmit={add}
      />
    </SettingsSection>
  );
}
