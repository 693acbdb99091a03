import { developersCopy as copy } from '../../content/pages/developers';
import { ackLevel, findingCodes, type AckMapping } from '../edi/rules/finding-codes';

/**
 * One finding code as /developers shows it, built where the rule registry is (the server's page services, or a
 * chunk of its own after a client-side navigation): the registry carries each rule's check
 * (shared/edi/rules/registry/), which the page's own chunk must not bring to the browser.
 */
export interface FindingRow {
  code: string;
  severity: 'error' | 'warning';
  /** In the acknowledgment-codes table: an error an X12 or EDIFACT acknowledgment reports. */
  acknowledged: boolean;
  /** What it becomes in X12 and in EDIFACT terms: "AK3/IK3, AK304 3 · 999: I4", "UCS, 0085 13". */
  x12: string;
  edifact: string;
  /** Where it goes in an acknowledgment, on its card: "X12 AK3/IK3, AK304 3 · CONTRL UCS, 0085 13". */
  ack: string;
  /** Its cause and fix (every rule's definition has them). */
  cause: string;
  fix: string;
}

const words = copy.ackTable;

function ackCells(ack: AckMapping): { x12: string; edifact: string } {
  const x = ack.x12;
  let x12: string = words.notReported;
  if (x?.element === 'AK905' && x.code === undefined) x12 = words.noX12Code;
  else if (x) {
    const byElement = Object.entries(x.byElement ?? {}).map(([element, code]) => `${element} ${code}`);
    x12 = [
      `${words.x12Places[x.element]} ${byElement.length > 0 ? byElement.join(', ') : (x.code ?? '')}`,
      x.v4010 !== undefined && `${words.release4010}: ${x.v4010 || words.none}`,
      x.ik && `${words.implementation}: ${x.ik}`,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const level = ackLevel(ack);
  const edifact =
    ack.edifact && level ? `${words.edifactPlaces[level]}, ${words.syntaxError} ${ack.edifact}` : words.notReported;
  return { x12, edifact };
}

/** Every finding code in the registry's order, with its acknowledgment codes, cause and fix. */
export function findingRows(): FindingRow[] {
  return Object.entries(findingCodes).map(([code, def]) => {
    const { x12, edifact } = ackCells(def.ack);
    const parts = [x12 !== words.notReported && `X12 ${x12}`, edifact !== words.notReported && `CONTRL ${edifact}`];
    return {
      code,
      severity: def.severity,
      acknowledged: def.severity === 'error' && Boolean(def.ack.x12 || def.ack.edifact),
      x12,
      edifact,
      ack: parts.filter(Boolean).join(' \u00b7 ') || copy.noAck,
      cause: def.docs.cause,
      fix: def.docs.fix,
    };
  });
}
