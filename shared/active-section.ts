import { activeRules } from '../content/navigation';

export type ActiveSection = (typeof activeRules)[number]['section'];

/** Which header entry is highlighted for a path (spec part 1 §2.2). */
export function activeSection(pathname: string): ActiveSection | undefined {
  return activeRules.find((rule) =>
    rule.exact !== undefined ? pathname === rule.exact : rule.prefixes?.some((p) => pathname.startsWith(p)),
  )?.section;
}
