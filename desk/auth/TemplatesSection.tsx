import { type FormEvent, useId, useState } from "react";
import { deskTemplates } from "../../src/content/desk-contact";
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_MAX,
  type TemplateChannel,
} from "../../src/schemas/message-templates";
import { api } from "../api/client";
import { ErrorLine, StatusLine } from "../app/use-request";
import { useIsOwner } from "../app/user-context";
import { useSection } from "./use-section";

type Templates = Record<TemplateChannel, string>;

/** The owner words the SMS and WhatsApp messages a lead's page starts; assistants send them. */
export function TemplatesSection() {
  const id = useId();
  const owner = useIsOwner();
  const { data, error, status, busy, act } = useSection<{ templates: Templates }>("/templates");
  const [draft, setDraft] = useState<Templates | null>(null);
  if (!owner) return null;
  const shown = draft ?? data?.templates ?? null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    void act(async () => {
      await api("/templates", { method: "POST", body: shown });
      setDraft(null);
      return deskTemplates.saved;
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{deskTemplates.heading}</h2>
      <p className="desk-auth__hint">{deskTemplates.intro}</p>
      {shown ? (
        <form className="desk-auth__form" onSubmit={save}>
          {TEMPLATE_CHANNELS.map((channel) => (
            <div key={channel} className="desk-auth__form">
              <label htmlFor={`${id}-${channel}`}>{deskTemplates.label[channel]}</label>
              <textarea
                id={`${id}-${channel}`}
                className="desk-auth__text"
                value={shown[channel]}
                maxLength={TEMPLATE_MAX}
                required
                rows={3}
                onChange={(e) => setDraft({ ...shown, [channel]: e.target.value })}
              />
            </div>
          ))}
          <button type="submit" className="desk-auth__primary" disabled={busy}>
            {busy ? deskTemplates.saving : deskTemplates.save}
          </button>
        </form>
      ) : null}
      <StatusLine status={status} className="desk-auth__status" />
      <ErrorLine error={error} className="desk-auth__error" />
    </section>
  );
}
