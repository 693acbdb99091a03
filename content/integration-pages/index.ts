import type { IntegrationSlug } from '../integrations';
import type { IntegrationContent } from './types';

/** One content module per integration, loaded on demand: a missing slug fails the type check. */
export const integrationModules: Record<IntegrationSlug, () => Promise<{ default: IntegrationContent }>> = {
  sap: () => import('./sap'),
  oracle: () => import('./oracle'),
  'dynamics-365': () => import('./dynamics-365'),
  'dynamics-gp': () => import('./dynamics-gp'),
  'dynamics-nav': () => import('./dynamics-nav'),
  'dynamics-ax': () => import('./dynamics-ax'),
  infor: () => import('./infor'),
  epicor: () => import('./epicor'),
  sage: () => import('./sage'),
  netsuite: () => import('./netsuite'),
  workday: () => import('./workday'),
  'jd-edwards': () => import('./jd-edwards'),
  peoplesoft: () => import('./peoplesoft'),
  ifs: () => import('./ifs'),
  qad: () => import('./qad'),
  syspro: () => import('./syspro'),
  acumatica: () => import('./acumatica'),
  'warehouse-management': () => import('./warehouse-management'),
  'transportation-management': () => import('./transportation-management'),
  'crm-systems': () => import('./crm-systems'),
  'ecommerce-platforms': () => import('./ecommerce-platforms'),
  'custom-api': () => import('./custom-api'),
  'legacy-systems': () => import('./legacy-systems'),
};
