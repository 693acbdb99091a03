import { css } from '@emotion/react';
import { Copy, Download } from '../icon';
import { useState } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import { inspect } from '../../../shared/edi/inspect';
import { toJson } from '../../../shared/edi/view';
import { mq, theme } from '../../lib/theme';
import { buttonStyles } from '../ui';
import { dictionariesFor, type LiveResult } from './dictionaries';
import { useHydrated } from './use-hydrated';

const copy = inspectorCopy.json;
/** The preview shows the beginning of a large JSON; copy and download carry all of it. */
const PREVIEW_CHARS = 100_000;

const panel = css({ background: '#fff', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.lg, padding: 20, boxShadow: theme.shadow.card, minWidth: 0, [mq.md]: { padding: 24 } });
const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);

/** JSON of the whole document, built on demand in the browser, with copy and download. */
export function JsonPanel({ live, text }: { live: LiveResult | undefined; text: () => string }) {
  const hydrated = useHydrated();
  const [json, setJson] = useState<string>();
  const [copied, setCopied] = useState(false);

  const build = async (): Promise<string> => {
    if (json !== undefined) return json;
    let source = live;
    if (!source) {
      const t = text();
      const dictionaries = await dictionariesFor(t);
      source = { result: inspect(t, dictionaries), dictionaries };
    }
    const built = toJson(source.result, source.dictionaries);
    setJson(built);
    return built;
  };
  const copyJson = async () => {
    await navigator.clipboard.writeText(await build());
    setCopied(true);
  };
  const download = async () => {
    const url = URL.createObjectURL(new Blob([await build()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'edi-inspector.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section css={panel} aria-labelledby="json-heading">
      <h3 id="json-heading" css={{ margin: '0 0 12px' }}>{copy.heading}</h3>
      {!hydrated ? (
        <p css={{ margin: 0, color: theme.color.muted }}>{copy.noScript}</p>
      ) : (
        <>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            {json === undefined && (
              <button type="button" css={small} onClick={() => void build()}>
                {copy.show}
              </button>
            )}
            <button type="button" css={small} onClick={() => void copyJson()}>
              <Copy size={16} aria-hidden="true" /> {copied ? copy.copied : copy.copy}
            </button>
            <button type="button" css={small} onClick={() => void download()}>
              <Download size={16} aria-hidden="true" /> {copy.download}
            </button>
          </div>
          {json !== undefined && (
            <>
              {json.length > PREVIEW_CHARS && <p css={{ color: theme.color.muted }}>{copy.truncated(Math.round(json.length / 1024))}</p>}
              {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region keyboard users must reach */}
              <pre tabIndex={0} aria-label={copy.heading} data-testid="inspector-json" css={{ margin: '12px 0 0', maxHeight: 420, overflow: 'auto', background: theme.color.surfaceAlt, padding: 12, borderRadius: theme.radius.sm, fontSize: '.85rem' }}>
                {json.length > PREVIEW_CHARS ? json.slice(0, PREVIEW_CHARS) : json}
              </pre>
            </>
          )}
        </>
      )}
    </section>
  );
}
