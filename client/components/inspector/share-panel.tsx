// Share: a link carrying the document (redacted if asked) in its fragment, made in the browser's worker, with
// the values replaced listed; a document whose link would be too long is offered as a file instead.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { toolsCopy } from '../../../content/inspector/tools-copy';
import type { Finding } from '../../../shared/edi/model/types';
import { useHydrated } from '../../hooks/use-hydrated';
import { shareInBrowser } from '../../inspector/engine';
import type { ShareLink } from '../../inspector/tools';
import { theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { Copy, Download } from '../icon';
import { ScrollRegion } from '../scroll-region';
import { buttonStyles } from '../ui';
import { downloadFile } from './tools/download';
import { mono, panel } from './styles';

const copy = toolsCopy.share;
const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);
const cell = css({ padding: '4px 8px', borderTop: `1px solid ${theme.color.border}`, textAlign: 'left' });
const key = css([cell, { whiteSpace: 'nowrap' }]);
const value = css([cell, mono, { overflowWrap: 'anywhere' }]);
/** Findings offered as the link's focus (the first ones; the list stays short). */
const FOCUS_CHOICES = 50;
/** Replacements listed (a large document may have thousands; the first ones show what was done). */
const SHOWN_REPLACEMENTS = 500;

export function SharePanel({ text, issues }: { text: () => string; issues: readonly Finding[] }) {
  const hydrated = useHydrated();
  const ids = useId();
  const [redact, setRedact] = useState(true);
  const [focus, setFocus] = useState(0);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<ShareLink & { url: string }>();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const make = async () => {
    setBusy(true);
    setCopied(false);
    setFailed(false);
    try {
      const made = await shareInBrowser(text(), { redact, ...(focus > 0 && { focus }) });
      const url = new URL(window.location.href);
      url.search = '';
      url.hash = made.fragment;
      setLink({ ...made, url: url.toString() });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const copyLink = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <section css={[panel, { minWidth: 0 }]} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} css={{ margin: '0 0 8px' }}>
        {copy.heading}
      </h3>
      <p css={{ margin: '0 0 12px', color: theme.color.muted }}>{hydrated ? copy.intro : copy.noScript}</p>
      {hydrated && (
        <div css={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <label css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <input
              type="checkbox"
              checked={redact}
              onChange={(e) => setRedact(e.currentTarget.checked)}
              css={{ marginTop: 4 }}
            />
            <span>
              {copy.redact}
              <span css={{ display: 'block', color: theme.color.muted, fontSize: '.9rem' }}>{copy.redactHint}</span>
            </span>
          </label>
          {issues.length > 0 && (
            <div>
              <label htmlFor={`${ids}-focus`} css={fieldStyles.label}>
                {copy.focus}
              </label>
              <select
                id={`${ids}-focus`}
                value={focus}
                onChange={(e) => setFocus(Number(e.currentTarget.value))}
                css={[fieldStyles.control, { maxWidth: 640, textOverflow: 'ellipsis' }]}
              >
                <option value={0}>{copy.focusNone}</option>
                {issues.slice(0, FOCUS_CHOICES).map((f, i) => (
                  <option key={`${f.pos}-${f.code}-${i}`} value={f.pos}>
                    {copy.focusIssue(f.line, f.message)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <button
              type="button"
              css={[buttonStyles.base, buttonStyles.primary]}
              disabled={busy}
              onClick={() => void make()}
            >
              {busy ? copy.making : copy.create}
            </button>
          </div>
          {failed && (
            <p role="alert" css={fieldStyles.error}>
              {toolsCopy.failed}
            </p>
          )}
          {link && link.fragment && (
            <div>
              <label htmlFor={`${ids}-link`} css={fieldStyles.label}>
                {copy.link}
              </label>
              <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <input
                  id={`${ids}-link`}
                  readOnly
                  value={link.url}
                  css={[fieldStyles.control, mono, { flex: '1 1 240px', minWidth: 0 }]}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <button type="button" css={small} onClick={() => void copyLink(link.url)}>
                  <Copy size={16} aria-hidden="true" /> {copied ? copy.copied : copy.copy}
                </button>
              </div>
              <output
                aria-live="polite"
                css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {copied ? copy.copied : ''}
              </output>
            </div>
          )}
          {link && !link.fragment && (
            <p role="alert" css={{ margin: 0 }}>
              {copy.tooLong(link.length)}{' '}
              <button type="button" css={small} onClick={() => downloadFile('document.edi', [link.text], 'text/plain')}>
                <Download size={16} aria-hidden="true" /> {copy.download}
              </button>
            </p>
          )}
          {link && link.replacements.length > 0 && (
            <details>
              <summary id={`${ids}-replaced`} css={{ cursor: 'pointer', fontWeight: 600 }}>
                {copy.replaced(link.replacements.length)}
              </summary>
              <ScrollRegion
                labelledBy={`${ids}-replaced`}
                css={{ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' }}
              >
                <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: '.9rem' }}>
                  <thead>
                    <tr>
                      <th css={key}>{copy.columns.line}</th>
                      <th css={key}>{copy.columns.element}</th>
                      <th css={cell}>{copy.columns.before}</th>
                      <th css={cell}>{copy.columns.after}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {link.replacements.slice(0, SHOWN_REPLACEMENTS).map((r, i) => (
                      <tr key={`${r.pos}-${r.ref}-${i}`}>
                        <td css={key}>{r.pos}</td>
                        <td css={[key, mono]}>{r.ref}</td>
                        <td css={value}>{r.before}</td>
                        <td css={value}>{r.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
