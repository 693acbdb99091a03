/**
 * The X12 envelope headers' own checks, each in its rule's definition (registry/<code>.ts), called in the
 * order their findings have always been reported: ISA widths, then ISA01 to ISA16; GS04 to GS08; ST03.
 * The control numbers' uniqueness is checked where the levels are tracked (check-x12.ts).
 */
import type { Collector } from './findings';
import type { Delimiters, Segment } from '../model/types';
import { isaWidth } from './registry/isa-width';
import { interchangeDelimiters } from './registry/interchange-delimiters';
import { interchangeQualifier } from './registry/interchange-qualifier';
import { interchangeDate } from './registry/interchange-date';
import { interchangeTime } from './registry/interchange-time';
import { interchangeVersion } from './registry/interchange-version';
import { interchangeSyntax } from './registry/interchange-syntax';
import { interchangeControlNumber } from './registry/interchange-control-number';
import { interchangeAckRequested } from './registry/interchange-ack-requested';
import { interchangeUsage } from './registry/interchange-usage';
import { groupDate } from './registry/group-date';
import { groupTime } from './registry/group-time';
import { groupControlNumber } from './registry/group-control-number';
import { groupVersion } from './registry/group-version';
import { transactionConvention } from './registry/transaction-convention';

/** An ISA: its widths (`names`: its elements' names) and values. */
export function checkIsa(isa: Segment, d: Delimiters, names: readonly string[], issues: Collector): void {
  isaWidth.check(isa, names, issues);
  interchangeDelimiters.check.isaWidth(isa, d, issues);
  interchangeQualifier.check(isa, issues);
  interchangeDate.check.isa(isa, issues);
  interchangeTime.check.isa(isa, issues);
  interchangeVersion.check(isa, issues);
  interchangeSyntax.check.isa(isa, d, issues);
  interchangeControlNumber.check(isa, issues);
  interchangeAckRequested.check(isa, issues);
  interchangeUsage.check(isa, issues);
  interchangeDelimiters.check.isa(isa, d, issues);
}

/** A GS: date, time, control number, agency and version. */
export function checkGs(gs: Segment, issues: Collector): void {
  groupDate.check(gs, issues);
  groupTime.check(gs, issues);
  groupControlNumber.check(gs, issues);
  groupVersion.check(gs, issues);
}

/** An ST: ST03 against its group's GS08. */
export function checkSt(st: Segment, convention: string, gs08: string, issues: Collector): void {
  transactionConvention.check(st, convention, gs08, issues);
}
