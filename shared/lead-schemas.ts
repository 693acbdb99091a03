import { z } from 'zod';
import { contactMessages as cm, registrationMessages as rm } from '../content/lead-forms';
import type { FieldErrors, LeadFieldName, LeadKind } from './lead-types';

/**
 * Length is checked first and stops validation (`abort`), so no later check ever sees an oversized value.
 * Required text: the message for a missing value, for a wrong type and for blank after trimming alike.
 */
const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .max(max * 4, { error: cm.tooLong(max), abort: true })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: cm.tooLong(max), abort: true });

const optional = (max: number) =>
  z
    .string()
    .max(max * 4, { error: cm.tooLong(max), abort: true })
    .trim()
    .max(max, { error: cm.tooLong(max), abort: true })
    .optional()
    .default('');

const isSpace = (code: number) =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  code === 0xa0 ||
  code === 0xfeff ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0x1680;

/**
 * Non-space text, @, text, a dot, text — in one pass, without a regular expression: `^\S+@\S+\.\S+$` is
 * quadratic on a run of "@" and froze the server for seconds on a 60 KB value.
 */
export function isEmail(value: string): boolean {
  let at = -1;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isSpace(code)) return false;
    if (code === 64 && at === -1 && i > 0) at = i;
  }
  // The earliest usable "@" leaves the most room: a dot with text on both sides must follow it.
  if (at === -1) return false;
  for (let i = at + 2; i < value.length - 1; i++) if (value.charCodeAt(i) === 46) return true;
  return false;
}

/**
 * An optional leading plus, then at least 7 of: digits, parentheses, hyphen, whitespace (one character class: linear).
 */
export const PHONE_PATTERN = /^\+?[\d()\-\s]{7,}$/;

const email = (requiredMessage: string, invalidMessage: string) =>
  required(requiredMessage, 254).refine(isEmail, invalidMessage);

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

export const leadSchemas = { contact: contactSchema, registration: registrationSchema } as const satisfies Record<
  LeadKind,
  z.ZodType
>;

// The schemas validate exactly the fields the forms post (shared/lead-types.ts leadFields): a field added to one
// and not the other is a type error here.
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : false;
export const formsMatchSchemas: SameKeys<keyof ContactLead, LeadFieldName<'contact'>> &
  SameKeys<keyof RegistrationLead, LeadFieldName<'registration'>> = true;

/** The first message per field, as forms show them (one line under each field). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
