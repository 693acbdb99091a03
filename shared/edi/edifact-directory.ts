/**
 * The UN/EDIFACT D.96A directory with the ISO 9735 service segments and CONTRL. About 90 KB gzip:
 * import it dynamically, so that only the pages that need it load it.
 */
import codes from '../../content/reference/edifact-d96a-codes.json';
import segments from '../../content/reference/edifact-d96a-segments.json';
import structures from '../../content/reference/edifact-d96a-structures.json';
import { contrlStructure, serviceSegments } from '../../content/reference/edifact-service';
import type { EdifactDirectory } from './directory-types';

export const edifactDirectory: EdifactDirectory = {
  structures: { ...structures, CONTRL: contrlStructure },
  segments: { ...segments, ...serviceSegments },
  codes,
};
