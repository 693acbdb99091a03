import { data, redirect } from 'react-router-dom';
import { HONEYPOT_FIELD, leadFields, type LeadActionData, type LeadKind } from '../../shared/lead-types';
import type { PageAction } from '../page-module';

/**
 * The action of a lead form posted without JavaScript: the kind's fields (and the honeypot) read from the
 * form, handed to the lead service; 303 to `done` when stored, else the form again with messages and values.
 */
export function leadFormAction(
  kind: LeadKind,
  done: string,
): PageAction<Response | ReturnType<typeof data<LeadActionData>>> {
  const { text, consent } = leadFields[kind];
  return async ({ request, services: { leads } }) => {
    const form = await request.formData();
    const values: Record<string, string> = Object.fromEntries(
      [...text, HONEYPOT_FIELD].map((name) => [name, String(form.get(name) ?? '')]),
    );
    values[consent] = form.get(consent) === 'on' ? 'on' : '';
    const result = await leads.submit(kind, { ...values, [consent]: values[consent] === 'on' });
    if (result.ok) return redirect(done, 303);
    return data<LeadActionData>(
      { errors: result.errors, values },
      { status: result.status === 0 ? 503 : result.status },
    );
  };
}
