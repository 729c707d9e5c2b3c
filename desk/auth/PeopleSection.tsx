import { type FormEvent, useId, useState } from "react";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { deskApi, shownDate } from "./api";
import { ItemText, OneFieldForm, SettingsSection } from "./SettingsSection";
import { useSection } from "./use-section";

const copy = deskAuthCopy.settings.people;

interface UserView {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

const loadUsers = () => deskApi<{ users: UserView[] }>("/users");

/** Everyone who may sign in, and an invite for someone new: a link shown to copy. */
export function PeopleSection() {
  const ids = useId();
  const { data, error, busy, act } = useSection(loadUsers);
  const [email, setEmail] = useState("");
  const [invite, setInvite] = useState<{ link: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);

  const create = (event: FormEvent) => {
    event.preventDefault();
    setInvite(null);
    setCopied(false);
    void act(async () => {
      setInvite(
        await deskApi<{ link: string; expiresAt: string }>("/invites", {
          method: "POST",
          body: { email },
        }),
      );
      setEmail("");
      return undefined;
    });
  };

  return (
    <SettingsSection
      heading={copy.heading}
      hint={copy.lead}
      items={data?.users}
      item={(user) => (
        <ItemText
          name={user.name}
          about={
            <>
              {user.email} · {copy.since} {shownDate(user.createdAt)}
            </>
          }
        />
      )}
      error={error}
    >
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
