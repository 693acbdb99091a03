import { x12Dictionary } from '../../content/directories/x12-segments';
import type { EdifactDirectory } from '../../content/directories/directory-types';
import type { Dictionaries } from '../../shared/edi/inspect';

let edifact: Promise<EdifactDirectory> | undefined;

/** The dictionaries a document needs; the D.96A directory is fetched only for EDIFACT, once. */
export async function loadDictionaries(withEdifact: boolean): Promise<Dictionaries> {
  if (!withEdifact) return { x12: x12Dictionary, edifact: undefined };
  edifact ??= import('../../shared/edi/edifact-directory').then((m) => m.edifactDirectory);
  return { x12: x12Dictionary, edifact: await edifact };
}
