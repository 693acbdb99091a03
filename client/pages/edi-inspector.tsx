import { css } from '@emotion/react';
import { FileSearch, ShieldCheck } from '../components/icon';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { data, useActionData, useLoaderData } from 'react-router-dom';
import { inspectorCopy, inspectorHead } from '../../content/inspector/copy';
import { inspectorSamples } from '../../content/inspector/samples';
import { inspect } from '../../shared/edi/inspect';
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/types';
import { buildView, type InspectorView } from '../../shared/edi/view';
import { mq, theme } from '../lib/theme';
import type { PageAction, PageLoader, DataOf } from '../page-module';
import { fieldStyles } from '../components/form-field';
import { InspectorVisual } from '../components/hero/inspector-visual';
import { dictionariesFor } from '../inspector/dictionaries';
import { inspectInBrowser, warmUp, type Inspection } from '../inspector/engine';
import { InspectorResult } from '../components/inspector/result';
import { useHydrated } from '../hooks/use-hydrated';
import { RouteHead } from '../components/route-head';
import { buttonStyles, container, PageHero } from '../components/ui';

const copy = inspectorCopy;
/** A posted document up to this size comes back in the textarea; larger ones are not echoed. */
const ECHO_LIMIT = 256 * 1024;
/** A file larger than this is inspected without being shown in the textarea (a huge textarea is slow to lay out). */
const SHOW_LIMIT = 512 * 1024;

/** What the server hands the page: the document to refill the form, and its inspection. */
export interface InspectorData {
  text: string;
  sampleId: string;
  view?: InspectorView;
  error?: string;
}

async function inspectText(text: string, sampleId: string): Promise<InspectorData> {
  if (!text.trim()) return { text: '', sampleId };
  const dictionaries = await dictionariesFor(text);
  const view = buildView(inspect(text, dictionaries), dictionaries);
  return { text: text.length <= ECHO_LIMIT ? text : '', sampleId, view };
}

/** `?sample=` opens the inspector on one of the samples (links from the reference pages). */
export const loader: PageLoader<InspectorData> = async ({ request }) => {
  const id = new URL(request.url).searchParams.get('sample');
  const sample = inspectorSamples.find((s) => s.id === id);
  return sample ? inspectText(sample.text, sample.id) : ({ text: '', sampleId: '' } satisfies InspectorData);
};

/**
 * The form posted without JavaScript: the same parser runs on the server and the result is rendered.
 * Nothing is stored or logged; the answer is personal (no-store).
 */
export const action: PageAction = async ({ request }) => {
  const form = await request.formData();
  const headers = { 'Cache-Control': 'no-store' };
  const sampleField = form.get('sample');
  const sample = form.get('intent') === 'sample' ? inspectorSamples.find((s) => s.id === sampleField) : undefined;
  const posted = form.get('document');
  const text = sample?.text ?? (typeof posted === 'string' ? posted : '');
  if (text.length > MAX_DOCUMENT_CHARS)
    return data<InspectorData>({ text: '', sampleId: '', error: copy.form.tooLarge }, { status: 413, headers });
  return data(await inspectText(text, sample?.id ?? ''), { headers });
};

const panel = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 20,
  boxShadow: theme.shadow.card,
  [mq.md]: { padding: 24 },
});
const textarea = css([
  fieldStyles.control,
  {
    fontFamily: theme.font.mono,
    fontSize: '.85rem',
    minHeight: 220,
    resize: 'vertical',
    whiteSpace: 'pre',
    overflowWrap: 'normal',
  },
]);

/**
 * Performance marks of an inspection in the browser: input arrived, first result screen painted
 * (tests/e2e/inspector-perf.spec.ts reads the measure).
 */
const MARK = {
  input: 'edi-inspector:input',
  painted: 'edi-inspector:painted',
  measure: 'edi-inspector:first-screen',
} as const;
const markInput = () => performance.mark(MARK.input);

interface Shown {
  view: InspectorView;
  inspection?: Inspection;
  /** Each inspection renders a fresh result (open states reset). */
  generation: number;
}

function Inspector({ initial }: { initial: InspectorData }) {
  const hydrated = useHydrated();
  const area = useRef<HTMLTextAreaElement>(null);
  const sampleSelect = useRef<HTMLSelectElement>(null);
  const [shown, setShown] = useState<Shown | undefined>(initial.view && { view: initial.view, generation: 0 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(initial.error);
  const [dragging, setDragging] = useState(false);
  const runs = useRef(0);
  // A large file's text, kept out of the textarea.
  const unshown = useRef<string | undefined>(undefined);
  const [fileNote, setFileNote] = useState<string>();

  // The worker's script loads while the page is idle, before a document is chosen.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      warmUp();
      return undefined;
    }
    const id = requestIdleCallback(warmUp, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  // Once a result the browser made is on screen: measure from the input (after the frame is painted).
  useEffect(() => {
    if (!shown?.inspection) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (performance.getEntriesByName(MARK.input, 'mark').length === 0) return;
        performance.mark(MARK.painted);
        performance.measure(MARK.measure, MARK.input, MARK.painted);
        performance.clearMarks(MARK.input);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);

  // In the browser everything happens here: the document is never sent anywhere.
  const run = async (text: string) => {
    if (text.length > MAX_DOCUMENT_CHARS) {
      setError(copy.form.tooLarge);
      return;
    }
    setError(undefined);
    if (!text.trim()) {
      setShown(undefined);
      return;
    }
    const ticket = (runs.current += 1);
    setBusy(true);
    let inspection: Inspection;
    try {
      inspection = await inspectInBrowser(text);
    } catch {
      if (ticket === runs.current) {
        setError(copy.form.failed);
        setBusy(false);
      }
      return;
    }
    if (ticket !== runs.current) return;
    setShown({ view: inspection.view, inspection, generation: ticket });
    setBusy(false);
    requestAnimationFrame(() => document.getElementById('result-heading')?.scrollIntoView({ block: 'start' }));
  };
  const load = (text: string, fileName?: string) => {
    const big = text.length > SHOW_LIMIT;
    unshown.current = big ? text : undefined;
    setFileNote(big && fileName ? copy.form.bigFile(fileName, text.length) : undefined);
    if (area.current) area.current.value = big ? '' : text;
    void run(text);
  };
  const current = () => unshown.current ?? area.current?.value ?? '';
  const loadSample = (id: string) => {
    const sample = inspectorSamples.find((s) => s.id === id);
    if (!sample) return;
    markInput();
    load(sample.text);
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    markInput();
    if (file.size > MAX_DOCUMENT_CHARS) {
      setError(copy.form.tooLarge);
      return;
    }
    try {
      load(await file.text(), file.name);
    } catch {
      setError(copy.form.unreadable);
    }
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = e.nativeEvent instanceof SubmitEvent ? e.nativeEvent.submitter : null;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'sample')
      loadSample(sampleSelect.current?.value ?? '');
    else {
      markInput();
      void run(current());
    }
  };
  const drop = (e: DragEvent<HTMLTextAreaElement>) => {
    const file = e.dataTransfer.files[0];
    setDragging(false);
    if (!file) return;
    e.preventDefault();
    void readFile(file);
  };

  return (
    <>
      <section css={[container, { paddingTop: 40 }]} aria-labelledby="input-heading">
        <form method="post" action="/edi-inspector#result" onSubmit={submit} css={panel}>
          <h2 id="input-heading" css={{ margin: '0 0 8px' }}>
            {copy.form.heading}
          </h2>
          <p css={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '0 0 16px', color: '#1b5e20' }}>
            <ShieldCheck size={20} aria-hidden="true" css={{ flex: 'none' }} /> {copy.privacy}
          </p>
          <label htmlFor="document" css={fieldStyles.label}>
            {copy.form.label}
          </label>
          <textarea
            id="document"
            name="document"
            ref={area}
            defaultValue={initial.text}
            placeholder={copy.form.placeholder}
            aria-describedby="document-hint"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            css={[textarea, dragging && { outline: `3px dashed ${theme.color.brand}` }]}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            onInput={() => {
              unshown.current = undefined;
              setFileNote(undefined);
            }}
          />
          {fileNote && <p css={{ margin: '6px 0 0', fontWeight: 600 }}>{fileNote}</p>}
          <p id="document-hint" css={{ margin: '6px 0 0', color: theme.color.muted, fontSize: '.9rem' }}>
            {copy.form.hint}
          </p>
          {error && (
            <p role="alert" css={fieldStyles.error}>
              {error}
            </p>
          )}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginTop: 16 }}>
            <button
              type="submit"
              name="intent"
              value="inspect"
              css={[buttonStyles.base, buttonStyles.primary]}
              disabled={busy}
            >
              <FileSearch size={18} aria-hidden="true" /> {busy ? copy.form.working : copy.form.inspect}
            </button>
            <div
              css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', minWidth: 0, maxWidth: '100%' }}
            >
              <div css={{ minWidth: 0, maxWidth: '100%' }}>
                <label htmlFor="sample" css={fieldStyles.label}>
                  {copy.form.sample}
                </label>
                <select
                  id="sample"
                  name="sample"
                  ref={sampleSelect}
                  defaultValue={initial.sampleId}
                  css={[fieldStyles.control, { width: '100%' }]}
                  onChange={(e: ChangeEvent<HTMLSelectElement>) => loadSample(e.currentTarget.value)}
                >
                  <option value="">{copy.form.samplePlaceholder}</option>
                  {inspectorSamples.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="intent" value="sample" css={[buttonStyles.base, buttonStyles.outline]}>
                {copy.form.loadSample}
              </button>
            </div>
            {/* Reading a file needs JavaScript: until then the control keeps its place, unseen (nothing moves on hydration). */}
            <div css={{ maxWidth: '100%', visibility: hydrated ? 'visible' : 'hidden' }}>
              <label htmlFor="file" css={fieldStyles.label}>
                {copy.form.file}
              </label>
              <input
                id="file"
                type="file"
                disabled={!hydrated}
                accept=".edi,.x12,.txt,.dat,.edifact,.int,text/plain"
                onChange={(e) => void readFile(e.currentTarget.files?.[0])}
                css={{ maxWidth: '100%' }}
              />
            </div>
          </div>
        </form>
      </section>
      <section
        id="result"
        css={[container, { paddingTop: 32, scrollMarginTop: 80 }]}
        aria-labelledby="result-heading"
        aria-busy={busy}
      >
        {shown && (
          <>
            <h2 id="result-heading" tabIndex={-1} css={{ margin: '0 0 16px', scrollMarginTop: 130 }}>
              {inspectorCopy.resultHeading}
            </h2>
            <InspectorResult key={shown.generation} view={shown.view} inspection={shown.inspection} text={current} />
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
      {/* A new sample or post starts a fresh inspector (the textarea is uncontrolled). */}
      <Inspector key={`${posted ? 'post' : 'get'}:${initial.sampleId}:${initial.text.length}`} initial={initial} />
    </>
  );
}

/** Head copy of the page. */
export const head = () => inspectorHead;
