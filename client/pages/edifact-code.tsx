import { ArrowLeft } from 'lucide-react';
import { data, Link, redirect, useLoaderData } from 'react-router-dom';
import { edifactGuideCopy, guideCopy } from '../../content/pages/reference-guides';
import { edifactMessages, type EdifactEntry } from '../../content/reference-guides/edifact';
import { theme } from '../../shared/theme';
import { usePublicConfig } from '../app/config-context';
import type { PageLoader } from '../app/page-module';
import { ExternalLink } from '../components/external-link';
import { PageHead } from '../components/page-head';
import { breadcrumbList } from '../components/structured-data';
import { buttonStyles, card, cardGrid, container, CtaBand, PageHero } from '../components/ui';

const RELATED = 8;
const GUIDE = '/resources/edifact-messages';

interface CodePage {
  entry: EdifactEntry;
  related: EdifactEntry[];
}

/** One EDIFACT message: its entry and others of the same category; unknown codes are 404. */
export const loader: PageLoader = async ({ params }) => {
  const code = (params['code'] ?? '').toUpperCase();
  const entry = edifactMessages.find((m) => m.code === code);
  if (!entry) throw data(null, { status: 404 });
  if (params['code'] !== code) throw redirect(`${GUIDE}/${code}`, 301); // one canonical spelling
  const related = edifactMessages.filter((m) => m.category === entry.category && m.code !== code).slice(0, RELATED);
  return { entry, related } satisfies CodePage;
};

export default function EdifactCodePage() {
  const { entry, related } = useLoaderData() as CodePage;
  const { siteUrl, referenceUrls } = usePublicConfig();
  const path = `${GUIDE}/${entry.code}`;
  const link = referenceUrls.edifact.replace('{code}', encodeURIComponent(entry.code));
  const copy = guideCopy.codePage;
  return (
    <>
      <PageHead
        title={`${entry.code}: ${entry.name} | EDIFACT D.96A | Northwind EDI`}
        description={`${entry.code} (${entry.name}): ${entry.description}`}
        keywords={[entry.code, `EDIFACT ${entry.code}`, entry.name, 'EDIFACT D96A']}
        canonical={path}
        structuredData={breadcrumbList(siteUrl, [
          { name: 'Home', path: '/' },
          { name: edifactGuideCopy.hero.title, path: GUIDE },
          { name: entry.code, path },
        ])}
      />
      <PageHero eyebrow={edifactGuideCopy.subtitle} title={`${entry.code}: ${entry.name}`} intro={entry.description}>
        <Link to={GUIDE} css={[buttonStyles.base, buttonStyles.secondary]}><ArrowLeft size={18} aria-hidden="true" /> {copy.back}</Link>
      </PageHero>
      <section css={[container, { paddingTop: 40 }]} aria-label={entry.code}>
        <dl css={[card, { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 20px', margin: 0, maxWidth: 640, dt: { fontWeight: 700 }, dd: { margin: 0, color: theme.color.muted } }]}>
          <dt>{copy.category}</dt><dd>{entry.category}</dd>
          <dt>{copy.industry}</dt><dd>{entry.industry}</dd>
          <dt>{copy.usage}</dt><dd>{entry.usage}</dd>
          <dt>{copy.external}</dt><dd><ExternalLink href={link}>{new URL(link).host}</ExternalLink></dd>
        </dl>
        {related.length > 0 && (
          <>
            <h2 css={{ margin: '40px 0 16px' }}>{copy.related}: {entry.category}</h2>
            <ul css={cardGrid(4)}>
              {related.map((r) => (
                <li key={r.code}>
                  <Link to={`${GUIDE}/${r.code}`} css={[card, { display: 'block', textDecoration: 'none', color: theme.color.text, height: '100%' }]}>
                    <strong css={{ fontFamily: theme.font.mono, color: theme.color.brand }}>{r.code}</strong>
                    <span css={{ display: 'block', marginTop: 4 }}>{r.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <CtaBand title={guideCopy.ctaTitle} text={guideCopy.ctaText}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>{guideCopy.getStarted}</Link>
        <Link to="/about-edi-converter" css={[buttonStyles.base, buttonStyles.secondary]}>{guideCopy.tryConverter}</Link>
      </CtaBand>
    </>
  );
}
