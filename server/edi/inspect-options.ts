/**
 * The API's query parameters, checked before any work: `directory` (an EDIFACT directory to check every
 * message against), `guide` (an X12 guide release, or none), `maxFindings` and `segments` (`all`: every
 * set's segments with their elements in the report; `none`, the default: envelopes, counts and findings). Anything else, repeated or
 * out of range is a 400 that says what is accepted: a typo must not silently check the wrong way.
 */
import directories from '../../shared/edi/data/edifact/directories.json';
import { guideList } from '../../content/x12-guides/guide-list';
import { apiCopy } from '../../content/inspector/api-copy';
import { NO_GUIDE } from '../../shared/edi/load/x12-guides';
import { Collector } from '../../shared/edi/rules/findings';
import type { ReportOptions } from '../../shared/edi/writers/report';

/** Directory ids as the data names them (d96a), and their labels (D.96A) for messages. */
const directoryIds = new Set(directories.map((d) => d.id));
const firstLabel = directories[0]?.label ?? '';
const lastLabel = directories.at(-1)?.label ?? '';

/** The releases we publish guides in, and 'none'. */
export const GUIDE_CHOICES: readonly string[] = [...new Set(guideList.flatMap((g) => g.releases)), NO_GUIDE].sort();

export const INSPECT_PARAMETERS = ['directory', 'guide', 'maxFindings', 'segments'] as const;
/** What `segments` takes. */
export const SEGMENTS_CHOICES = ['none', 'all'] as const;
const parameters = new Set<string>(INSPECT_PARAMETERS);

/** A directory as people write it (D.01B, D01B, d01b, D:01B) → its id (d01b). */
export const directoryParam = (value: string): string => value.toLowerCase().replace(/[.:\s]/g, '');

/** The options a query asks for, or the 400's message. */
export function inspectOptions(query: Readonly<Record<string, unknown>>): ReportOptions | { error: string } {
  const options: ReportOptions = {};
  const e = apiCopy.parameters;
  for (const [name, raw] of Object.entries(query)) {
    if (!parameters.has(name)) return { error: e.unknown(name, INSPECT_PARAMETERS) };
    if (typeof raw !== 'string') return { error: e.once(name) };
    const value = raw.slice(0, 64);
    if (name === 'directory') {
      const id = directoryParam(value);
      if (!directoryIds.has(id)) return { error: e.directory(value, firstLabel, lastLabel) };
      options.directory = id;
    } else if (name === 'segments') {
      const choice = SEGMENTS_CHOICES.find((c) => c === value);
      if (!choice) return { error: e.segments(value, SEGMENTS_CHOICES) };
      options.segments = choice;
    } else if (name === 'guide') {
      if (!GUIDE_CHOICES.includes(value)) return { error: e.guide(value, GUIDE_CHOICES) };
      options.guide = value;
    } else {
      const n = /^\d{1,4}$/.test(value) ? Number(value) : 0;
      if (n < 1 || n > Collector.MAX) return { error: e.maxFindings(value, Collector.MAX) };
      options.maxFindings = n;
    }
  }
  return options;
}
