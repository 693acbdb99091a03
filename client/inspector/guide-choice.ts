/**
 * What the inspector checks X12 sets against ("Check against"): the default (Northwind's guide when the
 * interchange is addressed to Northwind), syntax and envelopes only, one of our guides' releases, or a user's
 * guide (kept in IndexedDB by the guide editor, or uploaded). Types and checks only: the engine side is in
 * guide-tasks.ts, loaded when a user's guide is first used.
 */
import type { PublicGuide } from '../../shared/edi/guide-format/schema';
import type { Finding } from '../../shared/edi/model/types';
import type { InspectorView } from '../../shared/inspector/view';

export const OUR_RELEASES = ['004010', '005010'] as const;
export type OurRelease = (typeof OUR_RELEASES)[number];

export type Against =
  | { kind: 'auto' }
  | { kind: 'none' }
  | { kind: 'release'; release: OurRelease }
  /** A user's guide; `id` is its key in the editor's store ('' for an uploaded file). */
  | { kind: 'user'; id: string; guide: PublicGuide };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Checked on arrival in the worker (the guide itself is read again there, as hostile input). */
export function isAgainst(v: unknown): v is Against {
  if (!isRecord(v)) return false;
  switch (v['kind']) {
    case 'auto':
    case 'none':
      return true;
    case 'release':
      return OUR_RELEASES.some((r) => r === v['release']);
    case 'user':
      return typeof v['id'] === 'string' && isRecord(v['guide']);
    default:
      return false;
  }
}

/** The editor's place for a finding's element in the user's guide: /edi-guides/new?guide=<id>#BEG03. */
export const editorLink = (id: string, element?: string): string =>
  `/edi-guides/new${id ? `?guide=${encodeURIComponent(id)}` : ''}${element ? `#${encodeURIComponent(element)}` : ''}`;

/**
 * The view with each finding of the user's guide linked to its element in the editor. The engine names the
 * guide in those findings (issueText.userGuideName) and gives them no link, as it has no page for it.
 */
export function linkUserFindings(view: InspectorView, against: Against | undefined): InspectorView {
  if (against?.kind !== 'user' || !against.id) return view;
  const title = against.guide.title.trim().slice(0, 80);
  const mine = (f: Finding) => !f.guide && !f.reference && title !== '' && f.message.includes(`"${title}"`);
  if (!view.issues.some(mine)) return view;
  return {
    ...view,
    issues: view.issues.map((f) => (mine(f) ? { ...f, guide: editorLink(against.id, f.element) } : f)),
  };
}
