/**
 * What our EDIFACT guide says of a message, on its directory pages (issue 47, "one page per fact"): the guide's
 * entry and context of the message, which the page's loader reads (the views: message-guide-views.tsx).
 */
import type { CodeContext, GuideEntryData } from '../../lib/reference-relations';

/** The guide's entry and context of a message (client/lib/reference-relations.ts). */
export interface MessageGuide {
  entry: GuideEntryData;
  context: CodeContext;
}

/** The guide's entry and context of `code`, loaded with the page's data (the relations stay out of its chunk). */
export async function messageGuide(code: string): Promise<MessageGuide | undefined> {
  const { codeContext, guideEntry } = await import('../../lib/reference-relations');
  const entry = guideEntry('edifact', code);
  const context = codeContext('edifact', code);
  return entry && context ? { entry, context } : undefined;
}
