import { css } from '@emotion/react';
import { CheckCircle2 } from '../icon';
import { useEffect, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router-dom';
import { useSearchParams } from '../../hooks/use-search-params';
import { contactCopy } from '../../../content/pages/contact';
import { HONEYPOT_FIELD, type LeadActionData } from '../../../shared/lead-types';
import { mq, theme } from '../../lib/theme';
import { TextAreaField, TextField } from '../form-field';
import { buttonStyles } from '../ui';
import { visuallyHidden } from '../visually-hidden';
import { ConsentCheckbox } from '../consent-checkbox';
import { ButtonLink } from '../button-link';
import { SiteForm } from '../site-form';

const copy = contactCopy.form;
const card = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 24,
  boxShadow: theme.shadow.card,
  [mq.md]: { padding: 32 },
});
const grid = css({ display: 'grid', gap: 18, gridTemplateColumns: '1fr', [mq.sm]: { gridTemplateColumns: '1fr 1fr' } });
const full = css({ [mq.sm]: { gridColumn: '1 / -1' } });

/**
 * The 'Send us a Message' form. With JavaScript it posts through the browser router (the page's action calls
 * the lead API) and confirms in place; without, it posts to /contact and the server answers 303 or the
 * form again with messages and the entered values.
 */
export function ContactForm() {
  const result = useActionData<LeadActionData>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  // Posting, then loading what the action answered (the form again, or the redirect to ?sent=1).
  const sending = navigation.state !== 'idle' && navigation.formAction === '/contact';
  const sent = params.get('sent') === '1' && !result;
  const statusRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // Set by a post from this page: its answer's messages take focus (the server's answer to a post without
  // JavaScript does not, as before).
  const posted = useRef(false);

  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (!result || !posted.current) return;
    posted.current = false;
    summaryRef.current?.focus();
  }, [result]);

  if (sent) {
    return (
      // A status region, not <output>: it holds a heading and a link, which <output> may not.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      <div css={card} role="status" tabIndex={-1} ref={statusRef} id="message-sent">
        <CheckCircle2 size={40} color="#2e7d32" aria-hidden="true" />
        <h3 css={{ margin: '12px 0 8px' }}>{copy.successTitle}</h3>
        <p css={{ color: theme.color.muted }}>{copy.successText}</p>
        <ButtonLink to="/contact#contact-form" variant="outline">
          {copy.sendAnother}
        </ButtonLink>
      </div>
    );
  }

  const field = (name: keyof typeof copy.fields) => ({
    name,
    label: copy.fields[name].label,
    placeholder: copy.fields[name].placeholder,
    autoComplete: copy.fields[name].autoComplete,
    defaultValue: values[name] ?? '',
    error: errors[name],
  });

  return (
    <SiteForm
      method="post"
      action="/contact"
      css={card}
      noValidate={false}
      onSubmit={() => {
        posted.current = true;
      }}
    >
      <p css={{ margin: '0 0 16px', color: theme.color.muted, fontSize: '.9rem' }}>{copy.requiredNote}</p>
      {Object.keys(errors).length > 0 && (
        <p
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          css={{ background: '#fdecea', color: '#8e1b1b', padding: '10px 14px', borderRadius: theme.radius.sm }}
        >
          {errors['form'] ?? copy.errorSummary}
        </p>
      )}
      <div css={grid}>
        <TextField {...field('fullName')} required />
        <TextField {...field('email')} type="email" required />
        <TextField {...field('company')} />
        <TextField {...field('phone')} type="tel" />
        <div css={full}>
          <TextField {...field('subject')} required />
        </div>
        <div css={full}>
          <TextAreaField {...field('message')} rows={6} required />
        </div>
        <div css={visuallyHidden} aria-hidden="true">
          <label htmlFor={HONEYPOT_FIELD}>{copy.honeypotLabel}</label>
          <input
            id={HONEYPOT_FIELD}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div css={full}>
          <ConsentCheckbox
            name="terms"
            required
            defaultChecked={values['terms'] === 'on'}
            copy={copy.consent}
            error={errors['terms']}
          />
        </div>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginTop: 22 }}>
        <button type="submit" disabled={sending} css={[buttonStyles.base, buttonStyles.primary, { border: 0 }]}>
          {sending ? copy.sending : copy.submit}
        </button>
        <span css={{ color: theme.color.muted, fontSize: '.9rem' }}>{copy.replyPromise}</span>
      </div>
    </SiteForm>
  );
}
