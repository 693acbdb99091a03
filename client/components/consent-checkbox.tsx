import type { InputHTMLAttributes } from 'react';
import { ExternalLink } from './external-link';
import { SiteLink } from './site-link';
import { fieldStyles } from './form-field';

export interface ConsentCopy {
  before: string;
  terms: string;
  and: string;
  privacy: string;
  after: string;
}

type ConsentProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'checked' | 'defaultChecked' | 'onChange' | 'required'
> & {
  name: string;
  copy: ConsentCopy;
  error?: string;
  /** Inside a dialog the legal pages open in a new tab, so the form stays as filled in. */
  newTab?: boolean;
  className?: string;
};

function LegalLink({ href, newTab, children }: { href: string; newTab: boolean; children: string }) {
  return newTab ? <ExternalLink href={href}>{children}</ExternalLink> : <SiteLink to={href}>{children}</SiteLink>;
}

/** The lead forms' consent box: the terms and privacy links, its required mark and its message. */
export function ConsentCheckbox({ name, copy, error, newTab = false, className, ...input }: ConsentProps) {
  const errorId = `${name}-error`;
  return (
    <>
      <label className={className} css={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          name={name}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={{ width: 18, height: 18, marginTop: 3 }}
        />
        <span>
          {copy.before}
          <LegalLink href="/terms-and-conditions" newTab={newTab}>
            {copy.terms}
          </LegalLink>
          {copy.and}
          <LegalLink href="/privacy-policy" newTab={newTab}>
            {copy.privacy}
          </LegalLink>
          {copy.after}
          {input.required && (
            <span css={fieldStyles.required} aria-hidden="true">
              *
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={errorId} css={fieldStyles.error}>
          {error}
        </p>
      )}
    </>
  );
}
