// The rule interactive-edifact: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';

/**
 * Interactive EDIFACT (UIB/UIH, ISO 9735-3): read, reported once, not checked. CONTRL 1 does not fit;
 * 4, service segment missing/invalid, is what a batch receiver would answer.
 */
export const interactiveEdifact = error(
  { edifact: '4' },
  {
    cause:
      'The interchange or message is interactive EDIFACT (UIB…UIZ, UIH…UIT, ISO 9735-3); we check batch EDIFACT only.',
    fix: 'Send batch EDIFACT (UNB…UNZ with UNH…UNT messages), or check the interactive dialogue with its own tools.',
  },
  {
    interactive: (tag: string) =>
      `${tag} opens interactive EDIFACT (ISO 9735-3: UIB…UIZ, UIH…UIT). The inspector checks batch interchanges (UNB…UNZ, UNH…UNT): what follows up to its trailer is read but not checked.`,
  },
).checkedBy(checkInteractive);

/** UIB and UIH open interactive EDIFACT; the walk then reads up to its trailer without checking. */
function checkInteractive(s: Segment, issues: Report<'interactive-edifact'>): void {
  if (s.tag === 'UIB' || s.tag === 'UIH')
    issues.add('interactive-edifact', s, interactiveEdifact.messages.interactive(s.tag));
}
