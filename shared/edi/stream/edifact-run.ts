/**
 * The EDIFACT checks of one run read segment by segment: rules/check-edifact.ts's edifactChecks step, as
 * checkEdifact runs it, looking back into the window of held segments (a message's structure at its UNT). A
 * message longer than `ctx.spill.after` segments is spilled (set-spill.ts) and its structure walked from the
 * spool. tests/unit/edi/stream.test.ts compares every finding of both readings.
 */
import { edifactChecks, type SegmentSource } from '../rules/check-edifact';
import type { Run } from '../syntax/ingest';
import { OPEN_LAST, SetTracking, type RunContext } from './run-stream';
import { SetSpill } from './set-spill';

export class EdifactRunStream extends SetTracking {
  constructor(run: Run, context: RunContext) {
    const { issues, dictionaries, options, held, interchanges, interchangeControls, places } = context;
    const spill = context.spill && new SetSpill(context.spill);
    const source: SegmentSource = {
      at: (index) => held.at(index),
      walk: (msg, check) => {
        if (!spill?.active) check(held.items, held.local(msg));
        else {
          spill.walk(msg, places, (segments, last) => check(segments, msg, last));
          places.clear();
        }
      },
    };
    const override = options.directory;
    const checks = edifactChecks(
      run,
      dictionaries.edifact,
      issues,
      interchanges,
      override,
      interchangeControls,
      source,
      OPEN_LAST,
    );
    // A message closed without its UNT is not walked: what it spilled is let go of.
    super(context, checks, () => spill?.reset(), spill);
  }
}
