/** Messages between the inspector page and its worker, checked on arrival (structured clone carries no types). */
import type { InspectorView, ViewSegment } from '../../shared/inspector/view';
import type { ExportFile } from './session';
import { isExportFormat, type ExportFormat } from './export-format';
import { isAckType, type AckType } from '../../shared/edi/model/ack-types';
import type { Comparison } from '../../shared/edi/tools/compare';
import type { ReconciledDocuments, ReconcileRefusal } from '../../shared/edi/tools/reconcile-documents';
import type { ShareLink, ToolRefusal } from './tools';
import { isAgainst, type Against } from './guide-choice';
import type { Inferred } from './guide-tasks';

export type WorkerRequest =
  | { id: number; kind: 'warm' }
  | { id: number; kind: 'inspect'; text: string; against?: Against }
  | { id: number; kind: 'inspect-file'; file: Blob; against?: Against }
  | { id: number; kind: 'infer'; texts: string[] }
  | { id: number; kind: 'describe'; doc: number; from: number; to: number }
  | { id: number; kind: 'convert'; doc: number; format: ExportFormat }
  | { id: number; kind: 'ack'; doc: number; type: AckType }
  | { id: number; kind: 'save'; doc: number; format: ExportFormat; file: FileSystemFileHandle }
  | { id: number; kind: 'compare'; left: string; right: string }
  | { id: number; kind: 'reconcile'; texts: string[] }
  | { id: number; kind: 'share'; text: string; redact: boolean; focus?: number };

export type WorkerReply =
  | { id: number; kind: 'view'; view: InspectorView }
  | { id: number; kind: 'progress'; bytes: number; sets: number }
  | { id: number; kind: 'segments'; segments: ViewSegment[] }
  | { id: number; kind: 'convert'; file: ExportFile }
  | { id: number; kind: 'ack'; edi: string }
  | { id: number; kind: 'saved'; bytes: number }
  | { id: number; kind: 'comparison'; comparison: Comparison | ToolRefusal }
  | { id: number; kind: 'reconciliation'; reconciliation: ReconciledDocuments | ReconcileRefusal | ToolRefusal }
  | { id: number; kind: 'share'; link: ShareLink }
  | { id: number; kind: 'inferred'; inferred: Inferred }
  | { id: number; kind: 'error'; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isWorkerRequest(v: unknown): v is WorkerRequest {
  if (!isRecord(v) || typeof v['id'] !== 'number') return false;
  switch (v['kind']) {
    case 'warm':
      return true;
    case 'inspect':
      return typeof v['text'] === 'string' && (v['against'] === undefined || isAgainst(v['against']));
    case 'inspect-file':
      return v['file'] instanceof Blob && (v['against'] === undefined || isAgainst(v['against']));
    case 'infer':
      return Array.isArray(v['texts']) && v['texts'].every((t) => typeof t === 'string');
    case 'describe':
      return typeof v['doc'] === 'number' && typeof v['from'] === 'number' && typeof v['to'] === 'number';
    case 'convert':
      return typeof v['doc'] === 'number' && isExportFormat(v['format']);
    case 'ack':
      return typeof v['doc'] === 'number' && typeof v['type'] === 'string' && isAckType(v['type']);
    case 'compare':
      return typeof v['left'] === 'string' && typeof v['right'] === 'string';
    case 'reconcile':
      return Array.isArray(v['texts']) && v['texts'].length <= 3 && v['texts'].every((t) => typeof t === 'string');
    case 'share':
      return (
        typeof v['text'] === 'string' &&
        typeof v['redact'] === 'boolean' &&
        (v['focus'] === undefined || typeof v['focus'] === 'number')
      );
    case 'save':
      return (
        typeof v['doc'] === 'number' &&
        isExportFormat(v['format']) &&
        typeof FileSystemFileHandle !== 'undefined' &&
        v['file'] instanceof FileSystemFileHandle
      );
    default:
      return false;
  }
}

/** The worker is our own code: a reply is trusted once its kind and payload type match. */
export function isWorkerReply(v: unknown): v is WorkerReply {
  if (!isRecord(v) || typeof v['id'] !== 'number') return false;
  switch (v['kind']) {
    case 'view':
      return isRecord(v['view']);
    case 'progress':
      return typeof v['bytes'] === 'number' && typeof v['sets'] === 'number';
    case 'segments':
      return Array.isArray(v['segments']);
    case 'convert': {
      const file = v['file'];
      return (
        isRecord(file) &&
        isExportFormat(file['format']) &&
        typeof file['preview'] === 'string' &&
        typeof file['size'] === 'number' &&
        typeof file['name'] === 'string' &&
        file['blob'] instanceof Blob
      );
    }
    case 'ack':
      return typeof v['edi'] === 'string';
    case 'saved':
      return typeof v['bytes'] === 'number';
    case 'comparison':
      return isRecord(v['comparison']);
    case 'reconciliation':
      return isRecord(v['reconciliation']);
    case 'share':
      return isRecord(v['link']) && typeof v['link']['fragment'] === 'string';
    case 'inferred':
      return isRecord(v['inferred']);
    case 'error':
      return typeof v['message'] === 'string';
    default:
      return false;
  }
}
