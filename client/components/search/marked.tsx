import { markTerms } from '../../../shared/search/search-text';

/** `text` with the words a result matched in <mark> (React escapes the text: a query's markup stays text). */
export function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return <>{markTerms(text, terms).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
