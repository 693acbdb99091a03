/**
 * The relational conditions our guides hold partners to, per segment, in the notation partner guides print:
 * a letter and the positions it ties (R0203: N102 or N103; P0304: N103 with N104). They follow the X12
 * syntax notes of the segments (cross-checked against pyx12's maps, github.com/azoner/pyx12, pyx12/map/*.xml);
 * segments whose notes we could not confirm carry none rather than a guess. Release 005010 unless
 * `conditions4010` says how 004010 differs.
 *
 * P paired: all or none. R required: at least one. E exclusion: at most one. C conditional: if the first, then
 * all the others. L list conditional: if the first, then at least one of the others.
 */

/** Product id pairs (qualifier, id) from `first` on: P0607 P0809 … */
const pairs = (first: number, last: number): string => {
  const out: string[] = [];
  for (let p = first; p < last; p += 2) out.push(`P${String(p).padStart(2, '0')}${String(p + 1).padStart(2, '0')}`);
  return out.join(' ');
};

export const elementConditions: Readonly<Record<string, string>> = {
  ADX: 'P0304',
  BPR: 'P0607 C0809 P1213 C1415 P1819 C2021',
  CTT: 'P0304 P0506',
  CUR: 'C0807 C0907 L101112 C1110 C1210 L131415 C1413 C1513 L161718 C1716 C1816 L192021 C2019 C2119',
  DTM: 'R020305 C0403 P0506',
  ENT: 'P020304 P050607 P0809',
  IT1: `P020304 ${pairs(6, 25)}`,
  LIN: pairs(4, 31),
  MEA: 'R03050608 L050412 L060412 L07030506 E0803 P1112',
  MSG: 'C0302',
  N1: 'R0203 P0304',
  N4: 'E0207 C0605 C0704',
  PER: 'P0304 P0506 P0708',
  PO1: pairs(6, 25),
  REF: 'R0203',
  RMR: 'P0102 P0708',
  SAC: 'R0203 P0304 P0607 P0910 C1110 C1413 C1615',
};

/** Where 004010's notes differ (its N4 has no N407; its MEA no MEA11/MEA12). */
export const conditions4010: Readonly<Record<string, string>> = {
  MEA: 'R03050608 C0504 C0604 L07030506 E0803',
  N4: 'C0605',
};
