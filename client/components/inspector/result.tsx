// One inspected document's result: the summary, issues, segment tree and JSON panels, composed.
import { lazy, Suspense, useMemo, useState } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import { MAX_DOCUMENT_CHARS, type Finding } from '../../../shared/edi/model/types';
import type { InspectorView } from '../../../shared/inspector/view';
import { mq, theme } from '../../lib/theme';
import { inspectInBrowser, type Inspection } from '../../inspector/engine';
import { OPEN_SINGLE } from '../../inspector/screen';
import { Issues } from './issues';
import { ConvertPanel } from './convert-panel';
import type { ExportFormat } from '../../inspector/export-format';
import { AckPanel } from './ack-panel';
import type { AckType } from '../../../shared/edi/model/ack-types';
import type { Reveal } from './segment-node';
import { panel } from './styles';
import { Summary } from './summary';
import { InterchangeNode, OutsideSegments } from './tree';
import { TreeView } from './tree-view';

const copy = inspectorCopy;
// Share is below the fold of every result: its code (and the redaction's) loads with the first result shown.
const SharePanel = lazy(() => import('./share-panel').then((m) => ({ default: m.SharePanel })));

/** Summary, issues, tree and JSON of one inspected document. */
export function InspectorResult({
  view,
  inspection,
  text,
  focus,
}: {
  view: InspectorView;
  inspection: Inspection | undefined;
  text: () => string;
  /** A segment to open and point at first (a share link's). */
  focus?: number;
}) {
  const [reveal, setReveal] = useState<Reveal | undefined>(focus ? { pos: focus, nonce: 1 } : undefined);
  const issuesAt = useMemo(() => {
    const map = new Map<number, Finding[]>();
    for (const issue of view.issues) map.set(issue.pos, [...(map.get(issue.pos) ?? []), issue]);
    return map;
  }, [view.issues]);
  const single = view.transactionCount <= OPEN_SINGLE;
  // Conversions of a server-rendered result are made in the browser from the document, when asked for.
  const convert = inspection
    ? inspection.convert
    : async (format: ExportFormat) => (await inspectInBrowser(text())).convert(format);
  const save = inspection
    ? inspection.save
    : async (format: ExportFormat, file: FileSystemFileHandle) => (await inspectInBrowser(text())).save(format, file);
  const acknowledgment = inspection
    ? inspection.acknowledgment
    : async (type: AckType) => (await inspectInBrowser(text())).acknowledgment(type);
  const standards = [...new Set(view.interchanges.map((ic) => ic.standard))];
  return (
    <div css={{ display: 'grid', gap: 20, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div
        css={{
          display: 'grid',
          gap: 20,
          [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Summary view={view} />
        <Issues
          view={view}
          paged={inspection !== undefined}
          onReveal={(pos) => setReveal((r) => ({ pos, nonce: (r?.nonce ?? 0) + 1 }))}
        />
      </div>
      {(view.interchanges.length > 0 || view.outside.length > 0) && (
        <section css={[panel, { minWidth: 0 }]} aria-labelledby="tree-heading">
          <h3 id="tree-heading" css={{ margin: '0 0 12px' }}>
            {copy.tree.heading}
          </h3>
          {inspection ? (
            <TreeView view={view} inspection={inspection} issuesAt={issuesAt} reveal={reveal} openFirst={single} />
          ) : (
            <>
              {view.interchanges.map((ic, i) => (
                <InterchangeNode
                  key={ic.header[0]?.pos ?? i}
                  ic={ic}
                  issuesAt={issuesAt}
                  reveal={reveal}
                  single={single}
                />
              ))}
              {view.outside.length > 0 && <OutsideSegments view={view} issuesAt={issuesAt} reveal={reveal} />}
            </>
          )}
          {view.hiddenInterchanges > 0 && (
            <p css={{ color: theme.color.muted }}>{copy.tree.interchangesNotShown(view.hiddenInterchanges)}</p>
          )}
        </section>
      )}
      <AckPanel standards={standards} make={acknowledgment} />
      <Suspense fallback={null}>
        <SharePanel text={text} issues={view.issues} />
      </Suspense>
      <ConvertPanel make={convert} save={save} large={view.length > MAX_DOCUMENT_CHARS} />
    </div>
  );
}
