import type { FaqCategory } from '../../content/pages/faq';
import { foldText } from '../../shared/text-fold';

/** Case-insensitive (and apostrophe-insensitive) over question and answer; categories without a match drop out. */
export function searchFaq(categories: readonly FaqCategory[], term: string): FaqCategory[] {
  const q = foldText(term.trim());
  if (!q) return [...categories];
  return categories
    .map((c) => ({
      ...c,
      questions: c.questions.filter((x) => foldText(x.question).includes(q) || foldText(x.answer).includes(q)),
    }))
    .filter((c) => c.questions.length > 0);
}
