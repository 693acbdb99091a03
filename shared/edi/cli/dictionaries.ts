/**
 * What the command line checks against: the X12 dictionary and every UN/EDIFACT directory, loaded on demand,
 * and the site's page URLs in its findings (the same report as the API's).
 */
import { x12Dictionary } from '../../../content/directories/x12-segments';
import { loadDirectories } from '../load/edifact-pools';
import { dictionaryLoader } from '../inspect';
import { siteLinker } from '../../inspector/links';

export const cliDictionaries = dictionaryLoader(x12Dictionary, loadDirectories, siteLinker);
