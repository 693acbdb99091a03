// The EDI inspector page: its loader and action (the server inspects without JavaScript), and the inspector.
import { lazy, Suspense } from 'react';
import { data, useActionData, useLoaderData } from 'react-router-dom';
import { inspectorCopy, inspectorHead } from '../../content/inspector/copy';
import { inspectorSamples } from '../../content/inspector/samples';
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/model/types';
import type { InspectorData } from '../../shared/inspector/page-inspection';
import type { PageAction, PageLoader, DataOf } from '../page-module';
import { InspectorVisual } from '../components/hero/inspector-visual';
import { useInspectorSession } from '../inspector/use-inspector-session';
import { useSharedDocument } from '../inspector/use-shared-document';
import { ToolTabs } from '../components/inspector/tools/tool-tabs';
import { InspectorForm } from '../components/inspector/inspector-form';
import { InspectorResult } from '../components/inspector/result';
import { RouteHead } from '../components/route-head';
import { container, PageHero } from '../components/ui';

const copy = inspectorCopy;
// Compare and Reconcile are shown when their tab is chosen: their code loads then, not with the page.
const CompareTool = lazy(() =>
  import('../components/inspector/tools/compare-tool').then((m) => ({ default: m.CompareTool })),
);
const ReconcileTool = lazy(() =>
  import('../components/inspector/tools/reconcile-tool').then((m) => ({ default: m.ReconcileTool })),
);

/** `?sample=` opens the inspector on one of the samples (links from the reference pages). */
export const loader: PageLoader<InspectorData> = async ({ request, services: { inspect } }) => {
  const id = new URL(request.url).searchParams.get('sample');
  const sample = inspectorSamples.find((s) => s.id === id);
  return sample ? inspect(sample.text, sample.id) : ({ text: '', sampleId: '' } satisfies InspectorData);
};

/**
 * The form posted without JavaScript: the same parser runs on the server and the result is rendered.
 * Nothing is stored or logged; the answer is personal (no-store).
 */
export const action: PageAction = async ({ request, services: { inspect } }) => {
  const form = await request.formData();
  const headers = { 'Cache-Control': 'no-store' };
  const sampleField = form.get('sample');
  const sample = form.get('intent') === 'sample' ? inspectorSamples.find((s) => s.id === sampleField) : undefined;
  const posted = form.get('document');
  const text = sample?.text ?? (typeof posted === 'string' ? posted : '');
  if (text.length > MAX_DOCUMENT_CHARS)
    return data<InspectorData>({ text: '', sampleId: '', error: copy.form.tooLarge }, { status: 413, headers });
  const inspected = await inspect(text, sample?.id ?? '');
  // No thread free on the server: the form comes back with the reason and when to try again.
  if (inspected.retryAfter !== undefined)
    return data(inspected, { status: 503, headers: { ...headers, 'Retry-After': String(inspected.retryAfter) } });
  return data(inspected, { headers });
};

function Inspector({ initial }: { initial: InspectorData }) {
  const session = useInspectorSession(initial);
  const { shown, busy, current } = session;
  const shared = useSharedDocument(session.open);
  return (
    <>
      <InspectorForm initial={initial} session={session} />
      <section
        id="result"
        css={[container, { paddingTop: 32, scrollMarginTop: 80 }]}
        aria-labelledby="result-heading"
        aria-busy={busy}
      >
        {shared.note && <output css={{ display: 'block', margin: '0 0 12px', fontWeight: 600 }}>{shared.note}</output>}
        {shown && (
          <>
            <h2 id="result-heading" tabIndex={-1} css={{ margin: '0 0 16px', scrollMarginTop: 130 }}>
              {inspectorCopy.resultHeading}
            </h2>
            <InspectorResult
              key={shown.generation}
              view={shown.view}
              inspection={shown.inspection}
              text={current}
              {...(shared.focus && shown.generation === shared.generation && { focus: shared.focus })}
            />
          </>
        )}
      </section>
    </>
  );
}

export default function EdiInspectorPage() {
  const loaded = useLoaderData<DataOf<typeof loader>>();
  const posted = useActionData<InspectorData>();
  const initial = posted ?? loaded ?? { text: '', sampleId: '' };
  return (
    <>
      <RouteHead />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<InspectorVisual />}
      />
      <ToolTabs>
        {(tool) =>
          tool === 'compare' ? (
            <Suspense fallback={null}>
              <CompareTool />
            </Suspense>
          ) : tool === 'reconcile' ? (
            <Suspense fallback={null}>
              <ReconcileTool />
            </Suspense>
          ) : (
            // A new sample or post starts a fresh inspector (the textarea is uncontrolled).
            <Inspector
              key={`${posted ? 'post' : 'get'}:${initial.sampleId}:${initial.text.length}`}
              initial={initial}
            />
          )
        }
      </ToolTabs>
    </>
  );
}

/** Head copy of the page. */
export const head = () => inspectorHead;
