import { data, redirect, useLoaderData } from 'react-router-dom';
import { edifactCopy as copy, edifactHeads, edifactIndexHead, syntaxCopy } from '../../content/pages/edifact-directory';
import {
  canonicalEdifactPath,
  EDIFACT_BASE,
  edifactPath,
  edifactPathParts,
  syntaxPath,
  type EdifactPage,
} from '../../shared/edifact-reference';
import { edifactOgImage } from '../../shared/og-images';
import { homeCrumb } from '../../content/head';
import { PageHead } from '../components/page-head';
import { Breadcrumbs, type Crumb } from '../components/reference/breadcrumbs';
import { breadcrumbList } from '../components/structured-data';
import { PageHero } from '../components/ui';
import { EntryFooter } from '../components/edifact/entry-chrome';
import { messageGuide, type MessageGuide } from '../components/edifact/message-guide';
import { InspectLink } from '../components/reference/inspect-link';
import { usePublicConfig } from '../shell/config-context';
import type { DataOf, PageLoader } from '../page-module';
import { referenceQueries } from '../queries/reference-queries';
import { usePageQuery } from '../queries/use-page-query';

/**
 * A message page's views (its structure tree, changes, and our guide's hero picture, facts and context
 * sections) and every other page's (other-views.tsx): two chunks, each page loading the one its kind renders
 * before it renders (the loader, or `prepare` before hydration).
 */
let messageViews: typeof import('../components/edifact/message-views') | undefined;
let otherViews: typeof import('../components/edifact/other-views') | undefined;
const loadViews = async (message: boolean): Promise<void> => {
  if (message) messageViews ??= await import('../components/edifact/message-views');
  else otherViews ??= await import('../components/edifact/other-views');
};
/** The views' modules as the asset manifest names them: the server preloads their files with the page's. */
const MESSAGE_VIEWS = 'client/components/edifact/message-views.tsx';
const OTHER_VIEWS = 'client/components/edifact/other-views.tsx';
/** Whether the loader's data is a message page's (true), another page's (false), or none (an error). */
const isMessageData = (loaderData: unknown): boolean | undefined => {
  const path = typeof loaderData === 'object' && loaderData !== null ? Reflect.get(loaderData, 'path') : undefined;
  return typeof path === 'string' ? edifactPathParts(path)?.kind === 'messages' : undefined;
};

/**
 * Every UN/EDIFACT directory page: the index, a directory, and each message, segment, composite and element
 * of it. Other spellings (D96A, bgm) answer 301 to the canonical one; what the data does not hold, 404.
 */
export const loader: PageLoader<{ path: string; guide?: MessageGuide }> = async ({
  request,
  queryClient,
  services,
}) => {
  const { pathname } = new URL(request.url);
  const parts = edifactPathParts(pathname);
  const canonical = parts && canonicalEdifactPath(parts);
  if (!canonical) throw data(null, { status: 404 });
  if (canonical !== pathname) throw redirect(canonical, 301);
  const page = await (await queryClient()).ensureQueryData(referenceQueries.edifactPage(services, canonical));
  if (!page) throw data(null, { status: 404 });
  // A message of our guide: what the guide says of it, here (its per-code page redirects here, #47). Static
  // content of the client's own, not page data: it travels as loader data.
  const guide = page.kind === 'messages' ? await messageGuide(page.entry.id) : undefined;
  await loadViews(page.kind === 'messages');
  return guide ? { path: canonical, guide } : { path: canonical };
};

export const prepare = async (loaderData: unknown): Promise<void> => {
  const message = isMessageData(loaderData);
  if (message !== undefined) await loadViews(message);
};

export const preloads = (loaderData: unknown): readonly string[] => {
  const message = isMessageData(loaderData);
  return message === undefined ? [] : [message ? MESSAGE_VIEWS : OTHER_VIEWS];
};

export const head = (path: string) => (path === EDIFACT_BASE ? edifactIndexHead : undefined);

/** The trail up from a page: Home, the EDIFACT index, the directory (or syntax version), the entry. */
function crumbsOf(page: EdifactPage): Crumb[] {
  const crumbs = [
    { name: homeCrumb, path: '/' },
    { name: copy.crumb, path: EDIFACT_BASE },
  ];
  if (page.kind === 'index') return crumbs;
  if (page.kind === 'syntax' || page.kind === 'syntax-segment') {
    crumbs.push({ name: syntaxCopy.crumb(page.version), path: syntaxPath(page.version) });
    if (page.kind === 'syntax-segment')
      crumbs.push({ name: page.entry.id, path: syntaxPath(page.version, page.entry.id) });
    return crumbs;
  }
  crumbs.push({ name: page.dir.label, path: edifactPath(page.dir.id) });
  if (page.kind !== 'directory')
    crumbs.push({ name: page.entry.id, path: edifactPath(page.dir.id, page.kind, page.entry.id) });
  return crumbs;
}

/** Title, description, canonical and breadcrumbs of a page, from its data. */
function Head({ page, crumbs }: { page: EdifactPage; crumbs: Crumb[] }) {
  const { siteUrl } = usePublicConfig();
  const structuredData = breadcrumbList(siteUrl, crumbs);
  if (page.kind === 'index') {
    return <PageHead {...edifactIndexHead} canonical={EDIFACT_BASE} structuredData={structuredData} />;
  }
  if (page.kind === 'syntax' || page.kind === 'syntax-segment') {
    const tag = page.kind === 'syntax' ? undefined : page.entry;
    const h = tag ? syntaxCopy.segmentHead(page.version, tag.id, tag.name) : syntaxCopy.head(page.version);
    return (
      <PageHead
        {...h}
        canonical={syntaxPath(page.version, tag?.id)}
        ogImage={edifactOgImage('segments')}
        structuredData={structuredData}
      />
    );
  }
  if (page.kind === 'directory') {
    const h = edifactHeads.directory(page.dir.label, page.summary.counts.messages, page.summary.counts.segments);
    return (
      <PageHead
        {...h}
        canonical={edifactPath(page.dir.id)}
        ogImage={edifactOgImage('directory')}
        structuredData={structuredData}
      />
    );
  }
  const h = edifactHeads.entry(page.kind, page.entry.id, page.entry.name, page.dir.label);
  return (
    <PageHead
      {...h}
      canonical={edifactPath(page.dir.id, page.kind, page.entry.id)}
      ogImage={edifactOgImage(page.kind)}
      structuredData={structuredData}
    />
  );
}

function Body({ page, guide }: { page: EdifactPage; guide: MessageGuide | undefined }) {
  const views = messageViews;
  // Loaded whenever the page is not a message's (loader, prepare).
  const other = otherViews;
  switch (page.kind) {
    case 'index':
      return other && <other.DirectoryIndex page={page} />;
    case 'directory':
      return other && <other.DirectoryLists page={page} />;
    case 'messages':
      return (
        <>
          {guide && views && <views.MessageFacts guide={guide} />}
          {views && <views.MessageView page={page} />}
          {guide && views && <views.MessageContext guide={guide} />}
        </>
      );
    case 'segments':
      return other && <other.SegmentView page={page} />;
    case 'composites':
      return other && <other.CompositeView page={page} />;
    case 'elements':
      return other && <other.ElementView page={page} />;
    case 'syntax':
      return other && <other.SyntaxIndex page={page} />;
    case 'syntax-segment':
      return other && <other.SyntaxSegment page={page} />;
  }
}

function hero(page: EdifactPage): { eyebrow: string; title: string; intro: string } {
  if (page.kind === 'index') return { eyebrow: copy.eyebrow, title: copy.index.title, intro: copy.index.intro };
  if (page.kind === 'syntax')
    return {
      eyebrow: syntaxCopy.eyebrow(page.version),
      title: syntaxCopy.title(page.version),
      intro: syntaxCopy.intro,
    };
  if (page.kind === 'syntax-segment')
    return {
      eyebrow: syntaxCopy.eyebrow(page.version),
      title: `${page.entry.id} ${page.entry.name}`,
      intro: syntaxCopy.segmentIntro(page.version),
    };
  if (page.kind === 'directory')
    return {
      eyebrow: copy.eyebrow,
      title: copy.directory.title(page.dir.label),
      intro: copy.directory.intro(page.dir.label, page.summary.year),
    };
  // Per-segment words come with the page's data (server/reference/edifact-pages.ts), not in this chunk.
  const purpose = page.kind === 'segments' ? page.purpose : undefined;
  return {
    eyebrow: copy.entry.eyebrow(page.dir.label, page.kind),
    title: `${page.entry.id} ${page.entry.name}`,
    intro: purpose ?? copy.entry.intro(page.kind, page.dir.label),
  };
}

export default function EdifactPageView() {
  const { path, guide } = useLoaderData<DataOf<typeof loader>>();
  const page = usePageQuery((services) => referenceQueries.edifactPage(services, path));
  // The loader answered 404 for a path without a page.
  if (!page) return null;
  return <PageView page={page} guide={guide} />;
}

function PageView({ page, guide }: { page: EdifactPage; guide: MessageGuide | undefined }) {
  const { eyebrow, title, intro } = hero(page);
  const crumbs = crumbsOf(page);
  const views = messageViews;
  // The message views are loaded whenever the page is a message's (loader, prepare).
  const message = guide && views && page.kind === 'messages' ? guide : undefined;
  return (
    <>
      <Head page={page} crumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      {message && views && page.kind === 'messages' ? (
        // The guide's own words lead; the picture is UNH as this directory names it.
        <PageHero
          eyebrow={eyebrow}
          title={title}
          intro={message.entry.description}
          aside={<views.MessageVisual guide={message} label={page.dir.label} />}
        >
          <InspectLink code={message.entry.code} />
        </PageHero>
      ) : (
        <PageHero eyebrow={eyebrow} title={title} intro={intro} />
      )}
      {/* Not `main > section`: the shell lays those out only when they come near (global-styles.tsx), a guess
          of 800 px each that made D.01B's scrollbar grow from 7,687 to 16,962 px and End stop short. */}
      <div>
        <Body page={page} guide={message} />
        <EntryFooter page={page} />
      </div>
    </>
  );
}
