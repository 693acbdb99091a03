/** Messages between the inspector page and its worker, checked on arrival (structured clone carries no types). */
import type { InspectorView, ViewSegment } from '../../shared/edi/view';
import type { JsonExport } from './session';
import { isAckType, type AckType } from '../../shared/edi/acknowledge';

export type WorkerRequest =
  | { id: number; kind: 'warm' }
  | { id: number; kind: 'inspect'; text: string }
  | { id: number; kind: 'describe'; doc: number; from: number; to: number }
  | { id: number; kind: 'json'; doc: number }
  | { id: number; kind: 'ack'; doc: number; type: AckType };

export type WorkerReply =
  | { id: number; kind: 'view'; view: InspectorView }
  | { id: number; kind: 'segments'; segments: ViewSegment[] }
  | { id: number; kind: 'json'; json: JsonExport }
  | { id: number; kind: 'ack'; edi: string }
  | { id: number; kind: 'error'; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isWorkerRequest(v: unknown): v is WorkerRequest {
  if (!isRecord(v) || typeof v['id'] !== 'number') return false;
  switch (v['kind']) {
    case 'warm':
      return true;
    case 'inspect':
      return typeof v['text'] === 'string';
    case 'describe':
      return typeof v['doc'] === 'number' && typeof v['from'] === 'number' && typeof v['to'] === 'number';
    case 'json':
      return typeof v['doc'] === 'number';
    case 'ack':
      return typeof v['doc'] === 'number' && typeof v['type'] === 'string' && isAckType(v['type']);
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
    case 'segments':
      return Array.isArray(v['segments']);
    case 'json': {
      const json = v['json'];
      return (
        isRecord(json) &&
        typeof json['preview'] === 'string' &&
        typeof json['length'] === 'number' &&
        json['blob'] instanceof Blob
      );
    }
    case 'ack':
      return typeof v['edi'] === 'string';
    case 'error':
      return typeof v['message'] === 'string';
    default:
      return false;
  }
}
