import { css } from '@emotion/react';
import { CheckCircle2 } from '../icon';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { converterCopy } from '../../../content/pages/converter';
import { HONEYPOT_FIELD, type FieldErrors, type LeadActionData } from '../../../shared/lead-types';
import { mq, theme } from '../../lib/theme';
import { browserLeadGateway } from '../../shell/lead-gateway';
import { ConsentCheckbox } from '../consent-checkbox';
import { TextField } from '../form-field';
import { Modal } from '../modal';
import { buttonStyles } from '../ui';

const copy = converterCopy.registration;
/** The validation library stays out of the page's first load: fetched when the dialog opens. */
const loadSchemas = () => import('../../../shared/lead-schemas');
/** docs/spec.md, "Constants": fields reset 800 ms after success; the dialog closes 1400 ms after that. */
export const RESET_AFTER_MS = 800;
export const CLOSE_AFTER_MS = 1400;

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  organization: string;
  phone: string;
  agree: boolean;
};
const empty: Values = { firstName: '', lastName: '', email: '', organization: '', phone: '', agree: false };
const grid = css({ display: 'grid', gap: 14, [mq.sm]: { gridTemplateColumns: '1fr 1fr' } });

/**
 * Converter registration (docs/spec.md, "Converter registration"): validated on submit with the spec's six messages,
 * each
 * cleared as its field is edited; a valid form is stored through the lead API.
 */

export function RegistrationModal({
  onClose,
  closeHref,
  serverResult,
  registered,
}: {
  onClose: () => void;
  closeHref: string;
  serverResult?: LeadActionData;
  registered?: boolean;
}) {
  // A form posted without JavaScript comes back with the server's messages and the entered values.
  const [values, setValues] = useState<Values>(() => ({
    ...empty,
    ...serverResult?.values,
    agree: serverResult?.values['agree'] === 'on',
  }));
  const [errors, setErrors] = useState<FieldErrors>(serverResult?.errors ?? {});
  const [state, setState] = useState<'editing' | 'sending' | 'success'>(registered ? 'success' : 'editing');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    void loadSchemas();
    const pending = timers.current; // the same array the timers are pushed into
    return () => pending.forEach(clearTimeout);
  }, []);

  const edit = (name: keyof Values, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { registrationSchema, fieldErrors } = await loadSchemas();
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setState('sending');
    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    const result = await browserLeadGateway.submit('registration', {
      ...parsed.data,
      [HONEYPOT_FIELD]: honeypot ?? '',
    });
    if (!result.ok) {
      setState('editing');
      return setErrors(result.errors);
    }
    setState('success');
    timers.current.push(
      setTimeout(() => {
        setValues(empty);
        setErrors({});
        timers.current.push(setTimeout(onClose, CLOSE_AFTER_MS));
      }, RESET_AFTER_MS),
    );
  };

  const field = (name: Exclude<keyof Values, 'agree'>, type = 'text') => (
    <TextField
      name={name}
      label={copy.fields[name].label}
      autoComplete={copy.fields[name].autoComplete}
      type={type}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(e) => edit(name, e.target.value)}
    />
  );

  return (
    <Modal title={copy.title} onClose={onClose} closeHref={closeHref} closeLabel={copy.closeLabel}>
      {state === 'success' ? (
        // A status region, not <output>: it holds a heading, which <output> may not.
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        <div role="status" css={{ textAlign: 'center', padding: '12px 0' }}>
          <CheckCircle2 size={44} color="#2e7d32" aria-hidden="true" />
          <h3 css={{ margin: '12px 0 8px' }}>{copy.successTitle}</h3>
          <p css={{ margin: 0, color: theme.color.muted }}>{copy.successText}</p>
        </div>
      ) : (
        <form method="post" action="/about-edi-converter?register=1" noValidate onSubmit={(e) => void submit(e)}>
          <p css={{ margin: '0 0 16px', color: theme.color.muted }}>{copy.intro}</p>
          {errors['form'] && (
            <p
              role="alert"
              css={{ background: '#fdecea', color: '#8e1b1b', padding: '10px 14px', borderRadius: theme.radius.sm }}
            >
              {errors['form']}
            </p>
          )}
          <div css={grid}>
            {field('firstName')}
            {field('lastName')}
            {field('email', 'email')}
            {field('organization')}
            {field('phone', 'tel')}
          </div>
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            css={{ position: 'absolute', left: -10000, width: 1, height: 1 }}
            defaultValue=""
          />
          <ConsentCheckbox
            name="agree"
            newTab
            checked={values.agree}
            onChange={(e) => edit('agree', e.target.checked)}
            copy={copy.agree}
            error={errors['agree']}
            css={{ marginTop: 16 }}
          />
          <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 12, marginTop: 22, flexWrap: 'wrap' }}>
            <button
              type="button"
              onClick={onClose}
              css={[buttonStyles.base, buttonStyles.outline, { background: '#fff' }]}
            >
              {copy.cancel}
            </button>
            <button type="submit" disabled={state === 'sending'} css={[buttonStyles.base, buttonStyles.primary]}>
              {state === 'sending' ? copy.submitting : copy.submit}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
