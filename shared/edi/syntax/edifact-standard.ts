/** UN/EDIFACT as the engine reads and writes it (ISO 9735: UNB/UNZ, UNG/UNE, UNH/UNT, the release character). */
import type { Standard } from './standard';
import { edifactSplitter, terminatorIndex } from './edifact-syntax';

export const edifact: Standard = {
  id: 'edifact',
  owns: (part) => part.standard === 'edifact',
  splitter: edifactSplitter,
  segmentEnd: (text, from, d) => terminatorIndex(text, from, d.segment, d.release),
  releases: true,
  envelope: {
    interchange: ['UNB', 'UNZ'],
    group: ['UNG', 'UNE'],
    transaction: ['UNH', 'UNT'],
    serviceAdvice: 'UNA',
    groupControl: 4,
    transactionControl: 0,
    countsGroups: false,
    interchangeControl: 4,
  },
};
