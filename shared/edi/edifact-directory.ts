/**
 * The UN/EDIFACT D.96A directory with the ISO 9735 service segments and CONTRL, plus the code lists.
 * About 90 KB gzip: import it dynamically, so that only the inspector loads it, and only for EDIFACT.
 */
import codes from '../../content/directories/edifact-d96a-codes.json';
import type { EdifactDirectory } from '../../content/directories/directory-types';
import { messageStructures, segmentDefinitions } from './edifact-structures';

export const edifactDirectory: EdifactDirectory = {
  id: 'd96a',
  label: 'D.96A',
  structures: messageStructures,
  segments: segmentDefinitions,
  codes,
};
