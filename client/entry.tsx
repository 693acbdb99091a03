import { hydrateDocument } from './app/hydrate';

void hydrateDocument();
