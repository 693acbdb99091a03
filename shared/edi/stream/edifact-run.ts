/**
 * The EDIFACT checks of one run read segment by segment: rules/check-edifact.ts's edifactChecks step, as
 * checkEdifact runs it, looking back into the window of held segments (a message's structure at its UNT).
 * tests/unit/edi/stream.test.ts compares every finding of both readings.
 */
import { edifactChecks } from '../rules/check-edifact';
import type { Run } from '../syntax/ingest';
import { OPEN_LAST, SetTracking, type RunContext } from './run-stream';

export class EdifactRunStream extends SetTracking {
  constructor(run: Run, ctx: RunContext) {
    const { issues, dictionaries, options, held, interchanges, interchangeControls } = ctx;
    const override = options.directory;
    const checks = edifactChecks(
      run,
      dictionaries.edifact,
      issues,
      interchanges,
      override,
      interchangeControls,
      held,
      OPEN_LAST,
    );
    super(ctx, checks);
  }
}
