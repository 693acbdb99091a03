// The Compare tab: two documents, their tree diff (shared/edi/tools/compare.ts) made in the browser's worker, each
// change a focusable item (arrow keys and the Previous/Next buttons move between them), exported as JSON.
import { css } from '@emotion/react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toolsCopy } from '../../../../content/inspector/tools-copy';
import { compareCopy } from '../../../../content/inspector/compare-copy';
import type { Comparison } from '../../../../shared/edi/tools/compare';
import { useHydrated } from '../../../hooks/use-hydrated';
import { compareInBrowser } from '../../../inspector/engine';
import { mq, theme } from '../../../lib/theme';
import { ArrowDown, ArrowUp, Download } from '../../icon';
import { buttonStyles, container } from '../../ui';
import { panel } from '../styles';
import { ChangeItem } from './change-item';
import { DocumentField } from './document-field';
import { ToolSubmit } from './tool-submit';
import { downloadFile } from './download';
import { refusalText } from './refusal';

const copy = compareCopy;
const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);

export function CompareTool() {
  const hydrated = useHydrated();
  const items = useRef<(HTMLElement | null)[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Comparison>();
  const [at, setAt] = useState(0);

  const run = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setBusy(true);
    setError(undefined);
    try {
      const answer = await compareInBrowser(text('compare-left'), text('compare-right'));
      if ('refused' in answer) {
        setResult(undefined);
        setError(refusalText(answer, [copy.left, copy.right]));
      } else {
        setResult(answer);
        setAt(0);
      }
    } catch {
      setError(toolsCopy.failed);
    } finally {
      setBusy(false);
    }
  };
  const go = (index: number) => {
    const count = result?.changes.length ?? 0;
    if (count === 0) return;
    const next = (index + count) % count;
    setAt(next);
    items.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const summary = result ? copy.summary(result.summary) : [];
  return (
    <section css={[container, { paddingTop: 24 }]} aria-labelledby="compare-heading">
      <form css={panel} onSubmit={(e) => void run(e)}>
        <h2 id="compare-heading" css={{ margin: '0 0 8px' }}>
          {copy.heading}
        </h2>
        <p css={{ margin: '0 0 16px', color: theme.color.muted }}>{copy.intro}</p>
        <div css={{ display: 'grid', gap: 16, [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <DocumentField id="compare-left" label={copy.left} disabled={!hydrated} />
          <DocumentField id="compare-right" label={copy.right} disabled={!hydrated} />
        </div>
        <ToolSubmit label={copy.run} working={copy.working} busy={busy} ready={hydrated} error={error} />
      </form>
      {result && (
        <div css={[panel, { marginTop: 20 }]} aria-labelledby="compare-results">
          <h3 id="compare-results" css={{ margin: '0 0 8px' }} tabIndex={-1}>
            {copy.results}
          </h3>
          <output aria-live="polite" css={{ display: 'block' }}>
            {result.changes.length === 0 ? (
              <p>{copy.same}</p>
            ) : (
              <ul css={{ margin: '0 0 12px', paddingLeft: 20 }}>
                {summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </output>
          {result.changes.length > 0 && (
            <>
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 12px' }}>
                <button type="button" css={small} onClick={() => go(at - 1)}>
                  <ArrowUp size={16} aria-hidden="true" /> {copy.previous}
                </button>
                <button type="button" css={small} onClick={() => go(at + 1)}>
                  <ArrowDown size={16} aria-hidden="true" /> {copy.next}
                </button>
                <button
                  type="button"
                  css={small}
                  onClick={() =>
                    downloadFile('differences.json', [JSON.stringify(result, null, 2)], 'application/json')
                  }
                >
                  <Download size={16} aria-hidden="true" /> {copy.export}
                </button>
              </div>
              <p css={{ margin: '0 0 8px', color: theme.color.muted, fontSize: '.9rem' }}>{copy.keys}</p>
              {/* The WAI-ARIA feed pattern: each change an article, the arrow keys move between them. */}
              {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
              <div
                role="feed"
                aria-label={copy.results}
                aria-busy={busy}
                onKeyDown={onKeyDown}
                css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}
              >
                {result.changes.map((change, i) => (
                  <ChangeItem
                    key={`${change.change}-${change.left ?? ''}-${change.right ?? ''}-${change.tag}`}
                    change={change}
                    current={i === at}
                    position={i + 1}
                    count={result.changes.length}
                    ref={(el) => {
                      items.current[i] = el;
                    }}
                    onFocus={() => setAt(i)}
                  />
                ))}
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
