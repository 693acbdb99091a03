/**
 * A directory's message page: its structure as a tree and what changed since the directory before, and (from
 * message-guide-views.tsx) what our guide says of it. A chunk of its own, which only the message pages load
 * (client/pages/edifact.tsx): the directory, segment, composite, element and syntax pages do not carry the tree.
 */
import { Fragment } from 'react';
import { edifactCopy } from '../../../content/pages/edifact-directory';
import type { MessagePage } from '../../../shared/edifact-reference';
import { Section } from '../ui';
import { directoryTree } from '../reference/structure-nodes';
import { StructureTree } from '../reference/structure-tree';

export { MessageContext, MessageFacts, MessageVisual } from './message-guide-views';

const copy = edifactCopy.entry;

function Changes({ page }: { page: MessagePage }) {
  const ch = page.changes;
  if (!ch) return <p>{copy.newMessage}</p>;
  const none = ch.added.length + ch.removed.length + ch.repeats.length + ch.status.length === 0;
  if (none) return <p>{copy.noChanges(ch.previous.label)}</p>;
  const items: [string, string[]][] = [
    [copy.added, ch.added],
    [copy.removed, ch.removed],
    [copy.repeats, ch.repeats.map((r) => `${r.id}: ${r.before} → ${r.after}`)],
    [
      copy.statusChanged,
      ch.status.map((s) => `${s.id}: ${s.mandatory ? copy.becameMandatory : copy.becameConditional}`),
    ],
  ];
  return (
    <dl css={{ margin: 0, dt: { fontWeight: 700, marginTop: 10 }, dd: { margin: '2px 0 0' } }}>
      {items
        .filter(([, list]) => list.length > 0)
        .map(([label, list]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <code css={{ overflowWrap: 'anywhere' }}>{list.join(', ')}</code>
            </dd>
          </Fragment>
        ))}
    </dl>
  );
}

export function MessageView({ page }: { page: MessagePage }) {
  const dir = page.dir.id;
  return (
    <>
      <Section id="structure" title={copy.structure} intro={copy.structureIntro}>
        <StructureTree nodes={directoryTree(dir, page.structure)} />
      </Section>
      <Section
        id="changes"
        title={page.changes ? copy.changes(page.changes.previous.label) : copy.changes('the directory before')}
      >
        <Changes page={page} />
      </Section>
    </>
  );
}
