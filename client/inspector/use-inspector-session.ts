// The EDI inspector's browser session: the document (typed, sample or file), its inspection and the result shown.
import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type DragEvent,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { inspectorCopy } from '../../content/inspector/copy';
import { inspectorSamples } from '../../content/inspector/samples';
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/model/types';
import type { InspectorView } from '../../shared/inspector/view';
import { inspectFileInBrowser, inspectInBrowser, InspectionCancelled, warmUp, type Inspection } from './engine';
import { FILE_LIMIT, type ReadProgress } from './file-reading';
import { linkUserFindings, type Against } from './guide-choice';

/** A large file being read and checked in the worker. */
export interface Reading extends ReadProgress {
  name: string;
  size: number;
}

const copy = inspectorCopy;
/** A file larger than this is inspected without being shown in the textarea (a huge textarea is slow to lay out). */
const SHOW_LIMIT = 512 * 1024;

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

/** What the session starts from: the server's inspection of a linked or posted document, or why there is none. */
interface Initial {
  view?: InspectorView;
  error?: string;
}

/** The session's state and handlers, for the page's form and result. */
export interface InspectorSessionState {
  area: RefObject<HTMLTextAreaElement | null>;
  sampleSelect: RefObject<HTMLSelectElement | null>;
  shown: Shown | undefined;
  busy: boolean;
  error: string | undefined;
  dragging: boolean;
  setDragging: Dispatch<SetStateAction<boolean>>;
  fileNote: string | undefined;
  /** A large file being read (its progress), and how to stop it. */
  reading: Reading | undefined;
  cancel: () => void;
  /** The textarea was edited: its text is the document again, not a large file's. */
  forgetFile: () => void;
  /** The document to inspect: a large file's text, or the textarea's. */
  current: () => string;
  loadSample: (id: string) => void;
  /** Puts `text` in the box and inspects it; the result's generation. */
  open: (text: string) => number;
  readFile: (file: File | undefined) => Promise<void>;
  submit: (e: FormEvent<HTMLFormElement>) => void;
  drop: (e: DragEvent<HTMLTextAreaElement>) => void;
  /** What X12 sets are checked against ("Check against"); a change inspects the shown document again. */
  against: Against;
  setAgainst: (against: Against) => void;
}

export function useInspectorSession(initial: Initial): InspectorSessionState {
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
  const [reading, setReading] = useState<Reading>();
  const cancelReading = useRef<() => void>(undefined);
  const [against, setAgainstState] = useState<Against>({ kind: 'auto' });
  // Read when an inspection starts (a change of choice reruns the document before the state has settled).
  const againstNow = useRef<Against>(against);

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
      setError(copy.form.pasteTooLarge);
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
      inspection = await inspectInBrowser(text, againstNow.current);
    } catch {
      if (ticket === runs.current) {
        setError(copy.form.failed);
        setBusy(false);
      }
      return;
    }
    if (ticket !== runs.current) return;
    setShown({ view: linkUserFindings(inspection.view, againstNow.current), inspection, generation: ticket });
    setBusy(false);
    requestAnimationFrame(() => document.getElementById('result-heading')?.scrollIntoView({ block: 'start' }));
  };
  /** A file over 5 MB: read and checked in the worker, its progress shown, until done or cancelled. */
  const inspectLarge = async (file: File) => {
    const ticket = (runs.current += 1);
    setError(undefined);
    setBusy(true);
    unshown.current = undefined;
    if (area.current) area.current.value = '';
    setFileNote(undefined);
    setReading({ name: file.name, size: file.size, bytes: 0, sets: 0 });
    const { done, cancel } = inspectFileInBrowser(
      file,
      (p) => {
        if (ticket === runs.current) setReading({ name: file.name, size: file.size, ...p });
      },
      againstNow.current,
    );
    cancelReading.current = () => {
      runs.current += 1;
      cancel();
      setReading(undefined);
      setBusy(false);
      setFileNote(copy.form.reading.cancelled);
    };
    try {
      const inspection = await done;
      if (ticket !== runs.current) return;
      setFileNote(copy.form.bigFile(file.name, file.size));
      setShown({ view: linkUserFindings(inspection.view, againstNow.current), inspection, generation: ticket });
      requestAnimationFrame(() => document.getElementById('result-heading')?.scrollIntoView({ block: 'start' }));
    } catch (problem) {
      if (ticket === runs.current && !(problem instanceof InspectionCancelled)) setError(copy.form.failed);
    } finally {
      if (ticket === runs.current) {
        setReading(undefined);
        setBusy(false);
      }
    }
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
  const open = (text: string) => {
    markInput();
    load(text);
    return runs.current;
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    markInput();
    if (file.size > FILE_LIMIT) {
      setError(copy.form.fileTooLarge);
      return;
    }
    if (file.size > MAX_DOCUMENT_CHARS) {
      void inspectLarge(file);
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
  const forgetFile = () => {
    unshown.current = undefined;
    setFileNote(undefined);
  };
  const drop = (e: DragEvent<HTMLTextAreaElement>) => {
    const file = e.dataTransfer.files[0];
    setDragging(false);
    if (!file) return;
    e.preventDefault();
    void readFile(file);
  };

  return {
    area,
    sampleSelect,
    shown,
    busy,
    error,
    dragging,
    setDragging,
    fileNote,
    reading,
    cancel: () => cancelReading.current?.(),
    forgetFile,
    current,
    loadSample,
    open,
    readFile,
    submit,
    drop,
    against,
    setAgainst: (next: Against) => {
      againstNow.current = next;
      setAgainstState(next);
      // A large file's text is not kept: choosing again applies to the next file.
      if (shown && !reading && current().trim()) void run(current());
    },
  };
}
