import { hydrateDocument } from './shell/hydrate';

void hydrateDocument();
