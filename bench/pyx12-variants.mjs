// Broken variants of the inspector's samples for bench/pyx12-acks.mjs: each a defect a partner's document
// may carry, made by a text edit that must change the sample (a variant whose edit no longer applies fails).

/** @typedef {{ id: string, base: string, edit: (text: string) => string }} Variant */

/** @param {string} tag */
const x12seg = (tag) => new RegExp(`(^|~\\n?)${tag}\\*[^~]*~\\n?`);
/** @param {string} tag */
const drop = (tag) => (/** @type {string} */ t) => t.replace(x12seg(tag), '$1');
/** @param {string | RegExp} from @param {string} to */
const sub = (from, to) => (/** @type {string} */ t) => t.replace(from, to);

/** @type {Variant[]} */
export const x12Variants = [
  { id: 'se-count', base: 'x12-850-005010', edit: sub(/SE\*24\*/, 'SE*23*') },
  { id: 'se-control', base: 'x12-850-005010', edit: sub(/SE\*24\*0001/, 'SE*24*0002') },
  {
    id: 'no-beg',
    base: 'x12-850-005010',
    edit: (/** @type {string} */ t) => drop('BEG')(t).replace('SE*24*', 'SE*23*'),
  },
  {
    id: 'no-beg-4010',
    base: 'x12-850-004010',
    edit: (/** @type {string} */ t) => drop('BEG')(t).replace('SE*24*', 'SE*23*'),
  },
  { id: 'no-se', base: 'x12-850-005010', edit: drop('SE') },
  { id: 'no-ge', base: 'x12-850-005010', edit: drop('GE') },
  { id: 'no-iea', base: 'x12-850-005010', edit: drop('IEA') },
  { id: 'ge-count', base: 'x12-855-005010', edit: sub(/GE\*1\*/, 'GE*2*') },
  { id: 'ge-control', base: 'x12-855-005010', edit: sub(/GE\*1\*(\d+)/, 'GE*1*9$1') },
  { id: 'iea-count', base: 'x12-856-005010', edit: sub(/IEA\*1\*/, 'IEA*3*') },
  { id: 'iea-control', base: 'x12-856-005010', edit: sub(/IEA\*1\*(\d)/, 'IEA*1*9') },
  { id: 'beg01-code', base: 'x12-850-005010', edit: sub('BEG*00*', 'BEG*99*') },
  { id: 'beg05-date', base: 'x12-850-005010', edit: sub('**20260315~', '**20261345~') },
  { id: 'beg03-component', base: 'x12-850-005010', edit: sub('*4500098231*', '*4500>098231*') },
  { id: 'beg03-component-4010', base: 'x12-850-004010', edit: sub('*4500098231*', '*4500>098231*') },
  { id: 'beg-element-missing', base: 'x12-850-004010', edit: sub('BEG*00*SA*', 'BEG*00**') },
  { id: 'cur-too-many', base: 'x12-850-005010', edit: sub('CUR*BY*USD~', 'CUR*BY*USD' + '*1'.repeat(25) + '~') },
  { id: 'ref-too-long', base: 'x12-850-005010', edit: sub('REF*DP*042~', `REF*DP*${'4'.repeat(60)}~`) },
  { id: 'mixed-delimiters', base: 'x12-850-005010', edit: sub('N1*BY*Harbor Mart', 'N1|BY|Harbor Mart') },
  { id: 'unknown-tag', base: 'x12-850-005010', edit: sub('FOB*PP~', 'ZZQ*PP~') },
  { id: 'long-tag', base: 'x12-850-005010', edit: sub('FOB*PP~', 'FOBULOUS*PP~') },
  { id: 'isa16-is-element', base: 'x12-850-005010', edit: sub(/\*P\*>~/, '*P**~') },
  { id: 'isa16-is-element-4010', base: 'x12-850-004010', edit: sub(/\*P\*>~/, '*P**~') },
  { id: 'gs05-time', base: 'x12-850-005010', edit: sub(/(GS\*[^~]*\*\d{8})\*\d{4}\*/, '$1*2561*') },
  { id: 'gs04-date', base: 'x12-810-005010', edit: sub(/(GS\*[^~]*)\*\d{8}\*/, '$1*20261399*') },
  { id: 'isa09-date', base: 'x12-850-005010', edit: sub(/\*260315\*1045\*/, '*261345*1045*') },
  { id: 'isa10-time', base: 'x12-850-004010', edit: sub(/\*260315\*1045\*/, '*260315*2599*') },
  {
    id: 'isa13-letters',
    base: 'x12-855-005010',
    edit: (/** @type {string} */ t) => t.replace(/\*000001193\*/, '*00000X193*'),
  },
  { id: 'isa07-qualifier', base: 'x12-856-005010', edit: sub(/(ISA(?:\*[^*]*){6})\*ZZ\*/, '$1*Q9*') },
  {
    id: 'gs06-letters',
    base: 'x12-810-004010',
    edit: (/** @type {string} */ t) => t.replace(/(GS\*(?:[^*~]*\*){5})(\d+)\*/, '$1ABC*'),
  },
  {
    id: 'st02-short',
    base: 'x12-810-005010',
    edit: (/** @type {string} */ t) => t.replace(/ST\*810\*0001/, 'ST*810*01').replace(/SE\*(\d+)\*0001/, 'SE*$1*01'),
  },
  { id: 'st03-mismatch', base: 'x12-850-005010', edit: sub('ST*850*0001~', 'ST*850*0001*005010X222A1~') },
  { id: 'functional-id', base: 'x12-850-005010', edit: sub('GS*PO*', 'GS*IN*') },
  {
    id: 'segment-order',
    base: 'x12-850-005010',
    edit: (/** @type {string} */ t) => t.replace(/(CUR\*[^~]*~\n?)(REF\*DP[^~]*~\n?)/, '$2$1'),
  },
  {
    id: 'beg-twice',
    base: 'x12-850-004010',
    edit: (/** @type {string} */ t) => t.replace(/(BEG\*[^~]*~\n?)/, '$1$1').replace('SE*24*', 'SE*25*'),
  },
  { id: 'hl-parent', base: 'x12-856-005010', edit: sub(/HL\*2\*1\*/, 'HL*2*7*') },
  {
    id: 'two-sets-same-st02',
    base: 'x12-855-004010',
    edit: (/** @type {string} */ t) => t.replace(/(ST\*855[\s\S]*?SE\*[^~]*~\n?)/, '$1$1').replace(/GE\*1\*/, 'GE*2*'),
  },
  {
    id: 'empty-group',
    base: 'x12-810-004010',
    edit: (/** @type {string} */ t) => t.replace(/ST\*810[\s\S]*?SE\*[^~]*~\n?/, '').replace(/GE\*1\*/, 'GE*0*'),
  },
  {
    id: 'two-interchanges-first-open',
    base: 'x12-850-005010',
    edit: (/** @type {string} */ t) => t.replace(/IEA\*[^~]*~\n?/, '') + t.replace(/000004721/g, '000004722'),
  },
  { id: 'stray-between-gs-and-st', base: 'x12-810-005010', edit: sub(/(GS\*[^~]*~\n?)/, '$1N1*XX*Nobody~\n') },
  { id: 'garbage-between-gs-and-st', base: 'x12-856-004010', edit: sub(/(GS\*[^~]*~\n?)/, '$1@@@~\n') },
  {
    id: 'terminator-newline-mix',
    base: 'x12-855-004010',
    edit: sub('DTM*067*20260326~', 'DTM*067*20260326\nN9*ZZ*1~'),
  },
];

/** @param {string} tag */
const efseg = (tag) => new RegExp(`${tag}\\+[^']*'\\n?`);

/** @type {Variant[]} */
export const edifactVariants = [
  { id: 'unt-count', base: 'edifact-orders', edit: sub(/UNT\+(\d+)\+/, 'UNT+99+') },
  { id: 'unt-reference', base: 'edifact-orders', edit: sub(/UNT\+(\d+)\+1'/, "UNT+$1+2'") },
  { id: 'no-unt', base: 'edifact-orders', edit: (/** @type {string} */ t) => t.replace(efseg('UNT'), '') },
  { id: 'no-unz', base: 'edifact-orders', edit: (/** @type {string} */ t) => t.replace(efseg('UNZ'), '') },
  { id: 'unz-count', base: 'edifact-desadv', edit: sub(/UNZ\+1\+/, 'UNZ+4+') },
  { id: 'unz-reference', base: 'edifact-invoic', edit: sub(/UNZ\+1\+([^']*)'/, "UNZ+1+X$1'") },
  {
    id: 'no-bgm',
    base: 'edifact-orders',
    edit: (/** @type {string} */ t) =>
      t.replace(efseg('BGM'), '').replace(/UNT\+(\d+)/, (_, n) => `UNT+${Number(n) - 1}`),
  },
  { id: 'bgm-code', base: 'edifact-orders', edit: sub('BGM+220+', 'BGM+2200+') },
  { id: 'element-too-long', base: 'edifact-orders', edit: sub(/BGM\+220\+/, `BGM+220+${'9'.repeat(40)}`) },
  { id: 'unknown-segment', base: 'edifact-invoic', edit: sub(/(UNH[^']*'\n?)/, "$1ZZZ+1'\n") },
  { id: 'unknown-message', base: 'edifact-desadv', edit: sub('DESADV:D:96A', 'DESADX:D:96A') },
  { id: 'unb-date', base: 'edifact-orders', edit: sub(/(UNB\+[^']*\+)(\d{6}):(\d{4})/, '$1261345:$3') },
  { id: 'with-ung', base: 'edifact-orders', edit: withGroup(false) },
  { id: 'une-count', base: 'edifact-orders', edit: withGroup(true) },
  {
    id: 'ung-no-une',
    base: 'edifact-invoic',
    edit: (/** @type {string} */ t) => withGroup(false)(t).replace(efseg('UNE'), ''),
  },
  { id: 'too-many-elements', base: 'edifact-desadv', edit: sub(/BGM\+([^']*)'/, "BGM+$1+1+2+3+4+5+6'") },
  {
    id: 'no-unz-no-unt',
    base: 'edifact-invoic',
    edit: (/** @type {string} */ t) => t.replace(efseg('UNZ'), '').replace(efseg('UNT'), ''),
  },
];

/**
 * The sample's message inside a UNG/UNE group (`badCount`: UNE says 2 messages).
 * @param {boolean} badCount
 */
function withGroup(badCount) {
  return (/** @type {string} */ t) => {
    const type = /UNH\+[^+]*\+([A-Z]+)/.exec(t)?.[1] ?? 'ORDERS';
    return t
      .replace(/(UNB[^']*'\n?)/, `$1UNG+${type}+5412345000013:14+4012345000009:14+260315:1045+G1+UN+D:96A'\n`)
      .replace(/(UNT[^']*'\n?)/, `$1UNE+${badCount ? 2 : 1}+G1'\n`);
  };
}

/**
 * `count` random damages of the samples (seeded, so runs compare): 1 to 3 of deleting, repeating or swapping
 * segments, changing or appending characters (delimiters among them), cutting the end off.
 * @param {{ id: string, text: string }[]} samples
 * @param {string} terminator
 * @param {number} count
 * @param {number} seed
 */
export function mutations(samples, terminator, count, seed) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  /** @template T @param {T[]} list @returns {T} */
  const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
  const chars = ['*', '+', ':', '>', '~', "'", '^', '?', 'X', '9', '', ' ', '|', '\n'];
  const tails = ['*1', '+1', ':1', `*${'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(2)}`];
  /** @type {{ id: string, text: string }[]} */
  const out = [];
  for (let n = 0; n < count; n += 1) {
    const sample = pick(samples);
    let segments = sample.text.split(terminator);
    const done = [];
    for (let k = 1 + Math.floor(random() * 3); k > 0; k -= 1) {
      const i = Math.floor(random() * segments.length);
      const s = segments[i] ?? '';
      switch (Math.floor(random() * 6)) {
        case 0:
          segments.splice(i, 1);
          done.push(`del${i}`);
          break;
        case 1:
          segments.splice(i, 0, s);
          done.push(`dup${i}`);
          break;
        case 2: {
          const j = Math.floor(random() * s.length);
          segments[i] = s.slice(0, j) + pick(chars) + s.slice(j + 1);
          done.push(`chr${i}`);
          break;
        }
        case 3:
          segments[i] = s + pick(tails);
          done.push(`app${i}`);
          break;
        case 4: {
          const j = Math.floor(random() * segments.length);
          segments[i] = segments[j] ?? '';
          segments[j] = s;
          done.push(`swp${i}-${j}`);
          break;
        }
        default:
          segments = segments.slice(0, Math.max(1, segments.length - 1 - Math.floor(random() * 4)));
          done.push('cut');
      }
    }
    out.push({ id: `${sample.id.replace(/^(x12|edifact)-/, '')}~${done.join(',')}`, text: segments.join(terminator) });
  }
  return out;
}
