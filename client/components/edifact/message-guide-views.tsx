/**
 * What our EDIFACT guide says of a message, shown on its directory pages: the guide's per-code page redirects
 * to the D.96A directory page, so its facts (category, industries, usage), the picture of its header, the flows
 * it belongs to, its X12 counterpart and related messages are shown here, in every directory that has the
 * message. A chunk of its own: only message pages with a guide entry load it (client/pages/edifact.tsx).
 */
import { Link } from 'react-router-dom';
import { guideIndexNames } from '../../../content/pages/index-titles';
import { guideFactLabels } from '../../../content/pages/reference-chrome';
import { guidePath } from '../../../shared/standards';
import { CodeVisual } from '../hero/segment-anatomy';
import { CodeContextSections, factList } from '../reference/code-context';
import { card, container } from '../ui';
import type { MessageGuide } from './message-guide';

/** The hero's picture: UNH naming this directory (D:01B), and the first flow the message is part of. */
export function MessageVisual({ guide, label }: { guide: MessageGuide; label: string }) {
  return (
    <CodeVisual
      standard="edifact"
      code={guide.entry.code}
      flow={guide.context.flows[0]}
      version={label.replace('.', ':')}
    />
  );
}

/** Category, industries and usage, with the way back to the guide's list. */
export function MessageFacts({ guide }: { guide: MessageGuide }) {
  const copy = guideFactLabels;
  return (
    <div css={[container, { paddingTop: 40 }]}>
      <dl css={[card, factList]}>
        <dt>{copy.category}</dt>
        <dd>{guide.entry.category}</dd>
        <dt>{copy.industry}</dt>
        <dd>{guide.entry.industry}</dd>
        <dt>{copy.usage}</dt>
        <dd>{guide.entry.usage}</dd>
        <dt>{copy.inGuide}</dt>
        <dd>
          <Link to={guidePath('edifact')}>{guideIndexNames.edifact}</Link>
        </dd>
      </dl>
    </div>
  );
}

/** Where it fits, its X12 counterpart, related messages. */
export function MessageContext({ guide }: { guide: MessageGuide }) {
  return (
    <div css={[container, { paddingBottom: 24 }]}>
      <CodeContextSections context={guide.context} />
    </div>
  );
}
