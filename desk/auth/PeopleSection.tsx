import { type FormEvent, useId, useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { deskRolesCopy, roleName } from "../../src/content/desk-roles";
import { api } from "../api/client";
import { useDeskUser } from "../app/user-context";
import { shownDate } from "./messages";
import { ItemText, OneFieldForm, SettingsSection } from "./SettingsSection";
import { useSection } from "./use-section";

const copy = deskAuthCopy.settings.people;

interface UserView {
  id: string;
  email: string;
  name: string;
  role: string;
  createdAt: string;
}

/**
 * Everyone who may sign in, with their role. The owner also invites someone new (a link shown to
 * copy) and revokes anyone else, after a confirmation; an assistant is told these are the owner's.
 */
export function PeopleSection() {
  const ids = useId();
  const me = useDeskUser();
  const owner = me?.role === "owner";
  const { data, error, status, busy, act } = useSection<{ users: UserView[] }>("/users");
  const [email, setEmail] = useState("");
  const [invite, setInvite] = useState<{ link: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    setInvite(null);
    setCopied(false);
    void act(async () => {
      setInvite(
        await api<{ link: string; expiresAt: string }>("/invites", {
          method: "POST",
          body: { email },
        }),
      );
      setEmail("");
      return undefined;
    });
  };

  const revoke = (user: UserView) =>
    act(async () => {
      await api(`/users/${user.id}`, { method: "DELETE" });
      setRevoking(null);
      return deskRolesCopy.revoked(user.name);
    });

  return (
    <SettingsSection
      heading={copy.heading}
      hint={owner ? copy.lead : deskRolesCopy.inviteOwnerOnly}
      items={data?.users}
      item={(user) => (
        <>
          <ItemText
            name={
              <>
                {user.name}
                <span className="desk-auth__tag">
                  {user.id === me?.id
                    ? `${roleName(user.role)} · ${deskRolesCopy.you}`
                    : roleName(user.role)}
                </span>
              </>
            }
            about={
              <>
                {user.email} · {copy.since} {shownDate(user.createdAt)}
              </>
            }
          />
          {owner && user.id !== me?.id && revoking !== user.id && (
            <button
              type="button"
              disabled={busy}
              aria-label={deskRolesCopy.revokeLabel(user.name)}
              onClick={() => setRevoking(user.id)}
            >
              {deskRolesCopy.revoke}
            </button>
          )}
          {revoking === user.id && (
            <fieldset className="desk-auth__confirm">
              <legend>{deskRolesCopy.revokeConfirm(user.name)}</legend>
              <div className="desk-auth__row">
                <button type="button" onClick={() => setRevoking(null)}>
                  {deskRolesCopy.cancel}
                </button>
                <button
                  type="button"
                  className="desk-auth__danger"
                  disabled={busy}
                  onClick={() => revoke(user)}
                >
                  {deskRolesCopy.revokeYes}
                </button>
              </div>
            </fieldset>
          )}
        </>
      )}
      status={status}
      error={error}
    >
      {owner && (
        <OneFieldForm
          label={copy.email}
          field={{
            type: "email",
            required: true,
            autoComplete: "off",
            value: email,
            onChange: (event) => setEmail(event.target.value),
          }}
          button={copy.invite}
          busy={busy}
          onSubmit={create}
        />
      )}
      {invite && (
        <div className="desk-auth__form">
          <label htmlFor={`${ids}-link`}>{copy.link}</label>
          <div className="desk-auth__row">
            <input
              id={`${ids}-link`}
              readOnly
              value={invite.link}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              onClick={() =>
                navigator.clipboard.writeText(invite.link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copy.copy}
            </button>
          </div>
          <p className="desk-auth__hint" role="status">
            {copied ? copy.copied : copy.expires(shownDate(invite.expiresAt))}
          </p>
        </div>
      )}
    </SettingsSection>
  );
}
