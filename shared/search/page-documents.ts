/**
 * Search documents of the route table's pages: each page's head copy (title, description, keywords) from the
 * content module its page module reads, and its copy as body text. The page modules (client/pages/*) export
 * the heads, but shared code cannot import the client: the table below names the same content exports, and a
 * page template without an entry here fails to compile.
 */
import type { HeadCopy } from '../../content/head';
import { integrationHead, integrations } from '../../content/integration-details';
import { integrationModules } from '../../content/integration-pages';
import { inspectorCopy, inspectorHead } from '../../content/inspector/copy';
import { aboutCopy, aboutHead } from '../../content/pages/about';
import { ediCategoryCards, ediCategoryHead } from '../../content/pages/blog-category-edi';
import { blogsCopy, ediCategoryCopy } from '../../content/pages/blogs';
import { careersCopy, careersHead, postings } from '../../content/pages/careers';
import { caseStudies, caseStudiesCopy, caseStudiesHead } from '../../content/pages/case-studies';
import { contactCopy, contactHead, offices } from '../../content/pages/contact';
import { converterCopy, converterHead } from '../../content/pages/converter';
import { developersCopy, developersHead } from '../../content/pages/developers';
import { edifactCopy, edifactIndexHead } from '../../content/pages/edifact-directory';
import { faqCopy, faqHead } from '../../content/pages/faq';
import { guideEditorCopy, guideEditorHead } from '../../content/pages/guide-editor';
import { homeCopy, homeHead } from '../../content/pages/home';
import {
  blogsHead,
  edifactGuideHead,
  integrationsIndexHead,
  x12GuideHead as x12IndexHead,
} from '../../content/pages/index-heads';
import { integrationsIndexCopy } from '../../content/pages/integrations-index';
import { legalDocuments, legalHeads } from '../../content/pages/legal';
import { edifactGuideCopy, x12GuideCopy } from '../../content/pages/reference-guides';
import { supplierProgramCopy, supplierProgramHead } from '../../content/pages/supplier-program';
import { testimonials, testimonialsCopy, testimonialsHead } from '../../content/pages/testimonials';
import { guideAtPath, x12GuideHead } from '../../content/pages/x12-guide';
import { site } from '../../content/site';
import { solutionHead, solutions } from '../../content/solution-details';
import { solutionModules } from '../../content/solution-pages';
import { routeTable, type PageKey, type RouteEntry } from '../routes';
import type { SearchDoc } from './search-types';
import { stringsIn } from './search-text';

/** What the index takes from a page: its head copy, its tags, and the content values its body is made of. */
interface PageWords {
  head: HeadCopy | undefined;
  /** Exact tags of the page (its slug, the standard a guide is about). */
  code?: string;
  copy: readonly unknown[];
}

type PageSource = (path: string) => PageWords | undefined | Promise<PageWords | undefined>;

const fixed =
  (head: HeadCopy, ...copy: unknown[]): PageSource =>
  () => ({ head, copy });

const slugAfter = (path: string, prefix: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : '');

/** Loads a slug's content module from a loader table (keys are the content's typed slugs). */
async function loadModule<T>(table: Readonly<Record<string, () => Promise<{ default: T }>>>, slug: string) {
  const load = Object.entries(table).find(([key]) => key === slug)?.[1];
  return load ? (await load()).default : undefined;
}

/** Every page template: how to read a path's words (undefined: the template has no route-table pages). */
const pageSources: Record<PageKey, PageSource> = {
  home: fixed(homeHead, homeCopy),
  'case-studies': fixed(caseStudiesHead, caseStudiesCopy, caseStudies),
  blogs: fixed(blogsHead, blogsCopy),
  'blog-detail': () => undefined,
  'blog-category-edi': fixed(ediCategoryHead, ediCategoryCopy, ediCategoryCards),
  about: fixed(aboutHead, aboutCopy),
  careers: fixed(careersHead, careersCopy, postings),
  'supplier-program': fixed(supplierProgramHead, supplierProgramCopy),
  legal: (path) => ({ head: legalHeads[path], copy: [Object.entries(legalDocuments).find(([p]) => p === path)?.[1]] }),
  contact: fixed(contactHead, contactCopy, offices),
  converter: fixed(converterHead, converterCopy),
  faq: () => ({ head: faqHead, code: 'FAQ', copy: [faqCopy] }),
  testimonials: fixed(testimonialsHead, testimonialsCopy, testimonials),
  'x12-transaction-sets': () => ({ head: x12IndexHead, code: 'X12', copy: [x12GuideCopy] }),
  'edifact-messages': () => ({ head: edifactGuideHead, code: 'EDIFACT', copy: [edifactGuideCopy] }),
  solution: async (path) => {
    const slug = slugAfter(path, '/solutions/');
    const solution = solutions.find((s) => s.slug === slug);
    if (!solution) return undefined;
    return { head: solutionHead(solution), code: slug, copy: [await loadModule(solutionModules, slug)] };
  },
  integration: async (path) => {
    const slug = slugAfter(path, '/integrations/');
    const integration = integrations.find((i) => i.slug === slug);
    if (!integration) return undefined;
    return { head: integrationHead(integration), code: slug, copy: [await loadModule(integrationModules, slug)] };
  },
  integrations: fixed(integrationsIndexHead, integrationsIndexCopy),
  'reference-code': () => undefined,
  'x12-guide': (path) => {
    const guide = guideAtPath(path);
    return guide && { head: x12GuideHead(path), code: guide.set, copy: [guide.summary] };
  },
  'edi-inspector': fixed(inspectorHead, inspectorCopy),
  'edi-guide-editor': fixed(guideEditorHead, guideEditorCopy),
  // A user's guide, read in the browser: nothing of its own to find.
  'edi-guide-print': () => undefined,
  developers: () => ({ head: developersHead, code: 'API', copy: [developersCopy] }),
  edifact: () => ({ head: edifactIndexHead, code: 'UN/EDIFACT', copy: [edifactCopy] }),
  // The results page finds nothing of its own.
  search: () => undefined,
};

/** Keys whose values are no words: icons, colours, links, images. */
const NOT_WORDS = new Set(['icon', 'href', 'image', 'images', 'logoColor', 'heroGradient', 'slug', 'url', 'path']);

const TITLE_SUFFIX = ` | ${site.name}`;
/** A head title without the site's name: the results are all the site's. */
export const pageTitle = (title: string): string =>
  title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;

async function pageDocument(route: RouteEntry): Promise<SearchDoc | undefined> {
  const words = await pageSources[route.page](route.path);
  if (!words?.head) return undefined;
  const { head, code, copy } = words;
  return {
    id: `page:${route.path}`,
    kind: 'page',
    title: pageTitle(head.title),
    url: route.path,
    ...(code && { code }),
    ...(head.keywords.length > 0 && { keywords: head.keywords.join(', ') }),
    body: stringsIn(copy, NOT_WORDS).join(' '),
    detail: head.description,
  };
}

/** One document per route-table page, in the table's order (solutions, X12 guides and integrations included). */
export async function pageDocuments(): Promise<SearchDoc[]> {
  const docs = await Promise.all(routeTable.map(pageDocument));
  return docs.filter((d): d is SearchDoc => d !== undefined);
}
