// /edi-guides/print: a user's guide (from this browser's IndexedDB or a JSON file) as a document to print or save
// as PDF, rendered by our guide pages' components. The server renders the page's frame; the guide is read here.
import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { guidePrintCopy as copy, guidePrintHead } from '../../content/pages/guide-print';
import { useHydrated } from '../hooks/use-hydrated';
import { mq } from '../lib/theme';
import { fieldStyles } from '../components/form-field';
import { GuideFileInput } from '../components/guide-editor/guide-file-input';
import { GuideDocument } from '../components/guide-print/guide-document';
import { PrintStyles } from '../components/guide-print/print-styles';
import { usePrintGuide } from '../components/guide-print/use-print-guide';
import { RouteHead } from '../components/route-head';
import { buttonStyles, container, PageHero } from '../components/ui';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', margin: '24px 0 8px' });

// Room for the longest of its messages (the server's, then reading, then what was found): nothing below moves.
const note = css({ display: 'block', minHeight: '3.2em', fontWeight: 600, [mq.belowMd]: { minHeight: '4.7em' } });

function Controls({ state }: { state: ReturnType<typeof usePrintGuide> }) {
  const hydrated = useHydrated();
  return (
    <section css={container} aria-label={copy.title} data-print-hide="">
      <div css={bar}>
        <button
          type="button"
          css={[buttonStyles.base, buttonStyles.primary]}
          disabled={!state.shown}
          onClick={() => window.print()}
        >
          {copy.print}
        </button>
        <Link to="/edi-guides/new" css={{ minHeight: 24, display: 'inline-block', paddingBottom: 12 }}>
          {copy.back}
        </Link>
        <GuideFileInput
          id="print-file"
          label={copy.upload}
          hydrated={hydrated}
          onFile={(file) => void state.upload(file)}
        />
      </div>
      <output id="print-note" css={[note, state.note?.error && fieldStyles.error]}>
        {hydrated ? (state.loading ? copy.loading : state.note?.text) : copy.needsScript}
      </output>
    </section>
  );
}

export default function EdiGuidePrintPage() {
  const state = usePrintGuide();
  // The date of the title block: taken once, in the browser (the server renders no guide).
  const [printed] = useState(() => new Date());
  return (
    <>
      <RouteHead noIndex />
      <PrintStyles />
      <div data-print-hide="">
        <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      </div>
      <Controls state={state} />
      {state.shown && <GuideDocument shown={state.shown} printed={printed} />}
    </>
  );
}

/** Head copy of the page. */
export const head = () => guidePrintHead;
