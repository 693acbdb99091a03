/** How much of a document the inspector's first screen shows: small, so the page can load it with itself. */
import type { ViewBudget } from '../../shared/inspector/view';

/**
 * What the browser's first screen needs: every transaction (the tree pages through them), with the
 * segments of the one the tree opens (the first, when there are at most OPEN_SINGLE); the rest are
 * described when a transaction is opened.
 */
export const FIRST_SCREEN: ViewBudget = { segments: 200, transactions: Number.POSITIVE_INFINITY, groups: 50 };
/** Up to this many transactions, the tree opens the first (client/components/inspector/result.tsx). */
export const OPEN_SINGLE = 20;
/** The preview shows the beginning of a large JSON; copy and download carry all of it. */
export const JSON_PREVIEW_CHARS = 100_000;
