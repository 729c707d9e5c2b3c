import { z } from "zod/mini";
import { LINE_BREAK } from "./line-breaks";
import { plainText } from "./plain-text";

/*
 * Field rules shared by the forms and the functions that receive them. Every string is trimmed
 * before it is checked, so "  a " is a one-letter name. Lengths are capped so a stored lead or an
 * e-mail to the broker stays readable; over-long entries get a message saying so.
 *
 * Written with zod/mini: the browser validates with these too, and mini's functions leave out of
 * a widget what it does not call. The server's bodies compose them with full zod.
 */

const NAME_MAX = 100;
const PHONE_MAX = 30;
const EMAIL_MAX = 254;
export const DETAILS_MAX = 2000;
export const LOAN_AMOUNT_MAX = 50;

/**
 * The check of a one-line field, with the field's own message: a value never starts a new line
 * in the broker's e-mail (a forged "Phone:" line) or a new header in its subject.
 */
export const oneLine = (message: string) =>
  z.refine<string>((value) => !LINE_BREAK.test(value), message);

const nameMessage = "Name must be at least 2 characters";
const nameOneLine = "Name must be on one line";
const nameTooLong = `Name must be ${NAME_MAX} characters or fewer`;

export const nameField = z
  .string({ error: nameMessage })
  .check(
    z.trim(),
    z.minLength(2, nameMessage),
    z.maxLength(NAME_MAX, nameTooLong),
    oneLine(nameOneLine),
    plainText("Name"),
  );

/** Empty is allowed (the resource form's name is optional); anything typed follows `nameField`. */
export const optionalNameField = z._default(
  z.string({ error: nameMessage }).check(
    z.trim(),
    z.maxLength(NAME_MAX, nameTooLong),
    z.refine((name) => name === "" || name.length >= 2, nameMessage),
    oneLine(nameOneLine),
    plainText("Name"),
  ),
  "",
);

const emailMessage = "Please enter a valid email address";

export const emailField = z.pipe(
  z
    .string({ error: emailMessage })
    .check(z.trim(), z.maxLength(EMAIL_MAX, emailMessage), oneLine(emailMessage)),
  z.email({ error: emailMessage }),
);

/**
 * A phone number has at least 10 characters. Only characters that occur in written phone numbers
 * are allowed besides, so "call me pls" is not a lead the broker can ring.
 */
function phoneField(message: string) {
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(10, message),
    z.maxLength(PHONE_MAX, message),
    // Spaces and tabs as people type them; a line break is no part of a number.
    z.regex(/^[0-9+()\-.\s]+$/, message),
    oneLine(message),
  );
}

const phoneMessage = "Please enter a valid phone number";

export const phoneNumberField = phoneField(phoneMessage);

/** Empty is allowed (the enquiry form's phone is optional); anything typed follows `phoneNumberField`. */
export const optionalPhoneNumberField = z._default(
  z.string({ error: phoneMessage }).check(
    z.trim(),
    z.maxLength(PHONE_MAX, phoneMessage),
    z.refine((phone) => phone === "" || phoneNumberField.safeParse(phone).success, phoneMessage),
  ),
  "",
);
export const mobileNumberField = phoneField("Please enter a valid mobile number");

export function textField(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be ${max} characters or fewer`),
      plainText(label, { multiLine: true }),
    );
}
