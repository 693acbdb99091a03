// The EDI inspector page: its loader and action (the server inspects without JavaScript), and the inspector.
import { lazy, Suspense, useEffect } from 'react';
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
// The result's code (tree, virtualiser, findings, panels: over half the page's script) loads with the first
// inspection, not with the page, whose load it made longer for a result it does not show (#46, TBT). A loader
// or action with a result waits for it too, so the server renders it in place (React.lazy would suspend once
// and stream it after the shell, where a browser without JavaScript never shows it).
type ResultComponent = typeof import('../components/inspector/result').InspectorResult;
let Loaded: ResultComponent | undefined;
const loadResult = () => import('../components/inspector/result').then((m) => (Loaded = m.InspectorResult));
// For a loader or action: a chunk that fails to load here is left to the lazy component to report.
const preloadResult = () => loadResult().catch(() => undefined);
const LazyResult = lazy(() => loadResult().then((component) => ({ default: component })));
const InspectorResult: ResultComponent = (props) => (Loaded ? <Loaded {...props} /> : <LazyResult {...props} />);

/** `?sample=` opens the inspector on one of the samples (links from the reference pages). */
export const loader: PageLoader<InspectorData> = async ({ request, services: { inspect } }) => {
  const id = new URL(request.url).searchParams.get('sample');
  const sample = inspectorSamples.find((s) => s.id === id);
  if (!sample) return { text: '', sampleId: '' } satisfies InspectorData;
  const [inspected] = await Promise.all([inspect(sample.text, sample.id), preloadResult()]);
  return inspected;
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
  const [inspected] = await Promise.all([inspect(text, sample?.id ?? ''), preloadResult()]);
  // No thread free on the server: the form comes back with the reason and when to try again.
  if (inspected.retryAfter !== undefined)
    return data(inspected, { status: 503, headers: { ...headers, 'Retry-After': String(inspected.retryAfter) } });
  return data(inspected, { headers });
};

function Inspector({ initial }: { initial: InspectorData }) {
  const session = useInspectorSession(initial);
  const { shown, busy, current } = session;
  const shared = useSharedDocument(session.open);
  // Fetched while the engine works, so the result does not wait for it.
  useEffect(() => {
    if (busy) void preloadResult();
  }, [busy]);
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
            <Suspense fallback={null}>
              <InspectorResult
                key={shown.generation}
                view={shown.view}
                inspection={shown.inspection}
                text={current}
                {...(shared.focus && shown.generation === shared.generation && { focus: shared.focus })}
              />
            </Suspense>
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
