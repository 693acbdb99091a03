/**
 * A chosen file read in chunks (File.stream()) in the inspector's worker: the page hears how many bytes and
 * transaction sets or messages have gone by while the rest is read, and the text never crosses to the page.
 */

/** How far a file's reading has got. */
export interface ReadProgress {
  bytes: number;
  /** ST or UNH segment starts seen so far (a set split across two chunks is counted with the next). */
  sets: number;
}

/** The largest file the inspector reads (a paste keeps the API's 5 MB). */
export const FILE_LIMIT = 100 * 1024 * 1024;

const SET_START = /(?:^|[~'\n\r])[ \t]*(?:ST\*|UNH\+)/g;
/** At most one progress report per this many milliseconds. */
const REPORT_EVERY_MS = 50;

export async function readFileText(file: Blob, progress: (p: ReadProgress) => void): Promise<string> {
  const reader = file.stream().pipeThrough(new TextDecoderStream('utf-8')).getReader();
  const parts: string[] = [];
  let bytes = 0;
  let sets = 0;
  let reported = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    // Characters, not bytes: close enough for a progress bar over an EDI file (ASCII, or nearly).
    bytes = Math.min(file.size, bytes + value.length);
    sets += value.match(SET_START)?.length ?? 0;
    const now = performance.now();
    if (now - reported >= REPORT_EVERY_MS) {
      reported = now;
      progress({ bytes, sets });
    }
  }
  progress({ bytes: file.size, sets });
  return parts.join('');
}
