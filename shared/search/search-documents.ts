/**
 * The site search's documents, made from the content modules (never by crawling): the route table's pages, the
 * API's finding codes, blog posts, FAQ entries, the X12 sets and EDIFACT messages of the guides, and the default
 * directory's pages. Two sets: the browser's (no body text, no code-list entries: serialised into the dialog's
 * index, aim ≤ 250 KB gzip) and the server's (everything). Both are in content order, so the same content always
 * gives the same index.
 */
import { findingDocs } from '../edi/rules';
import { faqCategories } from '../../content/pages/faq';
import { blogSlug } from '../blog';
import { findingCodes } from '../edi/rules/finding-codes';
import { directoryData, directoryDocuments, searchDirectory, serviceSegmentDocuments } from './directory-documents';
import { pageDocuments } from './page-documents';
import { edifactGuideDocuments, x12Documents } from './reference-documents';
import { CODE_ENTRY_PREFIX, type SearchDoc, type SearchPost } from './search-types';
import { plainTextOf, shortLine } from './search-text';

/** Every finding code of the engine at its anchor on /developers, with our cause and fix. */
export const findingDocuments = (): SearchDoc[] =>
  Object.entries(findingCodes).map(([code, def]) => {
    const doc = findingDocs[code];
    return {
      id: `finding:${code}`,
      kind: 'finding',
      title: code,
      url: `/developers#${code}`,
      code,
      keywords: `finding code, ${def.severity}`,
      ...(doc && { body: `${doc.cause} ${doc.fix}`, detail: doc.cause }),
    };
  });

/** Every FAQ entry at its anchor on /faq (the page gives each question `id="q-{id}"`). */
export const faqDocuments = (): SearchDoc[] =>
  faqCategories.flatMap((category) =>
    category.questions.map((q) => ({
      id: `faq:${q.id}`,
      kind: 'faq',
      title: q.question,
      url: `/faq#q-${q.id}`,
      keywords: category.name,
      body: q.answer,
      detail: shortLine(q.answer),
    })),
  );

/** A post at `/blogs/{slug}`: its tags as exact tags, its text (markup stripped) as body. */
export const blogDocuments = (posts: readonly SearchPost[]): SearchDoc[] =>
  posts.map((post) => {
    // The blog's own slug rule when a source leaves it empty (docs/spec.md, "Blog detail").
    const slug = post.slug || blogSlug(post.title);
    return {
      id: `blog:${slug}`,
      kind: 'blog',
      title: post.title,
      url: `/blogs/${slug}`,
      ...(post.tags.length > 0 && { code: post.tags.join(' ') }),
      keywords: post.author,
      body: [post.excerpt, post.content === undefined ? '' : plainTextOf(post.content)].join(' '),
      detail: post.excerpt,
    };
  });

async function allDocuments(posts: readonly SearchPost[], withCodes: boolean): Promise<SearchDoc[]> {
  const directory = await directoryData(searchDirectory());
  const guide = edifactGuideDocuments();
  // A guide's message is at its directory page (shared/code-pages.ts): one result for it, the guide's.
  const guideUrls = new Set(guide.map((d) => d.url));
  return [
    ...(await pageDocuments()),
    ...findingDocuments(),
    ...x12Documents(),
    ...guide,
    ...(directory ? directoryDocuments(directory, withCodes).filter((d) => !guideUrls.has(d.url)) : []),
    ...serviceSegmentDocuments(),
    ...blogDocuments(posts),
    ...faqDocuments(),
  ];
}

/** Everything, body text and the default directory's code-list entries included: the server's index. */
export const serverDocuments = (posts: readonly SearchPost[]): Promise<SearchDoc[]> => allDocuments(posts, true);

/** Titles, codes, keywords and details of everything but code-list entries: the browser's index. */
export async function browserDocuments(posts: readonly SearchPost[]): Promise<SearchDoc[]> {
  return (await allDocuments(posts, false))
    .filter((doc) => !doc.id.startsWith(CODE_ENTRY_PREFIX))
    .map(({ body: _body, ...doc }) => doc);
}
