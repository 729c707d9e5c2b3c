import { z } from "zod/mini";
import { debtAmountBands } from "../content/debt";
import {
  DETAILS_MAX,
  emailField,
  LOAN_AMOUNT_MAX,
  mobileNumberField,
  nameField,
  oneLine,
  optionalNameField,
  optionalPhoneNumberField,
  phoneNumberField,
  textField,
} from "./fields";

/** The pre-approval form (/get-prequalified). */
export const preApprovalSchema = z.object({
  name: nameField,
  mobile: mobileNumberField,
  email: emailField,
  loanType: z.enum(["purchase", "refinance"], { error: "Please select a loan type" }),
  loanAmount: z
    .string({ error: "Please enter a loan amount" })
    .check(
      z.trim(),
      z.minLength(1, "Please enter a loan amount"),
      z.maxLength(LOAN_AMOUNT_MAX, `Loan amount must be ${LOAN_AMOUNT_MAX} characters or fewer`),
      oneLine("Loan amount must be on one line"),
    ),
  additionalDetails: z.optional(textField("Details", DETAILS_MAX)),
});

/** The debt-consolidation lead form (inline and modal). */
export const debtLeadSchema = z.object({
  name: nameField,
  phone: phoneNumberField,
  debtAmount: z.enum(debtAmountBands, { error: "Please select your debt amount" }),
});

/** A resource request's fields: the e-mail (and maybe a name) for a free resource. */
export const resourceRequestSchema = z.object({
  email: emailField,
  name: optionalNameField,
});

/** The enquiry form (`<contact-form>`, on the home page): the phone number is optional. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalPhoneNumberField,
  message: z
    .string({ error: "Please enter a message" })
    .check(
      z.trim(),
      z.minLength(1, "Please enter a message"),
      z.maxLength(DETAILS_MAX, `Message must be ${DETAILS_MAX} characters or fewer`),
    ),
});

export type PreApproval = z.infer<typeof preApprovalSchema>;
export type DebtLead = z.infer<typeof debtLeadSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type ResourceRequest = z.infer<typeof resourceRequestSchema>;
