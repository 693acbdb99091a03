/**
 * Downloads written to disk as they are made: where the browser offers a save dialog (the File System
 * Access API, https://wicg.github.io/file-system-access/#api-showsavefilepicker), the worker writes the
 * conversion into the chosen file piece by piece, so a 100 MB batch's 500 MB JSON is never held whole.
 * Elsewhere the download is a Blob made of pieces (session.ts, exportFile).
 */
import { OUTPUTS } from '../../shared/edi/writers/convert-outputs';
import type { ExportFormat } from './export-format';

interface SaveFilePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<FileSystemFileHandle>;
}

const hasSavePicker = (target: object): target is SaveFilePicker =>
  'showSaveFilePicker' in target && typeof target.showSaveFilePicker === 'function';

/** Whether this browser can stream a download into a file the visitor picks. */
export const canSaveToFile = (): boolean => typeof window !== 'undefined' && hasSavePicker(window);

export const exportName = (format: ExportFormat): string => `edi-inspector.${OUTPUTS[format].extension}`;

/** Asks where to save; undefined when the visitor closes the dialog. */
export async function pickSaveFile(
  format: ExportFormat,
  description: string,
): Promise<FileSystemFileHandle | undefined> {
  if (!hasSavePicker(window)) return undefined;
  const { type, extension } = OUTPUTS[format];
  try {
    return await window.showSaveFilePicker({
      suggestedName: exportName(format),
      types: [{ description, accept: { [type.split(';')[0] ?? type]: [`.${extension}`] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    throw error;
  }
}

/** Pieces gathered to about this size before each write: fewer, larger writes to disk. */
const WRITE_SIZE = 1024 * 1024;

/** Writes `pieces` into `file` as they come; the bytes written. */
export async function writePieces(file: FileSystemFileHandle, pieces: Iterable<string> | Uint8Array): Promise<number> {
  const stream = await file.createWritable();
  let bytes = 0;
  try {
    if (pieces instanceof Uint8Array) {
      await stream.write(new Uint8Array(pieces));
      bytes = pieces.byteLength;
    } else {
      const encoder = new TextEncoder();
      let batch: string[] = [];
      let size = 0;
      const flush = async () => {
        const chunk = encoder.encode(batch.join(''));
        bytes += chunk.byteLength;
        await stream.write(chunk);
        batch = [];
        size = 0;
      };
      for (const piece of pieces) {
        batch.push(piece);
        size += piece.length;
        if (size >= WRITE_SIZE) await flush();
      }
      await flush();
    }
    await stream.close();
  } catch (error) {
    await stream.abort().catch(() => {});
    throw error;
  }
  return bytes;
}
