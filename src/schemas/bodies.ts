import { z } from "zod";
import { leadMagnets } from "../content/lead-magnets";
import type { LeadSource } from "../content/lead-sources";
import { attributionSchema } from "./attribution";
import { calculatorLeadSchema } from "./calculator-lead";
import { chatLeadFields, keptConversation, phoneOrEmailMessage, reachable } from "./chat-lead";
import { emailField, optionalNameField } from "./fields";
import { contactSchema, debtLeadSchema, preApprovalSchema } from "./forms";
import { leadConsents } from "./lead-consent";
import { leadPageSchema } from "./lead-page";
import { LEAD_SOURCE_SLUG, leadSourceMessage } from "./lead-source";
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from "./limits";

export { type Attribution, attributionSchema } from "./attribution";
export type { CalculatorLead, CalculatorLeadDebt } from "./calculator-lead";
export { type LeadPage, leadPageSchema } from "./lead-page";
export { type AttributionKey, attributionLimits } from "./limits";

/*
 * Request bodies of the functions. A form's own fields are strict: a bad one is a 400 with its
 * message. What the widget adds on its own (attribution, honeypot) never costs a visitor their
 * lead: it is trimmed to size, and attribution that is not what it should be is dropped.
 */

const HONEYPOT_MAX = 200;

/** Where a lead came from (modal or inline form, page), a slug; empty means the form's own. */
function sourceField(fallback: LeadSource) {
  return z
    .string({ error: leadSourceMessage })
    .trim()
    .refine((source) => source === "" || LEAD_SOURCE_SLUG.test(source), leadSourceMessage)
    .optional()
    .transform((source) => source || fallback);
}

const leadExtras = {
  attribution: z.optional(attributionSchema).catch(undefined),
  /** Where on the site the lead was sent from, and the experiment arms its page view showed. */
  page: z.optional(leadPageSchema).catch(undefined),
  /**
   * The page's consent when the lead was sent (`not_required` where the page does not ask
   * first). Absent or unreadable, the server treats the lead as without consent to tell ad
   * platforms of it.
   */
  consent: z.enum(leadConsents).optional().catch(undefined),
  /**
   * Honeypot: hidden from people, filled in by bots. Any value at all is kept (as text) so the
   * function can recognise the bot: it answers as usual, keeps the lead marked as spam and never
   * forwards it.
   */
  website: z
    .unknown()
    .transform((value) =>
      value === undefined || value === null ? undefined : String(value).slice(0, HONEYPOT_MAX),
    )
    .optional(),
};

/** The lead bodies `POST /api/submit-lead` takes, one per kind. */
const submitLeadBodies = [
  z.object({
    ...debtLeadSchema.shape,
    kind: z.literal("debt"),
    source: sourceField("debt-lead"),
    /** Sent by the debt calculator's lead form: what the visitor entered and was shown. */
    calculator: calculatorLeadSchema.optional(),
    ...leadExtras,
  }),
  z.object({
    ...preApprovalSchema.shape,
    kind: z.literal("pre-approval"),
    source: sourceField("pre-approval"),
    ...leadExtras,
  }),
  z.object({
    ...contactSchema.shape,
    kind: z.literal("contact"),
    source: sourceField("contact"),
    ...leadExtras,
  }),
  z
    .object({
      ...chatLeadFields.shape,
      kind: z.literal("chat"),
      source: sourceField("chat"),
      /** The visitor's own messages of the conversation, oldest first; never the chat's. */
      conversation: z
        .array(z.string())
        .catch([])
        .optional()
        .transform((messages) => keptConversation(messages ?? [])),
      ...leadExtras,
    })
    .refine(reachable, { message: phoneOrEmailMessage, path: ["phone"] }),
] as const;

/** `"a", "b" or "c"`: each kind a body may name, for the error naming them. */
const kindsNamed = (kinds: readonly string[]) =>
  kinds
    .map((kind) => `"${kind}"`)
    .join(", ")
    .replace(/, ([^,]*)$/, " or $1");

/** `POST /api/submit-lead`. */
export const submitLeadBodySchema = z.discriminatedUnion("kind", submitLeadBodies, {
  error: `Kind must be ${kindsNamed(submitLeadBodies.map((body) => body.shape.kind.value))}`,
});

export type SubmitLeadBody = z.infer<typeof submitLeadBodySchema>;
/** What a widget may send; defaults are filled in on receipt. */
export type SubmitLeadInput = z.input<typeof submitLeadBodySchema>;
export type LeadKind = SubmitLeadBody["kind"];

const resourceMessage = "Please choose a resource";

/**
 * `POST /api/collect-lead`: a resource request, a visitor's e-mail for a free resource.
 * `leadMagnet` is the id of the download (src/content/lead-magnets.ts); `source` must then be its
 * `lead-magnet-{type}`. The function requires it (it records which file went to whom).
 */
export const resourceRequestBodySchema = z
  .object({
    email: emailField,
    name: optionalNameField,
    source: z
      .string({ error: resourceMessage })
      .regex(/^lead-magnet-(spreadsheet|guide|checklist)$/, resourceMessage),
    leadMagnet: z
      .string({ error: resourceMessage })
      .refine((id) => leadMagnets.some((magnet) => magnet.id === id), resourceMessage)
      .optional(),
    ...leadExtras,
  })
  .superRefine((body, ctx) => {
    const magnet = leadMagnets.find((candidate) => candidate.id === body.leadMagnet);
    if (magnet && body.source !== `lead-magnet-${magnet.type}`) {
      ctx.addIssue({ code: "custom", path: ["source"], message: resourceMessage });
    }
  });

export type ResourceRequestBody = z.infer<typeof resourceRequestBodySchema>;
export type ResourceRequestInput = z.input<typeof resourceRequestBodySchema>;

export { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from "./limits";

const chatText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CHAT_MESSAGE_MAX, `Messages must be ${CHAT_MESSAGE_MAX} characters or fewer`);

/**
 * `POST /api/chat`: the visitor's new message and the conversation before it, oldest first, in
 * the chat's own message shape (`sender` "ai" or "user"). The widget sends the last
 * `CHAT_HISTORY_MAX` entries.
 */
export const chatBodySchema = z.object({
  message: chatText("Please enter a message"),
  history: z
    .array(
      z.object({
        sender: z.enum(["user", "ai"], { error: 'Sender must be "user" or "ai"' }),
        content: chatText("A message in the history is empty"),
      }),
      { error: "History must be a list" },
    )
    .max(CHAT_HISTORY_MAX, `Send at most the last ${CHAT_HISTORY_MAX} messages`)
    .default([]),
  /**
   * The conversation already showed the call-back card: the chat offers it again only when the
   * visitor asks again.
   */
  callbackOffered: z.boolean().optional().catch(undefined),
});

export type ChatBody = z.infer<typeof chatBodySchema>;
export type ChatMessage = ChatBody["history"][number];

/**
 * `POST /api/create-checkout-session`: only where the visitor came from, which never stops a
 * checkout (attribution that is not what it should be is dropped).
 */
export const createCheckoutBodySchema = z.object({
  attribution: z.optional(attributionSchema).catch(undefined),
  consent: leadExtras.consent,
});

export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;
export type CreateCheckoutInput = z.input<typeof createCheckoutBodySchema>;
