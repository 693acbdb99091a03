import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '../../shared/public-config';
import { ConfigProvider } from './config-context';
import { Document } from './document';

export { EMOTION_KEY } from './style-cache';

/** The tree both the server render and the browser hydration use; only the router provider differs. */
// No QueryClientProvider: pages read data from loaders, never from query hooks, which keeps the query
// library out of the browser's first load (it arrives with the first client-side loader).
export function App(props: { cache: EmotionCache; config: PublicConfig; children: ReactNode }) {
  return (
    <CacheProvider value={props.cache}>
      <ConfigProvider value={props.config}>
        <Document>{props.children}</Document>
      </ConfigProvider>
    </CacheProvider>
  );
}
