/**
 * The X12 checks of one run read segment by segment: rules/check-x12.ts's x12Checks step and setGuides, as
 * checkX12 runs them, each set checked against its guide when it closes (checkX12 checks them after the run;
 * the codes the two report are disjoint, so each code's findings come in the same order). A set longer than
 * `ctx.spill.after` segments is spilled (set-spill.ts) and walked from the spool.
 * tests/unit/edi/stream.test.ts compares every finding of both readings.
 */
import { setGuides, x12Checks } from '../rules/check-x12';
import { guideRelease } from '../load/x12-guides';
import type { Run } from '../syntax/ingest';
import { OPEN_LAST, SetTracking, type RunContext } from './run-stream';
import { SetSpill } from './set-spill';

export class X12RunStream extends SetTracking {
  constructor(run: Run, context: RunContext) {
    const { issues, dictionaries, options, held } = context;
    const checks = x12Checks(
      run,
      dictionaries.x12,
      issues,
      context.interchanges,
      context.interchangeControls,
      OPEN_LAST,
    );
    const checkSet = setGuides(checks.reader, issues, dictionaries.guides, options.userGuide);
    const spill = context.spill && new SetSpill(context.spill);
    super(
      context,
      checks,
      (open) => {
        const release = guideRelease(open.interchange, open.group, options.guide);
        const check = () => {
          if (!spill?.active) checkSet(held.items, held.local(open.tx), release);
          else spill.walk(open.tx, context.places, (segments, last) => checkSet(segments, open.tx, release, last));
        };
        if (context.guideChecks) context.guideChecks(check);
        else check();
        if (spill?.active) context.places.clear();
      },
      spill,
    );
  }
}
