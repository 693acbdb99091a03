/** Segments and loops every Northwind guide uses the same way: envelopes, parties, references, dates, charges. */
import { ANY, loop, seg, type Draft, type ElementUse } from './build-guide';
import * as codes from './guide-codes';

export const st = seg(
  'ST',
  'M',
  1,
  {},
  {
    // One note for both releases: 004010's ST has no ST03.
    note: 'ST02 matches SE02. From 005010 on, ST03 names the release the set follows, e.g. 005010.',
  },
);
export const se = seg('SE', 'M', 1, {}, { note: 'SE01 counts every segment from ST to SE, both included.' });

export const ref = (max = ANY) => seg('REF', 'O', max, { 1: { codes: codes.references, open: true } });
export const dtm = (max = 10) => seg('DTM', 'O', max, { 1: { codes: codes.dateQualifiers, open: true }, 2: 'M' });
export const per = seg('PER', 'O', 3);

/** Product id pairs (qualifier, id) from `first` on, `pairs` of them. */
export function productPairs(first: number, pairs: number): Record<number, ElementUse> {
  const use: Record<number, ElementUse> = {};
  for (let p = 0; p < pairs; p += 1) use[first + 2 * p] = { codes: codes.productIds, open: true };
  return use;
}

export const n1Loop = (max = 200) =>
  loop('N1', 'O', max, [
    seg('N1', 'M', 1, {
      1: { codes: codes.parties, open: true },
      3: { codes: codes.idQualifiers, open: true, note: 'UL: a GLN, whose check digit we verify.' },
    }),
    seg('N2', 'O', 2),
    seg('N3', 'O', 2),
    seg('N4', 'O', 1),
    ref(12),
    per,
  ]);

export const sacLoop = (withTax: boolean) =>
  loop('SAC', 'O', 25, [
    seg('SAC', 'M', 1, { 1: { codes: { A: 'Allowance', C: 'Charge', N: 'Neither' } } }),
    withTax ? seg('TXI', 'O', 10) : seg('CUR', 'O', 1),
  ]);

export const carrier: Draft[] = [seg('TD1', 'O', 2), seg('TD5', 'O', 12), seg('TD3', 'O', 12), seg('TD4', 'O', 5)];

export const pidLoop = loop('PID', 'O', 1000, [seg('PID', 'M', 1), seg('MEA', 'O', 10)]);

export const cttLoop = loop('CTT', 'O', 1, [
  seg('CTT', 'M', 1),
  seg('AMT', 'O', 1, { 1: { codes: codes.amounts, open: true } }),
]);
