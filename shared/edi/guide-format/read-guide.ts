/**
 * A guide from a user (an upload, the API's body, the CLI's --guide-file) read as hostile input: its size and
 * depth bounded before zod checks its shape, every problem reported with its path (structure.3.elements.2.max).
 */
import { GUIDE_LIMITS, isLoopJson, publicGuide, type GuideNodeJson, type PublicGuide } from './schema';

export interface GuideProblem {
  path: string;
  message: string;
}

/** The largest guide file taken (our biggest guide is about 120 KB). */
export const MAX_GUIDE_BYTES = 2 * 1024 * 1024;

function count(nodes: readonly GuideNodeJson[], depth: number): number {
  if (depth > GUIDE_LIMITS.depth) return Infinity;
  let n = 0;
  for (const node of nodes) n += 1 + (isLoopJson(node) ? count(node.children, depth + 1) : node.elements.length);
  return n;
}

/** How deep a JSON value nests, walked without recursion (a hostile file may nest thousands deep). */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, d] = item;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, d);
    if (deepest > limit) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

/**
 * Issues with their paths: a node that matches neither a segment nor a loop is reported by the branch it meant
 * (the one whose key, segment or loop, it has), so the path goes down to the element at fault.
 */
function flatten(issues: readonly Issue[], prefix: PropertyKey[] = []): GuideProblem[] {
  return issues.flatMap((i) => {
    const path = [...prefix, ...i.path];
    if (i.code === 'invalid_union' && i.errors) {
      const meant = i.errors.find(
        (branch) => !branch.some((e) => e.path.length === 1 && (e.path[0] === 'segment' || e.path[0] === 'loop')),
      );
      if (meant) return flatten(meant, path);
    }
    return [{ path: path.map(String).join('.') || '(guide)', message: i.message }];
  });
}

export function readGuide(value: unknown): { guide: PublicGuide } | { problems: GuideProblem[] } {
  // Loops nest at most GUIDE_LIMITS.depth deep; each level is three JSON levels (node, children, array).
  if (depthOf(value, GUIDE_LIMITS.depth * 3 + 8) > GUIDE_LIMITS.depth * 3 + 8)
    return { problems: [{ path: 'structure', message: `nested deeper than ${GUIDE_LIMITS.depth} loops` }] };
  const parsed = publicGuide.safeParse(value);
  if (!parsed.success) return { problems: flatten(parsed.error.issues).slice(0, 20) };
  if (count(parsed.data.structure, 1) > GUIDE_LIMITS.nodes)
    return {
      problems: [
        {
          path: 'structure',
          message: `more than ${GUIDE_LIMITS.nodes} segments and elements, or nested deeper than ${GUIDE_LIMITS.depth}`,
        },
      ],
    };
  return { guide: parsed.data };
}

/** A guide from JSON text (bounded), or its problems. */
export function parseGuide(text: string): { guide: PublicGuide } | { problems: GuideProblem[] } {
  if (text.length > MAX_GUIDE_BYTES) return { problems: [{ path: '(file)', message: 'larger than 2 MB' }] };
  try {
    return readGuide(JSON.parse(text));
  } catch (error) {
    return { problems: [{ path: '(file)', message: error instanceof Error ? error.message : 'not JSON' }] };
  }
}
