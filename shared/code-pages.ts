/**
 * Where a code of a guide has its page (issue 47, "one page per fact"). An EDIFACT message's one page is its
 * D.96A directory page (structure, changes, other directories, and what our guide says of it); the guide's
 * per-code route redirects there. CONTRL and the other ISO 9735 service messages are in no UNTDID directory:
 * they keep the guide's page. Kept out of shared/standards.ts, which every page's first load carries.
 */
import { edifactPath } from './edifact-reference';
import { guideCodePath, type StandardId } from './standards';

/** The service messages of ISO 9735 (syntax versions 3 and 4), not part of any UNTDID directory. */
export const serviceMessages: readonly string[] = ['CONTRL', 'AUTACK', 'KEYMAN'];

/** A code's one page when it is not the guide's per-code page, else undefined. */
export const canonicalPage = (id: StandardId, code: string): string | undefined =>
  id === 'edifact' && !serviceMessages.includes(code) ? edifactPath('d96a', 'messages', code) : undefined;

/** The guide's own per-code route, which redirects to canonicalPage where there is one. */
export { guideCodePath };

/** Where to link a code: its one page. */
export const codePath = (id: StandardId, code: string): string => canonicalPage(id, code) ?? guideCodePath(id, code);
