// Reads one UNECE directory zip (as smooks/unedifact keeps them: zips inside the zip) into its text files,
// by kind: segments (EDSD/TRSD), composites (EDCD/TRCD), elements (EDED/TRED), code lists (UNCL),
// messages (EDMD/TRMD), and their indexes (…I1: tag and name). Bytes are read as CP437, whose box-drawing
// characters the message tables use, mapped to the ASCII ones later directories use.
import { unzipSync } from 'fflate';

/** CP437 box-drawing bytes → ASCII, as the directories from about 2001 on draw their tables. */
/** @type {Record<number, string>} */
const BOX = {
  0xc4: '-',
  0xb3: '|',
  0xbf: '+',
  0xd9: '+',
  0xc1: '+',
  0xc2: '+',
  0xda: '+',
  0xc0: '+',
  0xb4: '+',
  0xc3: '+',
  0xc5: '+',
};

/**
 * 0x80–0x9F as Windows-1252 reads them (D.01B's files write the apostrophe of "Insurer's" as 0x92): in
 * ISO 8859-1 they are control characters no name holds.
 */
// (A table: Node's TextDecoder('windows-1252') decodes these bytes as ISO 8859-1.) 0x81, 0x8D, 0x8F, 0x90
// and 0x9D are undefined in Windows-1252 and stay as they are.
const C1_CHARS = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
/** @type {Record<number, string>} */
const C1 = Object.fromEntries([...C1_CHARS].map((c, k) => [0x80 + k, c]));

/** @param {Uint8Array} bytes */
export function decode(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    let s = '';
    for (const b of chunk) s += b < 0x80 ? String.fromCharCode(b) : (BOX[b] ?? C1[b] ?? String.fromCharCode(b));
    out += s;
  }
  return out.replace(/\r\n?/g, '\n');
}

/** Only zips and the directory's text files are inflated (some zips also carry PKUNZIP.EXE and PDFs). */
const wanted = (/** @type {{ name: string }} */ f) =>
  /\.zip$|(SD|CD|ED|UNCL|UNSL|_[DS])[^/]*\.\d\d[A-Z]$/i.test(f.name);

/**
 * Every file of a zip, zips inside it opened too, by upper-case base name.
 * @param {Uint8Array} zip
 * @returns {Map<string, Uint8Array>}
 */
export function unzipAll(zip) {
  /** @type {Map<string, Uint8Array>} */
  const files = new Map();
  const walk = (/** @type {Uint8Array} */ data) => {
    for (const [name, content] of Object.entries(unzipSync(data, { filter: wanted }))) {
      const base = name.split('/').pop()?.toUpperCase() ?? '';
      if (!base) continue;
      if (base.endsWith('.ZIP')) walk(content);
      else files.set(base, content);
    }
  };
  walk(zip);
  return files;
}

const KINDS = /** @type {const} */ ({
  segments: /^(ED|TR)SD\.\d\d[A-Z]$/,
  segmentIndex: /^(ED|TR)SDI1\.\d\d[A-Z]$/,
  composites: /^(ED|TR)CD\.\d\d[A-Z]$/,
  compositeIndex: /^(ED|TR)CDI1\.\d\d[A-Z]$/,
  elements: /^(ED|TR)ED\.\d\d[A-Z]$/,
  codes: /^UNCL(-\d)?\.\d\d[A-Z]$/,
  serviceCodes: /^UNSL(-\d)?\.\d\d[A-Z]$/,
});

/**
 * The text files of one directory by kind; messages by their code.
 * @param {Uint8Array} zip
 */
export function directoryFiles(zip) {
  const files = unzipAll(zip);
  /** @type {Record<keyof typeof KINDS, string[]>} */
  const byKind = {
    segments: [],
    segmentIndex: [],
    composites: [],
    compositeIndex: [],
    elements: [],
    codes: [],
    serviceCodes: [],
  };
  /** @type {Map<string, string>} */
  const messages = new Map();
  for (const [name, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = /** @type {(keyof typeof KINDS)[]} */ (Object.keys(KINDS)).find((k) => KINDS[k].test(name));
    if (kind) byKind[kind].push(decode(bytes));
    const message = /^([A-Z]{6})_[DS]\.\d\d[A-Z]$/.exec(name);
    if (message?.[1]) messages.set(message[1], decode(bytes));
  }
  return { ...byKind, messages, names: [...files.keys()] };
}
