import { createContext, useContext } from 'react';
import type { PublicConfig } from '../../shared/public-config';

const ConfigContext = createContext<PublicConfig | null>(null);
export const ConfigProvider = ConfigContext.Provider;

export function usePublicConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('usePublicConfig outside ConfigProvider');
  return config;
}
