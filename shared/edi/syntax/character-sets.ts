/**
 * The syntax levels of ISO 9735 (UNB S001 0001): which characters an interchange may carry. Level A
 * (UNOA) is capital letters, digits, the space and . , - ( ) / = ' + : ? ! " % & * ; < >; level B (UNOB)
 * adds small letters and @ [ ] _ { } \ | ~ #. UNOC and later are whole character sets (ISO 8859, 10646):
 * not checked here.
 */
const LEVEL_A = new Set(' .,-()/=\'+:?!"%&*;<>');
const LEVEL_B = new Set([...LEVEL_A, ...'@[]_{}\\|~#']);

export type SyntaxLevel = 'A' | 'B' | undefined;

/** The level a syntax identifier names (UNOA → A, UNOB → B), or undefined when the set is not restricted. */
export const levelOf = (syntax: string): SyntaxLevel => (syntax === 'UNOA' ? 'A' : syntax === 'UNOB' ? 'B' : undefined);

/** The first character of text[from, to) that `level` does not allow, or undefined. */
export function firstOutside(text: string, from: number, to: number, level: SyntaxLevel): string | undefined {
  if (!level) return undefined;
  const extra = level === 'A' ? LEVEL_A : LEVEL_B;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) continue;
    if (level === 'B' && c >= 97 && c <= 122) continue;
    const ch = text.charAt(i);
    if (!extra.has(ch)) return ch;
  }
  return undefined;
}
