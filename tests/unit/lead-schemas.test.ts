import { emptyRegistrationErrors, validRegistration } from '../fixtures/leads';
import { contactSchema, fieldErrors, registrationSchema } from '../../shared/lead-schemas';

const errorsOf = (schema: typeof registrationSchema | typeof contactSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('registration rules (docs/spec.md, "Validation rules")', () => {
  const valid = validRegistration;

  it('accepts a complete registration and trims text', () => {
    const parsed = registrationSchema.parse({ ...valid, firstName: '  Ana ' });
    expect(parsed.firstName).toBe('Ana');
  });

  it('gives the six messages for an empty form', () => {
    expect(errorsOf(registrationSchema, {})).toEqual(emptyRegistrationErrors);
  });

  it('treats whitespace-only names as missing', () => {
    expect(errorsOf(registrationSchema, { ...valid, firstName: '   ' })).toEqual({
      firstName: 'First name is required',
    });
  });

  it.each(['ana', 'ana@acme', 'a na@acme.io', '@acme.io'])('rejects the email %s', (email) => {
    expect(errorsOf(registrationSchema, { ...valid, email })).toEqual({ email: 'Enter a valid email' });
  });

  it.each(['123456', '+1 55', 'call me', '555-01x3456'])('rejects the phone %s', (phone) => {
    expect(errorsOf(registrationSchema, { ...valid, phone })).toEqual({ phone: 'Enter a valid phone number' });
  });

  it.each(['1234567', '+44 20 7946 0958', '(555) 010-4200'])('accepts the phone %s', (phone) => {
    expect(errorsOf(registrationSchema, { ...valid, phone })).toEqual({});
  });

  it('requires agree to be exactly true', () => {
    expect(errorsOf(registrationSchema, { ...valid, agree: 'yes' })).toEqual({
      agree: 'You must agree to the Terms and Privacy policy',
    });
  });
});

describe('contact rules', () => {
  const valid = { fullName: 'Sam Lee', email: 'sam@example.org', subject: 'Pricing', message: 'Hello', terms: true };

  it('makes company and phone optional', () => {
    expect(contactSchema.parse(valid)).toMatchObject({ company: '', phone: '' });
  });

  it('names every missing required field', () => {
    expect(Object.keys(errorsOf(contactSchema, {})).sort()).toEqual([
      'email',
      'fullName',
      'message',
      'subject',
      'terms',
    ]);
  });

  it('bounds the message length', () => {
    expect(errorsOf(contactSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Keep this under 5000 characters',
    });
  });
});
