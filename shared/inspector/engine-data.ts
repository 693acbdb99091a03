/**
 * The site's data the EDI engine checks against, handed in wherever the site calls it (the server's threads,
 * the inspector's worker, the no-JavaScript page, the converter's examples, the command line): the engine
 * imports no site data (shared/edi/README.md, "The site and the engine").
 */
import { x12Dictionary } from '../../content/directories/x12-segments';
import { guideOf } from '../../content/x12-guides';
import d96aMessages from '../../content/directories/edifact-d96a-messages.json';
import type { EngineData } from '../edi/model/dictionaries';

export const engineData: EngineData = {
  x12: x12Dictionary,
  // Our X12 guides (content/x12-guides), by set code and release.
  guides: guideOf,
  // D.96A's names: what a message is called when the directory its header names is not loaded.
  messageNames: Object.fromEntries(d96aMessages.map((m) => [m.code, m.name])),
};
