// The Reconcile tab: an order, its ship notice and its invoice (any two or three), their lines matched in the
// browser's worker (shared/edi/tools/reconcile.ts), each line's quantities and prices with its differences flagged,
// the order references checked, and the table downloadable as CSV or Excel.
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { toolsCopy } from '../../../../content/inspector/tools-copy';
import { reconcileCopy } from '../../../../content/inspector/reconcile-copy';
import type { ReconciledDocuments } from '../../../../shared/edi/tools/reconcile-documents';
import { useHydrated } from '../../../hooks/use-hydrated';
import { reconcileInBrowser } from '../../../inspector/engine';
import { mq, theme } from '../../../lib/theme';
import { Download } from '../../icon';
import { buttonStyles, container } from '../../ui';
import { panel } from '../styles';
import { DocumentField } from './document-field';
import { ToolSubmit } from './tool-submit';
import { downloadFile } from './download';
import { ReconcileLines } from './reconcile-lines';
import { refusalText } from './refusal';

const copy = reconcileCopy;
const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);

async function exportTable(result: ReconciledDocuments, format: 'csv' | 'xlsx') {
  const [{ reconcileTable }, { csvChunks }] = await Promise.all([
    import('../../../../shared/edi/tools/reconcile-table'),
    import('../../../../shared/edi/writers/to-csv'),
  ]);
  const table = reconcileTable(result);
  if (format === 'csv') return downloadFile('reconciliation.csv', [...csvChunks(table)], 'text/csv');
  const { xlsxBytes, XLSX_TYPE } = await import('../../../../shared/edi/writers/to-xlsx');
  downloadFile('reconciliation.xlsx', [new Uint8Array(await xlsxBytes(table))], XLSX_TYPE);
}

export function ReconcileTool() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<ReconciledDocuments>();

  const run = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const given = copy.slots
      .map((name, i) => {
        const value = form.get(`reconcile-${i}`);
        return { text: typeof value === 'string' ? value : '', name };
      })
      .filter((d) => d.text.trim());
    setBusy(true);
    setError(undefined);
    try {
      const answer = await reconcileInBrowser(given.map((d) => d.text));
      if ('refused' in answer) {
        setResult(undefined);
        setError(
          refusalText(
            answer,
            given.map((d) => d.name),
          ),
        );
      } else setResult(answer);
    } catch {
      setError(toolsCopy.failed);
    } finally {
      setBusy(false);
    }
  };
  const flagged = result?.lines.filter((l) => l.flags.length > 0).length ?? 0;
  return (
    <section css={[container, { paddingTop: 24 }]} aria-labelledby="reconcile-heading">
      <form css={panel} onSubmit={(e) => void run(e)}>
        <h2 id="reconcile-heading" css={{ margin: '0 0 8px' }}>
          {copy.heading}
        </h2>
        <p css={{ margin: '0 0 16px', color: theme.color.muted }}>{copy.intro}</p>
        <div css={{ display: 'grid', gap: 16, [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }}>
          {copy.slots.map((slot, i) => (
            <DocumentField key={slot} id={`reconcile-${i}`} label={slot} hint={copy.slotHint[i]} disabled={!hydrated} />
          ))}
        </div>
        <ToolSubmit label={copy.run} working={copy.working} busy={busy} ready={hydrated} error={error} />
      </form>
      {result && (
        <div css={[panel, { marginTop: 20, minWidth: 0 }]}>
          <h3 css={{ margin: '0 0 8px' }}>{copy.references}</h3>
          <ul css={{ margin: '0 0 16px', paddingLeft: 20 }}>
            {result.references.map((r) => (
              <li key={r.element} css={{ color: r.matches === false ? '#b71c1c' : undefined }}>
                {copy.reference(r.element, r.value, r.matches)}
              </li>
            ))}
          </ul>
          <h3 id="reconcile-lines-heading" css={{ margin: '0 0 8px' }}>
            {copy.results}
          </h3>
          <output aria-live="polite" css={{ display: 'block', margin: '0 0 12px', fontWeight: 600 }}>
            {flagged === 0 ? copy.allMatch : copy.flaggedCount(flagged)}
          </output>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 12px' }}>
            <button type="button" css={small} onClick={() => void exportTable(result, 'csv')}>
              <Download size={16} aria-hidden="true" /> {copy.exportCsv}
            </button>
            <button type="button" css={small} onClick={() => void exportTable(result, 'xlsx')}>
              <Download size={16} aria-hidden="true" /> {copy.exportXlsx}
            </button>
          </div>
          <ReconcileLines result={result} />
        </div>
      )}
    </section>
  );
}
