import { z } from "zod";
import { attributionSchema } from "./attribution";
import {
  DETAILS_MAX,
  emailField,
  nameField,
  optionalNameField,
  PHONE_MAX,
  phoneNumberField,
} from "./fields";
import { debtLeadSchema, preApprovalSchema } from "./forms";

export { type Attribution, attributionSchema } from "./attribution";
export { type AttributionKey, attributionLimits } from "./limits";

/*
 * Request bodies of the functions. A form's own fields are strict: a bad one is a 400 with its
 * message. What the widget adds on its own (attribution, honeypot) never costs a visitor their
 * lead: it is trimmed to size, and attribution that is not what it should be is dropped.
 */

const HONEYPOT_MAX = 200;

/** Label of where a lead came from (modal or inline form, page); empty means the default. */
function sourceField(fallback: string) {
  return z
    .string({ error: "Source must be text" })
    .trim()
    .max(100, "Source must be 100 characters or fewer")
    .optional()
    .transform((source) => source || fallback);
}

const leadExtras = {
  attribution: z.optional(attributionSchema).catch(undefined),
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

const optionalPhoneMessage = "Please enter a valid phone number";

const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .string({ error: optionalPhoneMessage })
    .trim()
    .max(PHONE_MAX, optionalPhoneMessage)
    .refine((phone) => phone === "" || phoneNumberField.safeParse(phone).success, {
      error: optionalPhoneMessage,
    })
    .default(""),
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(DETAILS_MAX, `Message must be ${DETAILS_MAX} characters or fewer`),
});

/** `POST /api/submit-lead`. */
export const submitLeadBodySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      ...debtLeadSchema.shape,
      kind: z.literal("debt"),
      source: sourceField("debt-lead"),
      ...leadExtras,
    }),
    z.object({
      ...preApprovalSchema.shape,
      kind: z.literal("pre-approval"),
      source: sourceField("pre-approval"),
      ...leadExtras,
    }),
    contactSchema.extend({
      kind: z.literal("contact"),
      source: sourceField("contact"),
      ...leadExtras,
    }),
  ],
  { error: 'Kind must be "debt", "pre-approval" or "contact"' },
);

export type SubmitLeadBody = z.infer<typeof submitLeadBodySchema>;
/** What a widget may send; defaults are filled in on receipt. */
export type SubmitLeadInput = z.input<typeof submitLeadBodySchema>;
export type LeadKind = SubmitLeadBody["kind"];

/** `POST /api/collect-lead`: the e-mail capture beside a free resource. */
export const collectLeadBodySchema = z.object({
  email: emailField,
  name: optionalNameField,
  source: z
    .string({ error: "Please choose a resource" })
    .regex(/^lead-magnet-(spreadsheet|guide|checklist)$/, "Please choose a resource"),
});

export type CollectLeadBody = z.infer<typeof collectLeadBodySchema>;
export type CollectLeadInput = z.input<typeof collectLeadBodySchema>;

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_HISTORY_MAX = 20;

/** `POST /api/chat`: the conversation so far, ending with the visitor's new message. */
export const chatBodySchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: 'Role must be "user" or "assistant"' }),
        content: z
          .string({ error: "Please enter a message" })
          .trim()
          .min(1, "Please enter a message")
          .max(CHAT_MESSAGE_MAX, `Messages must be ${CHAT_MESSAGE_MAX} characters or fewer`),
      }),
      { error: "Messages must be a list" },
    )
    .min(1, "Please enter a message")
    .max(CHAT_HISTORY_MAX, `Send at most the last ${CHAT_HISTORY_MAX} messages`)
    .refine((messages) => messages.at(-1)?.role === "user", {
      error: "The last message must be the visitor's",
    }),
});

export type ChatBody = z.infer<typeof chatBodySchema>;
export type ChatMessage = ChatBody["messages"][number];
