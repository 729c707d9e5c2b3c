import type { ContactChannel } from "../../src/schemas/message-templates";
import { phoneE164 } from "../../src/schemas/phone";

/**
 * Where each contact button goes, with the number in international form (`+61412345678`, from
 * any way an Australian number is written) so a phone dials it from anywhere and WhatsApp finds
 * the person; null when the text is not a number. `message` starts the SMS or WhatsApp text.
 */
export function contactHref(channel: ContactChannel, phone: string, message = ""): string | null {
  const e164 = phoneE164(phone);
  if (!e164) return null;
  const text = encodeURIComponent(message);
  if (channel === "call") return `tel:${e164}`;
  if (channel === "sms") return message ? `sms:${e164}?body=${text}` : `sms:${e164}`;
  // wa.me takes the number as digits, without `+`.
  return `https://wa.me/${e164.slice(1)}${message ? `?text=${text}` : ""}`;
}
