// The guide editor's state: the guide, its undo history, the selected segment, saving and opening files.
import { useCallback, useEffect, useRef, useState } from 'react';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import type { PublicGuide } from '../../../shared/edi/guide-format/schema';
import { inferInBrowser } from '../../inspector/engine';
import { findRef, pushHistory, type NodePath } from '../../lib/guide-edits';
import { lastGuide, listGuides, loadGuide, newGuideId, saveGuide, type StoredGuide } from '../../lib/guide-store';

const copy = guideEditorCopy;

export interface Selection {
  path: NodePath;
  /** The element row to focus (a finding's link names one). */
  element?: number;
}

export interface GuideEditorState {
  guide: PublicGuide | undefined;
  id: string | undefined;
  dirty: boolean;
  busy: boolean;
  /** What the last action did, or why it failed (shown in a live region). */
  note: { text: string; error?: boolean } | undefined;
  selected: Selection | undefined;
  select: (s: Selection | undefined) => void;
  /** The element row the keyboard is sent to (Enter in the tree, a finding's link); `at` makes each request new. */
  focusElement: { index: number; at: number } | undefined;
  setFocusElement: (f: { index: number; at: number } | undefined) => void;
  saved: StoredGuide[];
  canUndo: boolean;
  edit: (change: (g: PublicGuide) => PublicGuide) => void;
  undo: () => void;
  /** Saves the guide; its id once saved (undefined when the browser would not store it). */
  save: () => Promise<string | undefined>;
  open: (id: string) => Promise<void>;
  infer: (texts: string[]) => Promise<void>;
  upload: (file: File) => Promise<void>;
  download: () => void;
}

/** The guide to open first: `?guide=<id>` (a finding's link), else the last one saved here. */
async function initialGuide(): Promise<StoredGuide | undefined> {
  const id = new URLSearchParams(location.search).get('guide');
  return (id ? await loadGuide(id) : undefined) ?? lastGuide();
}

/** The selection a finding's link (#BEG03) asks for. */
const selectionOf = (guide: PublicGuide): Selection | undefined => {
  const ref = decodeURIComponent(location.hash.slice(1));
  return ref ? findRef(guide, ref) : undefined;
};

const fileName = (g: PublicGuide) =>
  `${(g.title || g.set).replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'guide'}.edi-guide.json`;

export function useGuideEditor(): GuideEditorState {
  const [guide, setGuide] = useState<PublicGuide>();
  const [id, setId] = useState<string>();
  const [history, setHistory] = useState<PublicGuide[]>([]);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<GuideEditorState['note']>();
  const [selected, select] = useState<Selection>();
  const [saved, setSaved] = useState<StoredGuide[]>([]);
  const [focusElement, setFocusElement] = useState<GuideEditorState['focusElement']>();
  // Set once a guide is shown: the stored one, read after, must not replace what the user began.
  const started = useRef(false);

  const refresh = useCallback(() => {
    listGuides().then(setSaved, () => setSaved([]));
  }, []);

  const show = useCallback((record: { guide: PublicGuide; id?: string }, text?: string) => {
    started.current = true;
    const selection = selectionOf(record.guide);
    setGuide(record.guide);
    setId(record.id);
    setHistory([]);
    setDirty(record.id === undefined);
    select(selection);
    setFocusElement(selection?.element !== undefined ? { index: selection.element, at: Date.now() } : undefined);
    setNote(text ? { text } : undefined);
  }, []);

  useEffect(() => {
    initialGuide().then(
      (record) => {
        if (record && !started.current) show(record);
      },
      () => setNote({ text: copy.file.storeFailed, error: true }),
    );
    refresh();
  }, [refresh, show]);

  const edit = (change: (g: PublicGuide) => PublicGuide) => {
    if (!guide) return;
    const next = change(guide);
    if (next === guide) return;
    setHistory((h) => pushHistory(h, guide));
    setGuide(next);
    setDirty(true);
  };
  const undo = () => {
    const before = history.at(-1);
    if (!before) return;
    setHistory(history.slice(0, -1));
    setGuide(before);
    setDirty(true);
  };
  const save = async () => {
    if (!guide) return undefined;
    const key = id ?? newGuideId();
    try {
      await saveGuide(key, guide);
      setId(key);
      setDirty(false);
      setNote({ text: copy.file.saved });
      refresh();
      return key;
    } catch {
      setNote({ text: copy.file.storeFailed, error: true });
      return undefined;
    }
  };
  const open = async (key: string) => {
    const record = await loadGuide(key).catch(() => undefined);
    if (record) show(record, copy.file.opened(record.guide.title));
  };
  const infer = async (texts: string[]) => {
    setBusy(true);
    try {
      const inferred = await inferInBrowser(texts);
      if ('refused' in inferred)
        setNote({ text: inferred.refused === 'too-much' ? copy.input.tooMany : copy.input.noSets, error: true });
      else {
        show(
          { guide: inferred.guide },
          copy.input.built(
            inferred.guide.set,
            texts.length,
            inferred.sets.filter((s) => s !== inferred.guide.set),
          ),
        );
        // The tree is below the samples: on a phone, out of sight.
        requestAnimationFrame(() => document.getElementById('guide-heading')?.scrollIntoView({ block: 'start' }));
      }
    } catch {
      setNote({ text: copy.input.failed, error: true });
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File) => {
    // The format's validator loads with the first file (not with the page).
    const [{ parseGuide }, { internalGuideOf }] = await Promise.all([
      import('../../../shared/edi/guide-format/read-guide'),
      import('../../../shared/edi/guide-format/to-internal'),
    ]);
    const read = parseGuide(await file.text().catch(() => ''));
    if ('problems' in read) {
      setNote({ text: copy.file.badFile(read.problems.map((p) => `${p.path}: ${p.message}`)), error: true });
      return;
    }
    if (!internalGuideOf(read.guide)) {
      setNote({ text: copy.file.unsupported, error: true });
      return;
    }
    show({ guide: read.guide }, copy.file.opened(read.guide.title));
  };
  const download = () => {
    if (!guide) return;
    const file = { $schema: `${location.origin}${copy.about.schemaPath}`, ...guide };
    const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = fileName(guide);
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  return {
    guide,
    id,
    dirty,
    busy,
    note,
    selected,
    select,
    saved,
    focusElement,
    setFocusElement,
    canUndo: history.length > 0,
    edit,
    undo,
    save,
    open,
    infer,
    upload,
    download,
  };
}
