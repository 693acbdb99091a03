import type { FaqCategory } from '../content/pages/faq';

/** Spec part 2 §5: case-insensitive over question and answer; categories without a match drop out. */
export function searchFaq(categories: readonly FaqCategory[], term: string): FaqCategory[] {
  const q = term.trim().toLowerCase();
  if (!q) return [...categories];
  return categories
    .map((c) => ({ ...c, questions: c.questions.filter((x) => x.question.toLowerCase().includes(q) || x.answer.toLowerCase().includes(q)) }))
    .filter((c) => c.questions.length > 0);
}
