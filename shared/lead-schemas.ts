import { z } from 'zod';
import { contactMessages as cm, registrationMessages as rm } from '../content/lead-forms';
import type { FieldErrors, LeadKind } from './lead-types';

/** Required text: the message for a missing value, for a wrong type and for blank after trimming alike. */
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, cm.tooLong(max));

const optional = (max: number) => z.string().trim().max(max, cm.tooLong(max)).optional().default('');

/** non-space text, @, text, a dot, text (spec part 1 §5). */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** An optional leading plus, then at least 7 of: digits, parentheses, hyphen, whitespace. */
export const PHONE_PATTERN = /^\+?[\d()\-\s]{7,}$/;

const email = (requiredMessage: string, invalidMessage: string) =>
  required(requiredMessage, 254).regex(EMAIL_PATTERN, invalidMessage);

export const contactSchema = z.object({
  fullName: required(cm.fullName, 120),
  email: email(cm.emailRequired, cm.emailInvalid),
  company: optional(160),
  phone: optional(40).refine((v) => v === '' || PHONE_PATTERN.test(v), cm.phoneInvalid),
  subject: required(cm.subject, 200),
  message: required(cm.message, 5000),
  terms: z.literal(true, { error: cm.terms }),
});

export const registrationSchema = z.object({
  firstName: required(rm.firstName, 80),
  lastName: required(rm.lastName, 80),
  email: email(rm.emailRequired, rm.emailInvalid),
  organization: required(rm.organization, 160),
  phone: required(rm.phoneRequired, 40).regex(PHONE_PATTERN, rm.phoneInvalid),
  agree: z.literal(true, { error: rm.agree }),
});

export type ContactLead = z.infer<typeof contactSchema>;
export type RegistrationLead = z.infer<typeof registrationSchema>;

export const leadSchemas = { contact: contactSchema, registration: registrationSchema } as const satisfies Record<LeadKind, z.ZodType>;

/** The first message per field, as forms show them (one line under each field). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
