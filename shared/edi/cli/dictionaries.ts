/** What the command line checks against: the X12 dictionary and every UN/EDIFACT directory, loaded on demand. */
import { x12Dictionary } from '../../../content/directories/x12-segments';
import { loadDirectories } from '../load/edifact-pools';
import { dictionaryLoader } from '../inspect';

export const cliDictionaries = dictionaryLoader(x12Dictionary, loadDirectories);
