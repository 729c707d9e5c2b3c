import { z } from "zod/mini";
import { emailField, oneLine, optionalNameField, optionalPhoneNumberField } from "./fields";
import { CHAT_LEAD_CONVERSATION_MAX } from "./limits";
import { oneLineText } from "./line-breaks";

/*
 * The chat's call-back card: who to call back, how, and when it suits them. A name and a time
 * are welcome but not needed; a phone number or an e-mail address is, or the broker cannot
 * answer. zod/mini, as the card checks with it before sending.
 */

const PREFERRED_TIME_MAX = 100;
const emailMessage = "Please enter a valid email address";
export const phoneOrEmailMessage = "Please enter a phone number or an email address";

export const optionalEmailField = z._default(
  z.string({ error: emailMessage }).check(
    z.trim(),
    z.refine((email) => email === "" || emailField.safeParse(email).success, emailMessage),
  ),
  "",
);

/** The card's fields, in the order shown. */
export const chatLeadFields = z.object({
  name: optionalNameField,
  phone: optionalPhoneNumberField,
  email: optionalEmailField,
  preferredTime: z._default(
    z
      .string({ error: "Please say when suits you in words" })
      .check(
        z.trim(),
        z.maxLength(PREFERRED_TIME_MAX, `Please keep it to ${PREFERRED_TIME_MAX} characters`),
        oneLine("Please keep it on one line"),
      ),
    "",
  ),
});

/** A call-back needs a way to reach the visitor. */
export const reachable = (lead: { phone?: string; email?: string }): boolean =>
  Boolean(lead.phone?.trim() || lead.email?.trim());

/** The card's check: its fields, and a phone or an e-mail (the message on `phone`). */
export const chatLeadSchema = chatLeadFields.check(
  z.refine(reachable, { message: phoneOrEmailMessage, path: ["phone"] }),
);

export type ChatLead = z.infer<typeof chatLeadSchema>;

/**
 * The visitor's own messages of the conversation, each on one line, the latest kept first when
 * they are more than `CHAT_LEAD_CONVERSATION_MAX` characters in all (an older message is dropped
 * whole, the oldest kept cut). The widget sends them; a lead is never lost for their length.
 */
export function keptConversation(messages: readonly string[]): string[] {
  const kept: string[] = [];
  let room = CHAT_LEAD_CONVERSATION_MAX;
  for (const message of [...messages].reverse()) {
    const line = oneLineText(message);
    if (!line) continue;
    if (room <= 0) break;
    kept.unshift(line.slice(0, room));
    room -= line.length;
  }
  return kept;
}
