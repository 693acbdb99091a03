import { queryOptions } from '@tanstack/react-query';
import type { Guide } from '../../content/x12-guides/guide-types';
import type { MessageStructure } from '../../shared/reference/edifact-structures';
import type { EdifactPage } from '../../shared/edifact-reference';
import type { PageServices } from '../page-services';
import { embedded } from './embed';

// A query's data cannot be undefined: what does not exist is null.
const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** The reference pages' data: our X12 guides, D.96A message structures and the UN/EDIFACT directory pages. */
export const referenceQueries = {
  x12Guide: ({ x12Guide }: PageServices, set: string, release: string) =>
    queryOptions({
      queryKey: ['x12-guide', set, release],
      queryFn: async (): Promise<Guide | null> => orNull(await x12Guide(set, release)),
      meta: embedded,
    }),
  structure: ({ edifactStructure }: PageServices, code: string) =>
    queryOptions({
      queryKey: ['edifact-structure', code],
      queryFn: async (): Promise<MessageStructure | null> => orNull(await edifactStructure(code)),
      meta: embedded,
    }),
  /** A directory page by its canonical path. */
  edifactPage: ({ edifactPage }: PageServices, path: string) =>
    queryOptions({
      queryKey: ['edifact-page', path],
      queryFn: async (): Promise<EdifactPage | null> => orNull(await edifactPage(path)),
      meta: embedded,
    }),
};
