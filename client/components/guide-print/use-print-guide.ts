// Which guide the print view shows: `?guide=<id>` from this browser's IndexedDB (the editor's link), else the last
// one saved, or a JSON file the user opens. All of it is read here, as hostile input (guide-store reads it again).
import { useCallback, useEffect, useState } from 'react';
import { guidePrintCopy as copy } from '../../../content/pages/guide-print';
import type { Guide } from '../../../content/x12-guides/guide-types';
import type { PublicGuide } from '../../../shared/edi/guide-format/schema';
import { lastGuide, loadGuide } from '../../lib/guide-store';

export interface PrintGuide {
  /** The guide in the public format (its partner is not in the engine's shape). */
  source: PublicGuide;
  /** The same guide as the engine and our guide pages take it. */
  guide: Guide;
}

export interface PrintGuideState {
  shown: PrintGuide | undefined;
  loading: boolean;
  note: { text: string; error?: boolean } | undefined;
  upload: (file: File) => Promise<void>;
}

// The format's reader brings zod: it loads with the first guide, not with the page.
const toInternal = () => import('../../../shared/edi/guide-format/to-internal');

export function usePrintGuide(): PrintGuideState {
  const [shown, setShown] = useState<PrintGuide>();
  const [loading, setLoading] = useState(true);
  const [note, setNote] = useState<PrintGuideState['note']>();

  const show = useCallback(async (source: PublicGuide, text?: string): Promise<boolean> => {
    const guide = (await toInternal()).internalGuideOf(source);
    if (!guide) {
      setNote({ text: copy.unsupported, error: true });
      return false;
    }
    setShown({ source, guide });
    setNote(text ? { text } : undefined);
    return true;
  }, []);

  useEffect(() => {
    let live = true;
    const id = new URLSearchParams(location.search).get('guide');
    (async () => {
      const named = id ? await loadGuide(id) : undefined;
      const record = named ?? (await lastGuide());
      if (!live) return;
      if (!record) setNote({ text: copy.none });
      else await show(record.guide, id && !named ? copy.notFound : undefined);
    })()
      .catch(() => live && setNote({ text: copy.storeFailed, error: true }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [show]);

  const upload = async (file: File) => {
    const { MAX_GUIDE_BYTES, parseGuide } = await import('../../../shared/edi/guide-format/read-guide');
    // Refused before it is read: a file of any size may be chosen.
    if (file.size > MAX_GUIDE_BYTES) {
      setNote({ text: copy.tooLarge, error: true });
      return;
    }
    const read = parseGuide(await file.text().catch(() => ''));
    if ('problems' in read) {
      setNote({ text: copy.badFile(read.problems.map((p) => `${p.path}: ${p.message}`)), error: true });
      return;
    }
    await show(read.guide, copy.opened(read.guide.title));
  };

  return { shown, loading, note, upload };
}
