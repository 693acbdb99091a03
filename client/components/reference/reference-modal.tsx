import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { guideCopy } from '../../../content/pages/reference-guides';
import { canonicalPage } from '../../../shared/code-pages';
import type { StandardId } from '../../../shared/standards';
import { SiteLink } from '../site-link';
import { breakpoints, theme } from '../../lib/theme';
import { ExternalLink } from '../external-link';
import { Modal } from '../modal';
import { buttonStyles } from '../ui';

interface PreviewAnswer {
  link: string;
  site: string;
  description?: string;
  purpose?: string;
  usage?: string;
  segments?: string[];
  error?: string;
}

const copy = guideCopy.modal;
const badge = css({
  fontFamily: theme.font.mono,
  fontWeight: 800,
  background: theme.color.brand,
  color: '#fff',
  borderRadius: theme.radius.sm,
  padding: '2px 10px',
  marginRight: 10,
});
// The note gives way (it wraps inside its own box) so the two buttons stay on one row; it only speaks
// of a preview when there is one.
const note = css({
  flex: '1 1 180px',
  minWidth: 0,
  marginRight: 'auto',
  color: theme.color.muted,
  fontSize: '.85rem',
  alignSelf: 'center',
});
// On phones the two cannot share a row, so each takes a full one rather than a ragged right edge.
const footerButton = css({
  flex: 'none',
  whiteSpace: 'nowrap',
  [`@media (max-width: ${breakpoints.sm - 0.02}px)`]: { flex: '1 1 auto' },
});
const section = css({
  margin: '0 0 16px',
  h3: { fontSize: '1rem', margin: '0 0 4px' },
  p: { margin: 0, color: theme.color.muted, whiteSpace: 'pre-line' },
});

// Answers for this page view; the server caches for everyone. (Not react-query: pulling its hooks in
// here would move them into every page's first load.)
const answers = new Map<string, Promise<PreviewAnswer>>();

function fetchPreview(standard: StandardId, code: string): Promise<PreviewAnswer> {
  const key = `${standard}:${code}`;
  const known = answers.get(key);
  if (known) return known;
  const answer = fetch(`/api/reference-preview?standard=${standard}&code=${encodeURIComponent(code)}`, {
    headers: { accept: 'application/json' },
  })
    .then(async (res) => {
      const body = (await res.json()) as PreviewAnswer;
      return res.ok ? body : { ...body, error: body.error ?? `HTTP ${res.status}` };
    })
    .catch((error: unknown): PreviewAnswer => ({ link: '', site: '', error: String(error) }));
  answers.set(key, answer);
  return answer;
}

/** The quick preview of one code (docs/spec.md, "Reference preview"), fetched through the site's own preview API. */
export function ReferenceModal({
  standard,
  code,
  name,
  subtitle,
  onClose,
}: {
  standard: StandardId;
  code: string;
  name: string;
  subtitle: string;
  onClose: () => void;
}) {
  const [data, setData] = useState<PreviewAnswer | undefined>();
  useEffect(() => {
    let current = true;
    void fetchPreview(standard, code).then((answer) => current && setData(answer));
    return () => {
      current = false;
    };
  }, [standard, code]);
  const isPending = data === undefined;
  const failed = Boolean(data?.error);
  const reason = data?.error;
  // Our own page where we have one (an EDIFACT message's directory page, #47), the other site's only where not.
  const own = canonicalPage(standard, code);
  const fullDocs = own ? (
    <SiteLink to={own} css={[buttonStyles.base, buttonStyles.outline, footerButton]}>
      {copy.fullDocs}
    </SiteLink>
  ) : (
    data?.link && (
      <ExternalLink href={data.link} css={[buttonStyles.base, buttonStyles.outline, footerButton]}>
        {copy.fullDocs}
      </ExternalLink>
    )
  );
  // docs/spec.md, "Reference preview": the failure is logged, and the dialog shows the message with the external link.
  useEffect(() => {
    if (reason) console.error(`Reference preview for ${code} failed: ${reason}`);
  }, [reason, code]);

  return (
    <Modal
      title={
        <>
          <span css={badge}>{code}</span>
          {name}
          <small
            css={{ display: 'block', fontSize: '.85rem', color: theme.color.muted, fontWeight: 500, marginTop: 6 }}
          >
            {subtitle}
          </small>
        </>
      }
      closeLabel={copy.closeLabel}
      onClose={onClose}
      bodyMaxHeight="70vh"
      footer={
        <>
          {data && !failed && <span css={note}>{copy.note}</span>}
          {fullDocs}
          <button type="button" onClick={onClose} css={[buttonStyles.base, buttonStyles.primary, footerButton]}>
            {copy.close}
          </button>
        </>
      }
    >
      {isPending ? (
        <output css={{ display: 'block' }}>{copy.loading}</output>
      ) : failed ? (
        <p role="alert">
          {own ? (
            <>
              {copy.failedOwn} <SiteLink to={own}>{own}</SiteLink>
            </>
          ) : (
            <>
              {copy.failed(data?.site ?? 'the reference site')}{' '}
              {data?.link && <ExternalLink href={data.link}>{data.link}</ExternalLink>}
            </>
          )}
        </p>
      ) : (
        <>
          <div css={section}>
            <h3>{copy.purpose}</h3>
            <p>{data?.purpose}</p>
          </div>
          <div css={section}>
            <h3>{copy.description}</h3>
            <p>{data?.description}</p>
          </div>
          {data?.usage && (
            <div css={section}>
              <h3>{copy.usage}</h3>
              <p>{data.usage}</p>
            </div>
          )}
          {data?.segments && data.segments.length > 0 && (
            <div css={section}>
              <h3>{copy.segments}</h3>
              <ul css={{ margin: 0, paddingLeft: 20, color: theme.color.muted }}>
                {data.segments.slice(0, 10).map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
