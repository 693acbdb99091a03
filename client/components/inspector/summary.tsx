// The summary panel of an inspected document: standard, parties, dates, control numbers, counts and delimiters.
import { grouped, inspectorCopy } from '../../../content/inspector/copy';
import type { InspectorView } from '../../../shared/inspector/view';
import { mq } from '../../lib/theme';
import { mono, panel } from './styles';

const copy = inspectorCopy;

const when = (date: string, time: string) => {
  const d =
    date.length === 6
      ? `20${date.slice(0, 2)}-${date.slice(2, 4)}-${date.slice(4, 6)}`
      : date.length === 8
        ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`
        : date;
  const t = time.length >= 4 ? `${time.slice(0, 2)}:${time.slice(2, 4)}` : time;
  return `${d} ${t}`.trim();
};
const party = (qualifier: string, id: string) => (qualifier ? `${id} (${qualifier})` : id);
const shown = (c: string) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c);

export function Summary({ view }: { view: InspectorView }) {
  const s = copy.summary;
  const ic = view.interchanges[0];
  // The kinds among the described transactions, e.g. 850 or ORDERS D:96A.
  const kinds = [
    ...new Set(
      view.interchanges.flatMap((i) =>
        i.groups.flatMap((g) => g.transactions.map((t) => (t.version ? `${t.code} ${t.version}` : t.code))),
      ),
    ),
  ].slice(0, 6);
  const groups = ic?.groups.filter((g) => g.explicit) ?? [];
  // A file may hold several interchanges, of both standards: the envelope rows are the first one's.
  const interchanges = view.interchanges.length + view.hiddenInterchanges;
  const standards = view.interchanges.length
    ? [...new Set(view.interchanges.map((i) => i.standard))]
    : [view.standard ?? 'x12'];
  const d = view.delimiters;
  const delimiters = d
    ? (['element', 'component', 'segment', 'repetition', 'release'] as const)
        .filter((k) => d[k] !== undefined)
        .map((k) => `${s.delimiterNames[k]} ${shown(d[k] ?? '')}`)
    : [];
  return (
    <section css={panel} aria-labelledby="summary-heading">
      <h3 id="summary-heading" css={{ margin: '0 0 12px' }}>
        {s.heading}
      </h3>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: '2px 16px',
          margin: 0,
          dt: { fontWeight: 700 },
          dd: { margin: '0 0 8px', overflowWrap: 'anywhere' },
          [mq.sm]: { gridTemplateColumns: 'minmax(0, 13em) minmax(0, 1fr)', gap: '6px 16px', dd: { margin: 0 } },
        }}
      >
        <dt>{s.standard}</dt>
        <dd>{standards.map((id) => (id === 'x12' ? s.x12 : s.edifact)).join(s.and)}</dd>
        {interchanges > 1 && (
          <>
            <dt>{s.interchanges}</dt>
            <dd>{s.interchangeCount(interchanges)}</dd>
          </>
        )}
        {ic && (
          <>
            <dt>{s.sender}</dt>
            <dd css={mono}>{party(ic.senderQualifier, ic.sender)}</dd>
            <dt>{s.receiver}</dt>
            <dd css={mono}>{party(ic.receiverQualifier, ic.receiver)}</dd>
            <dt>{s.date}</dt>
            <dd>{when(ic.date, ic.time)}</dd>
            <dt>{s.control}</dt>
            <dd css={mono}>{ic.control}</dd>
            <dt>{view.standard === 'x12' ? s.version : s.syntax}</dt>
            <dd css={mono}>{ic.version}</dd>
            <dt>{s.usage}</dt>
            <dd>{ic.test ? s.test : s.production}</dd>
          </>
        )}
        {groups.length > 0 && (
          <>
            <dt>{s.groups}</dt>
            <dd css={mono}>{groups.map((g) => `${g.functionalId} ${g.control} (${g.version})`).join(', ')}</dd>
          </>
        )}
        <dt>{s.transactions}</dt>
        <dd>
          {grouped(view.transactionCount)}
          {kinds.length > 0 && <span css={mono}> ({kinds.join(', ')})</span>}
        </dd>
        <dt>{s.segments}</dt>
        <dd>{grouped(view.segmentCount)}</dd>
        {view.guides.length > 0 && (
          <>
            <dt>{s.guides}</dt>
            <dd>
              <ul css={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                {view.guides.slice(0, 6).map((g) => (
                  <li key={`${g.set}/${g.release}`}>
                    {g.guide ? (
                      <a href={g.guide}>{s.guided(g.set, g.release)}</a>
                    ) : g.userGuide ? (
                      s.userGuided(g.set, g.release, g.userGuide)
                    ) : (
                      s.unguided(g.set, g.release, g.basis)
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {delimiters.length > 0 && (
          <>
            <dt>{s.delimiters}</dt>
            <dd css={[mono, { display: 'flex', flexWrap: 'wrap', gap: '0 14px' }]}>
              {delimiters.map((text) => (
                <span key={text} css={{ whiteSpace: 'pre' }}>
                  {text}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
