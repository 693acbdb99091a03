import { css } from '@emotion/react';
import { Copy, Download } from '../icon';
import { useRef, useState } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import { mq, theme } from '../../lib/theme';
import { buttonStyles } from '../ui';
import type { JsonExport } from '../../inspector/session';
import { useHydrated } from '../../hooks/use-hydrated';

const copy = inspectorCopy.json;

const panel = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 20,
  boxShadow: theme.shadow.card,
  minWidth: 0,
  [mq.md]: { padding: 24 },
});
const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);

/**
 * JSON of the whole document, built on demand in the browser (in the worker when there is one), with copy and download.
 */
export function JsonPanel({ json: make }: { json: () => Promise<JsonExport> }) {
  const hydrated = useHydrated();
  const [json, setJson] = useState<JsonExport>();
  const [building, setBuilding] = useState(false);
  const [copied, setCopied] = useState(false);
  const pending = useRef<Promise<JsonExport> | undefined>(undefined);

  const build = (): Promise<JsonExport> => {
    if (json) return Promise.resolve(json);
    if (!pending.current) {
      setBuilding(true);
      pending.current = make().then((built) => {
        setJson(built);
        return built;
      });
      pending.current
        .finally(() => setBuilding(false))
        .catch(() => {
          pending.current = undefined;
        });
    }
    return pending.current;
  };
  const copyJson = async () => {
    // A ClipboardItem takes the promise at once (the click still counts as the user's) and the text as a Blob.
    if (typeof ClipboardItem === 'function') {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': build().then((j) => new Blob([j.blob], { type: 'text/plain' })) }),
      ]);
    } else {
      await navigator.clipboard.writeText(await (await build()).blob.text());
    }
    setCopied(true);
  };
  const download = async () => {
    const url = URL.createObjectURL((await build()).blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'edi-inspector.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section css={panel} aria-labelledby="json-heading">
      <h3 id="json-heading" css={{ margin: '0 0 12px' }}>
        {copy.heading}
      </h3>
      {!hydrated ? (
        <p css={{ margin: 0, color: theme.color.muted }}>{copy.noScript}</p>
      ) : (
        <>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            {json === undefined && (
              <button type="button" css={small} onClick={() => void build()}>
                {building ? copy.building : copy.show}
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
              {json.length > json.preview.length && (
                <p css={{ color: theme.color.muted }}>{copy.truncated(Math.round(json.length / 1024))}</p>
              )}
              <pre
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region keyboard users must reach
                tabIndex={0}
                aria-label={copy.heading}
                data-testid="inspector-json"
                css={{
                  margin: '12px 0 0',
                  maxHeight: 420,
                  overflow: 'auto',
                  background: theme.color.surfaceAlt,
                  padding: 12,
                  borderRadius: theme.radius.sm,
                  fontSize: '.85rem',
                }}
              >
                {json.preview}
              </pre>
            </>
          )}
        </>
      )}
    </section>
  );
}
