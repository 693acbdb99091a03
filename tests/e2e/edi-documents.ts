/**
 * Large valid documents for the inspector's performance checks: a sample's transaction repeated with
 * its own control number each time, and the group and interchange counts to match.
 */
import { inspectorSamples } from '../../content/inspector/samples';

const sampleText = (id: string) => {
  const sample = inspectorSamples.find((s) => s.id === id);
  if (!sample) throw new Error(`no inspector sample ${id}`);
  return sample.text;
};

/** An X12 interchange of about `size` characters: one functional group of repeated 850s. */
export function bigX12(size: number, id = 'x12-850-005010'): string {
  const text = sampleText(id);
  const head = text.slice(0, text.indexOf('ST*'));
  const body = text.slice(text.indexOf('ST*'), text.indexOf('GE*'));
  const control = /^ST\*\d+\*(\d+)~/.exec(body)?.[1] ?? '0001';
  const gs06 = head.split('\n')[1]?.split('*')[6] ?? '';
  const isa13 = head.slice(0, 106).split('*')[13] ?? '';
  const se = new RegExp(`(SE\\*\\d+)\\*${control}~`);
  const parts = [head];
  let length = head.length + 60;
  let count = 0;
  for (;;) {
    const n = String(count + 1).padStart(Math.max(4, control.length), '0');
    const tx = body.replace(`*${control}~`, `*${n}~`).replace(se, `$1*${n}~`);
    if (count > 0 && length + tx.length > size) break;
    parts.push(tx);
    length += tx.length;
    count += 1;
  }
  parts.push(`GE*${count}*${gs06}~\nIEA*1*${isa13}~\n`);
  return parts.join('');
}

/** An EDIFACT interchange of about `size` characters: repeated messages, numbered 1, 2, 3… */
export function bigEdifact(size: number, id = 'edifact-orders'): string {
  const text = sampleText(id);
  const head = text.slice(0, text.indexOf('UNH+'));
  const body = text.slice(text.indexOf('UNH+'), text.indexOf('UNZ+'));
  const control = /^UNH\+([^+]+)\+/.exec(body)?.[1] ?? '1';
  const unz = /UNZ\+\d+\+([^']+)'/.exec(text)?.[1] ?? '';
  const unt = new RegExp(`(UNT\\+\\d+)\\+${control}'`);
  const parts = [head];
  let length = head.length + 60;
  let count = 0;
  for (;;) {
    const message = body.replace(`UNH+${control}+`, `UNH+${count + 1}+`).replace(unt, `$1+${count + 1}'`);
    if (count > 0 && length + message.length > size) break;
    parts.push(message);
    length += message.length;
    count += 1;
  }
  parts.push(`UNZ+${count}+${unz}'\n`);
  return parts.join('');
}
