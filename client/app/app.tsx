import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PublicConfig } from '../../shared/public-config';
import { ConfigProvider } from './config-context';
import { Document } from './document';

/** Emotion cache key: the same on both sides so the browser adopts the server's style tags. */
export const EMOTION_KEY = 'css';

/** The tree both the server render and the browser hydration use; only the router provider differs. */
export function App(props: { cache: EmotionCache; queryClient: QueryClient; config: PublicConfig; children: ReactNode }) {
  return (
    <CacheProvider value={props.cache}>
      <QueryClientProvider client={props.queryClient}>
        <ConfigProvider value={props.config}>
          <Document>{props.children}</Document>
        </ConfigProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
