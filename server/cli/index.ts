// The site's command line (`northwind-edi`, built and run by shared/edi/bin/northwind-edi.mjs): the engine's
// commands (shared/edi/cli) with what the site checks against, as its server hands it in (server/edi/
// inspect-task.ts): our X12 dictionary and guides, every UN/EDIFACT directory on demand, our pages' links.
import { main } from '../../shared/edi/cli/main';
import { dictionaryLoader } from '../../shared/edi/inspect';
import { loadDirectories } from '../../shared/edi/load/edifact-pools';
import { engineData } from '../../shared/inspector/engine-data';
import { siteLinker } from '../../shared/inspector/links';

process.exitCode = await main(process.argv.slice(2), dictionaryLoader(engineData, loadDirectories, siteLinker));
