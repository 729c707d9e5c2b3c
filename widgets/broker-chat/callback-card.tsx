import { useId } from "react";
import type { CallbackDetails } from "../../src/chat/callback-detection";
import { siteConfig } from "../../src/config";
import { chatCallbackCopy as copy } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import type { SubmitLeadInput } from "../../src/schemas/bodies";
import { type ChatLead, chatLeadSchema } from "../../src/schemas/chat-lead";
import { CollectionNotice, SubmitButton } from "../shared/form/form-parts";
import { schemaCheck } from "../shared/form/schema-check";
import { useLeadForm } from "../shared/form/use-lead-form";
import { Field } from "../shared/ui/field";

const fields = ["name", "phone", "email", "preferredTime"] as const;
const check = schemaCheck(chatLeadSchema);

/** The `Lead` conversion of a chat call-back, reported once the server stored it. */
function conversion(body: SubmitLeadInput) {
  if (body.kind !== "chat") return null;
  return { name: "Lead", params: { form_type: "chat", lead_source: body.source } };
}

interface CallbackCardProps {
  /** The chat element: `lead-submit` goes out from it. */
  host: HTMLElement;
  apiBase: string;
  /** What the visitor wrote, read by the server from their own messages. */
  details: CallbackDetails;
  /** The visitor's own messages of the conversation, oldest first: they go with the lead. */
  conversation: () => string[];
  /** Stored already: the card shows the thanks. */
  sent: boolean;
  onSent: () => void;
}

/**
 * The call-back card in the conversation: the details the visitor gave, in fields they can
 * correct, the collection notice and one button. It sends a `chat` lead to `/api/submit-lead`
 * like every form, with the visitor's messages (never the chat's).
 */
export function CallbackCard({
  host,
  apiBase,
  details,
  conversation,
  sent,
  onSent,
}: CallbackCardProps) {
  const headingId = useId();
  const lead = useLeadForm<"/api/submit-lead", (typeof fields)[number], ChatLead>({
    host,
    path: "/api/submit-lead",
    apiBase,
    toasterPrefix: "broker-chat",
    fields,
    required: [],
    initial: details,
    check,
    toLead: (checked) => ({
      kind: "chat",
      ...checked,
      source: "chat",
      conversation: conversation(),
    }),
    conversion,
    failure: {
      title: copy.failureToast.title,
      description: fillTemplate(copy.failureToast.description, siteConfig),
    },
    onStored: () => {
      onSent();
      return undefined;
    },
  });
  const field = (name: (typeof fields)[number]) => ({
    ...lead.field(name),
    label: copy.labels[name],
  });
  const thanks = fillTemplate(copy.sent, siteConfig);

  if (sent || lead.state === "done") {
    return (
      <div className="callback-card" part="callback-card" data-state="sent">
        <p role="status" ref={lead.statusRef as React.Ref<HTMLParagraphElement>} tabIndex={-1}>
          {thanks}
        </p>
        {lead.toaster.element}
      </div>
    );
  }
  return (
    <section className="callback-card" part="callback-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="callback-heading">
        {copy.heading}
      </h3>
      <form className="ebw-form" {...lead.form} aria-labelledby={headingId}>
        {lead.status}
        <p className="callback-hint">{copy.hint}</p>
        <Field {...field("name")} autoComplete="name" />
        <Field {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
        <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
        <Field {...field("preferredTime")} autoComplete="off" />
        {lead.honeypot}
        <SubmitButton lead={lead} copy={copy} />
        <CollectionNotice notice={copy.notice} />
      </form>
      {lead.toaster.element}
    </section>
  );
}
