import { parseHTML } from 'linkedom';
import { previewFallback as say } from '../../content/pages/reference-guides';

export interface Preview {
  description: string;
  purpose: string;
  usage: string;
  segments: string[];
}

const MAX_SEGMENTS = 10;
const FALLBACK_PARAGRAPHS = 3;
const MIN_PARAGRAPH = 20;

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const byClass = (doc: Document, ...words: string[]) =>
  [...doc.querySelectorAll('[class]')].filter((el) =>
    words.some((w) => (el.getAttribute('class') ?? '').toLowerCase().includes(w)),
  );

/**
 * docs/spec.md, "Reference preview", in order: description (class mentions description, else the first paragraph or an
 * intro element), purpose (purpose/overview), usage (usage/common), up to 10 segments; when neither
 * description nor purpose is found, up to 3 paragraphs over 20 characters from main/article.
 * Then docs/spec.md, "Reference preview"'s fallbacks for what is still missing.
 */
export function extractPreview(
  html: string,
  fallback: { code: string; name: string; standard: string; noun: string },
): Preview {
  const { document } = parseHTML(html);
  let description =
    text(byClass(document, 'description')[0]) ||
    text(document.querySelector('p')) ||
    text(byClass(document, 'intro')[0]);
  const purpose = text(byClass(document, 'purpose', 'overview')[0]);
  const usage = text(byClass(document, 'usage', 'common')[0]);
  const segments = byClass(document, 'segment').map(text).filter(Boolean).slice(0, MAX_SEGMENTS);

  if (!description && !purpose) {
    const area =
      document.querySelector('main') ?? document.querySelector('[role="main"]') ?? document.querySelector('article');
    description = [...(area?.querySelectorAll('p') ?? [])]
      .map(text)
      .filter((p) => p.length > MIN_PARAGRAPH)
      .slice(0, FALLBACK_PARAGRAPHS)
      .join('\n\n');
  }
  const kind = fallback.noun;
  return {
    description: description || say.description(kind),
    purpose: purpose || say.purpose(fallback.code, fallback.name, fallback.standard),
    usage,
    segments,
  };
}
