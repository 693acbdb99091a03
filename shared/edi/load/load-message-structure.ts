import type { MessageStructure } from './edifact-structures';

/**
 * A D.96A message's structure, from the directory module loaded on demand: a chunk of its own in the browser
 * (never in a page chunk); the server's structure API (server/reference/structure-router.ts) reads it too.
 */
export async function loadMessageStructure(code: string): Promise<MessageStructure | undefined> {
  const { messageStructure } = await import('./edifact-structures');
  return messageStructure(code);
}
