import { css } from '@emotion/react';
import { markTerms } from '../../../shared/search/search-text';

/** How matched words look, on the search page and in the dialog. */
export const markStyle = css({ mark: { background: '#fff2a8', color: 'inherit', padding: 0 } });

/** `text` with the words a result matched in <mark> (React escapes the text: a query's markup stays text). */
export function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return <>{markTerms(text, terms).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
