// A tool's refusal in words: which document (by its field's label), and why.
import { toolsCopy } from '../../../../content/inspector/tools-copy';
import type { ReconcileRefusal } from '../../../../shared/edi/tools/reconcile-documents';
import type { ToolRefusal } from '../../../inspector/tools';

export function refusalText(r: ReconcileRefusal | ToolRefusal, names: readonly string[]): string {
  const words = toolsCopy.refused;
  if (r.refused === 'count') return words.count;
  const which = names[r.index] ?? '';
  switch (r.refused) {
    case 'too-large':
      return words['too-large'](which);
    case 'not-edi':
      return words['not-edi'](which);
    case 'unknown-kind':
      return words['unknown-kind'](which, r.codes.join(', '));
    case 'several-sets':
      return words['several-sets'](which, r.count);
    case 'duplicate-role':
      return words['duplicate-role'](which);
  }
}
