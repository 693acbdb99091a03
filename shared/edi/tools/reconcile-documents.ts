/**
 * Reconciliation from documents as text: each is read by the engine (the same reading as the inspector's),
 * its set or message tells its role, and reconcile() matches the lines. A document that is no EDI, holds no
 * order, ship notice or invoice, or holds several, and two documents of one role are refused with a reason
 * the caller words (the API as a 422, the inspector beside the field).
 */
import { inspect } from '../inspect';
import type { Dictionaries } from '../model/dictionaries';
import { readLines, roleOf, type DocumentLines, type ReconcileRole } from './reconcile-lines';
import { reconcile, type Reconciliation } from './reconcile';

export type ReconcileRefusal =
  /** Document `index` (0-based) could not be read as EDI. */
  | { refused: 'not-edi'; index: number }
  /** Document `index` holds no 850/856/810 or ORDERS/DESADV/INVOIC. */
  | { refused: 'unknown-kind'; index: number; codes: string[] }
  /** Document `index` holds `count` sets of reconcilable kinds: one each is taken. */
  | { refused: 'several-sets'; index: number; count: number }
  /** Two documents play the same role. */
  | { refused: 'duplicate-role'; index: number; role: ReconcileRole }
  /** Fewer than two documents, or more than three. */
  | { refused: 'count'; count: number };

export interface ReconciledDocuments extends Reconciliation {
  /** Per document given, in order: its role, its set or message code and its order reference. */
  documents: Pick<DocumentLines, 'role' | 'code' | 'orderNumber' | 'orderElement'>[];
}

/** Reads the lines of one document, or says why it cannot take part. */
function linesOf(text: string, index: number, d: Dictionaries): DocumentLines | ReconcileRefusal {
  const result = inspect(text, d, { maxFindings: 1 });
  if (result.interchanges.length === 0) return { refused: 'not-edi', index };
  const sets = result.interchanges.flatMap((ic) => ic.groups.flatMap((g) => g.transactions));
  const known = sets.filter((tx) => roleOf(tx.code));
  const [tx] = known;
  if (!tx) return { refused: 'unknown-kind', index, codes: [...new Set(sets.map((s) => s.code))] };
  if (known.length > 1) return { refused: 'several-sets', index, count: known.length };
  return (
    readLines(tx.code, result.segments.slice(tx.first, tx.last + 1)) ?? {
      refused: 'unknown-kind',
      index,
      codes: [tx.code],
    }
  );
}

/** Reconciles two or three documents (an order, a ship notice, an invoice, in any order). */
export function reconcileDocuments(
  texts: readonly string[],
  dictionaries: Dictionaries,
): ReconciledDocuments | ReconcileRefusal {
  if (texts.length < 2 || texts.length > 3) return { refused: 'count', count: texts.length };
  const documents: DocumentLines[] = [];
  for (const [index, text] of texts.entries()) {
    const lines = linesOf(text, index, dictionaries);
    if ('refused' in lines) return lines;
    if (documents.some((d) => d.role === lines.role)) return { refused: 'duplicate-role', index, role: lines.role };
    documents.push(lines);
  }
  return {
    ...reconcile(documents),
    documents: documents.map(({ role, code, orderNumber, orderElement }) => ({
      role,
      code,
      orderNumber,
      orderElement,
    })),
  };
}
