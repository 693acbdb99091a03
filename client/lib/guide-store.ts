/**
 * The user's guides, kept in this browser's IndexedDB through idb-keyval (a small, well-kept wrapper; its store
 * is opened on first use, never on the server). What comes back is read again as hostile input: another tab,
 * an older version or the user may have written anything there.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { PublicGuide } from '../../shared/edi/guide-format/schema';

export interface StoredGuide {
  id: string;
  guide: PublicGuide;
  /** When it was saved (ms since the epoch). */
  saved: number;
}

const PREFIX = 'guide:';
const LAST = 'last';

let store: UseStore | undefined;
const theStore = (): UseStore => (store ??= createStore('northwind-edi-guides', 'guides'));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

// The format's validator (zod) loads with the first guide read, not with the page.
async function stored(value: unknown): Promise<StoredGuide | undefined> {
  if (!isRecord(value) || typeof value['id'] !== 'string' || typeof value['saved'] !== 'number') return undefined;
  const { readGuide } = await import('../../shared/edi/guide-format/read-guide');
  const read = readGuide(value['guide']);
  return 'guide' in read ? { id: value['id'], guide: read.guide, saved: value['saved'] } : undefined;
}

export const newGuideId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Every readable guide saved here, newest first. */
export async function listGuides(): Promise<StoredGuide[]> {
  const all = await entries(theStore());
  const read = await Promise.all(
    all.filter(([key]) => typeof key === 'string' && key.startsWith(PREFIX)).map(([, value]) => stored(value)),
  );
  return read.filter((g): g is StoredGuide => g !== undefined).sort((a, b) => b.saved - a.saved);
}

export async function loadGuide(id: string): Promise<StoredGuide | undefined> {
  return stored(await get(`${PREFIX}${id}`, theStore()));
}

/** Saves the guide under `id` and makes it the one the editor opens next time. */
export async function saveGuide(id: string, guide: PublicGuide): Promise<StoredGuide> {
  const record: StoredGuide = { id, guide, saved: Date.now() };
  await set(`${PREFIX}${id}`, record, theStore());
  await set(LAST, id, theStore());
  return record;
}

export async function deleteGuide(id: string): Promise<void> {
  await del(`${PREFIX}${id}`, theStore());
}

/** The guide last saved or opened in the editor. */
export async function lastGuide(): Promise<StoredGuide | undefined> {
  const id: unknown = await get(LAST, theStore());
  return typeof id === 'string' ? loadGuide(id) : undefined;
}

export async function rememberLast(id: string): Promise<void> {
  await set(LAST, id, theStore());
}
