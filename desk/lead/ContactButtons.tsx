import { useEffect, useRef, useState } from "react";
import { deskLead } from "../../src/content/desk";
import { deskContact, deskTemplates } from "../../src/content/desk-contact";
import {
  CONTACT_CHANNELS,
  type ContactChannel,
  fillTemplate,
  type TemplateChannel,
} from "../../src/schemas/message-templates";
import { api } from "../api/client";
import type { LeadDetail } from "../api/types";
import { ErrorLine, StatusLine, useRequest } from "../app/use-request";
import { useResource } from "../app/use-resource";
import { exactTime } from "../format/format";
import { kindLabel } from "../inbox/LeadItem";
import { contactHref } from "./contact-links";
import { pendingChannel, setPending } from "./reached-prompt";

/** The latest tries shown; the lead's history keeps the stage they led to. */
const SHOWN_ATTEMPTS = 3;

interface Attempt {
  at: string;
  channel: ContactChannel;
  reached: boolean;
  by: string;
}

/**
 * Call, SMS and WhatsApp in one tap each (the messages start with the owner's templates), an
 * e-mail link, and, once the broker has called or written, "reached them?": the answer records
 * the lead as contacted or an attempt, either of which ends its speed-to-lead clock.
 */
export function ContactButtons({
  lead,
  onChange,
}: {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
}) {
  const [asking, setAsking] = useState<ContactChannel | null>(() => pendingChannel(lead.id));
  const [status, setStatus] = useState("");
  const { busy, error, run } = useRequest();
  const question = useRef<HTMLLegendElement>(null);
  const path = `/leads/${encodeURIComponent(lead.id)}/attempts`;
  // The defaults until the owner's templates come (or if they never do).
  const owners = useResource<{ templates: Record<TemplateChannel, string> }>("/templates").loaded;
  const templates = owners.status === "ready" ? owners.data.templates : deskTemplates.defaults;
  // The tries as read, until the broker records one: then as the server answered that.
  const read = useResource<{ attempts: Attempt[] }>(path).loaded;
  const [saved, setSaved] = useState<{ path: string; attempts: Attempt[] } | null>(null);
  const attempts =
    saved?.path === path ? saved.attempts : read.status === "ready" ? read.data.attempts : [];

  // Back from the phone app: the question is the first thing the broker meets.
  useEffect(() => {
    if (!asking) return;
    const back = () => {
      if (document.visibilityState === "visible") question.current?.focus();
    };
    document.addEventListener("visibilitychange", back);
    return () => document.removeEventListener("visibilitychange", back);
  }, [asking]);

  const started = (channel: ContactChannel) => {
    setPending(lead.id, channel);
    setAsking(channel);
    setStatus("");
  };
  const answer = (reached: boolean | null) =>
    run(async () => {
      const channel = asking;
      if (channel && reached !== null) {
        const recorded = await api<{ lead: LeadDetail; attempts: Attempt[] }>(path, {
          body: { channel, reached },
        });
        onChange(recorded.lead);
        setSaved({ path, attempts: recorded.attempts });
        setStatus(reached ? deskContact.saved.reached : deskContact.saved.attempt);
      }
      setPending(lead.id, null);
      setAsking(null);
    });

  const what = lead.what || kindLabel(lead.kind);
  const message = (channel: ContactChannel) =>
    channel === "call" ? "" : fillTemplate(templates[channel], { name: lead.name, what });
  const links = lead.phone
    ? CONTACT_CHANNELS.map((channel) => ({
        channel,
        href: contactHref(channel, lead.phone ?? "", message(channel)),
      }))
    : [];

  return (
    <div className="contact">
      <div className="call-links">
        {links.map(({ channel, href }) =>
          href ? (
            <a
              key={channel}
              className={channel === "call" ? "button" : "button button-quiet"}
              href={href}
              aria-label={deskContact.buttonLabel(channel, lead.phone ?? "")}
              onClick={() => started(channel)}
              {...(channel === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {deskContact.buttons[channel]}
            </a>
          ) : null,
        )}
        {lead.email ? (
          <a className="button button-quiet" href={`mailto:${lead.email}`}>
            {deskLead.write(lead.email)}
          </a>
        ) : null}
      </div>
      {lead.phone ? (
        links.every((link) => link.href === null) ? (
          <p className="small muted">{deskContact.badPhone(lead.phone)}</p>
        ) : (
          <p className="small muted">{lead.phone}</p>
        )
      ) : (
        <p className="small muted">{deskContact.noPhone}</p>
      )}
      {asking ? (
        <fieldset className="reached">
          <legend ref={question} tabIndex={-1}>
            {deskContact.reachedQuestion(asking)}
          </legend>
          <div className="row">
            <button type="button" className="button" disabled={busy} onClick={() => answer(true)}>
              {deskContact.reached}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={busy}
              onClick={() => answer(false)}
            >
              {deskContact.notReached}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={busy}
              onClick={() => answer(null)}
            >
              {deskContact.dismiss}
            </button>
          </div>
        </fieldset>
      ) : null}
      <ErrorLine error={error} />
      <StatusLine status={status} className="small" />
      {attempts.length > 0 ? (
        <>
          <h3 className="small">{deskContact.attempts}</h3>
          <ul className="list-plain small attempts">
            {attempts.slice(-SHOWN_ATTEMPTS).map((attempt) => (
              <li key={attempt.at}>
                <time dateTime={attempt.at}>{exactTime(attempt.at)}</time>{" "}
                {deskContact.attemptLine(attempt.channel, attempt.reached, attempt.by)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
