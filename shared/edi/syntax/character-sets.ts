/**
 * The syntax levels of ISO 9735 (UNB S001 0001): which characters an interchange may carry. Level A
 * (UNOA) is capital letters, digits, the space and . , - ( ) / = ' + : ? ! " % & * ; < >; level B (UNOB)
 * adds small letters and @ [ ] _ { } \ | ~ #. UNOC and later are whole character sets (ISO 8859, 10646):
 * not checked here.
 */
import type { Delimiters } from '../model/segment';

const LEVEL_A = new Set(' .,-()/=\'+:?!"%&*;<>');
const LEVEL_B = new Set([...LEVEL_A, ...'@[]_{}\\|~#']);

/** A separator's character code, or -1 for one the interchange does not have. */
const code = (ch: string | undefined) => (ch ? ch.charCodeAt(0) : -1);

export type SyntaxLevel = 'A' | 'B' | undefined;

/** The level a syntax identifier names (UNOA → A, UNOB → B), or undefined when the set is not restricted. */
export const levelOf = (syntax: string): SyntaxLevel => (syntax === 'UNOA' ? 'A' : syntax === 'UNOB' ? 'B' : undefined);

/**
 * The first data character of text[from, to) that `level` does not allow, or undefined. The interchange's
 * own separators are service characters, not data (a UNA may declare `^` or `~` under UNOA); a released
 * character is data and is checked.
 */
export function firstOutside(
  text: string,
  from: number,
  to: number,
  level: SyntaxLevel,
  d: Pick<Delimiters, 'element' | 'component' | 'segment' | 'repetition' | 'release'>,
): string | undefined {
  if (!level) return undefined;
  const extra = level === 'A' ? LEVEL_A : LEVEL_B;
  const [release, element, component, segment, repetition] = [
    d.release,
    d.element,
    d.component,
    d.segment,
    d.repetition,
  ].map(code);
  for (let i = from; i < to; i += 1) {
    let c = text.charCodeAt(i);
    if (c === release && i + 1 < to) c = text.charCodeAt((i += 1));
    else if (c === element || c === component || c === segment || c === repetition) continue;
    if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) continue;
    if (level === 'B' && c >= 97 && c <= 122) continue;
    const ch = text.charAt(i);
    if (!extra.has(ch)) return ch;
  }
  return undefined;
}
