/**
 * Validation messages of the two lead forms. Registration messages are the spec's (docs/spec.md, "Validation rules"),
 * verbatim.
 */
export const registrationMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  organization: 'Organization is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  agree: 'You must agree to the Terms and Privacy policy',
} as const;

export const contactMessages = {
  fullName: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneInvalid: 'Enter a valid phone number',
  subject: 'Subject is required',
  message: 'Message is required',
  terms: 'You must agree to the Terms and Privacy Policy',
  tooLong: (max: number) => `Keep this under ${max} characters`,
} as const;

/** Answers the API gives when a lead cannot be taken; shown in the form. */
export const leadErrorMessages = {
  malformed: 'The request could not be read. Please try again.',
  tooLarge: 'The message is too long to send.',
  unsupported: 'Send the form as JSON.',
  rateLimited: 'Too many submissions from your network. Please wait a minute and try again.',
  unavailable: 'We cannot take messages right now. Please try again shortly or call us.',
  network: 'Your message could not be sent. Check your connection and try again.',
} as const;
