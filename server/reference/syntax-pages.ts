/**
 * The ISO 9735 service segments (UNB, UNH…) as pages beside the directories, per syntax version: the
 * directories use them but do not define them (shared/edi/data/edifact-service.ts holds version 3).
 */
import { serviceSegments } from '../../shared/edi/data/edifact-service';
import { isComposite, type SimpleElementDef } from '../../content/directories/directory-types';
import {
  SERVICE_SYNTAX,
  type SyntaxPage,
  type SyntaxSegmentPage,
  type SyntaxPart,
} from '../../shared/edifact-reference';

/** The syntax versions we publish service segments for. */
export const SYNTAX_VERSIONS: readonly string[] = [SERVICE_SYNTAX];

const position = (i: number) => String((i + 1) * 10).padStart(3, '0');

/** an..35 (variable up to 35) or n1 (exactly 1), as the directories write it. */
const formatOf = (e: SimpleElementDef) =>
  `${e.type}${e.minLength !== undefined && e.minLength === e.maxLength ? '' : '..'}${e.maxLength ?? ''}`;

const simple = (e: SimpleElementDef, i: number) => ({
  position: position(i),
  id: e.id,
  name: e.name,
  mandatory: e.required,
  format: formatOf(e),
});

export function syntaxPageData(version: string, tag?: string): SyntaxPage | SyntaxSegmentPage | undefined {
  if (!SYNTAX_VERSIONS.includes(version)) return undefined;
  if (tag === undefined)
    return {
      kind: 'syntax',
      version,
      segments: Object.entries(serviceSegments).map(([id, s]) => ({ id, name: s.name })),
    };
  // Own keys only: the table is a plain object ("constructor" must not reach it).
  const segment = Object.hasOwn(serviceSegments, tag) ? serviceSegments[tag] : undefined;
  if (!segment) return undefined;
  return {
    kind: 'syntax-segment',
    version,
    entry: { id: tag, name: segment.name },
    parts: segment.elements.map((e, i): SyntaxPart =>
      isComposite(e)
        ? { position: position(i), id: e.id, name: e.name, mandatory: e.required, components: e.components.map(simple) }
        : simple(e, i),
    ),
  };
}
