import type { MessageStructure } from '../../shared/reference/edifact-structures';

/**
 * A D.96A message's structure, from the directory module loaded on demand (never in a page's chunk): the
 * structure API (structure-router.ts) and the reference pages' services read it. The site's, not the engine's.
 */
export async function loadMessageStructure(code: string): Promise<MessageStructure | undefined> {
  const { messageStructure } = await import('../../shared/reference/edifact-structures');
  return messageStructure(code);
}
