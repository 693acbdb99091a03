import { css } from '@emotion/react';
import { Check, Download, Eye, ExternalLinkIcon as ExternalIcon } from '../components/icon';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import {
  caseStudies,
  caseStudiesCopy as copy,
  type CaseStudy,
  caseStudiesHead,
} from '../../content/pages/case-studies';
import { theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { ExternalLink } from '../components/external-link';
import { CaseStudiesVisual } from '../components/hero/case-studies-visual';
import { Icon } from '../components/icon';
import { Modal } from '../components/modal';
import { RouteHead } from '../components/route-head';
import { buttonStyles, card, cardGrid, container, CtaBand, PageHero } from '../components/ui';
import { ButtonLink } from '../components/button-link';

// Three actions on one row in a 1280 px card; on narrower cards they wrap and share the width.
const small = css([buttonStyles.base, { flex: '1 1 auto', gap: 6, padding: '8px 9px', fontSize: '.88rem' }]);
const hrefOf = (s: CaseStudy) => `/case-studies/${s.filename}`;
const PAGE = '/case-studies';
/** The preview lives in the URL (?preview=id), so the server renders it and it works without JavaScript. */
const previewHref = (s: CaseStudy) => `?preview=${encodeURIComponent(s.id)}`;

export default function CaseStudiesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = caseStudies.find((s) => s.id === params.get('preview'));
  const close = () => void navigate(PAGE, { replace: true, preventScrollReset: true });
  const { siteUrl } = usePublicConfig();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: copy.hero.title,
    itemListElement: caseStudies.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Report',
        name: s.title,
        description: s.description,
        about: s.industry,
        encodingFormat: 'application/pdf',
        url: `${siteUrl}${hrefOf(s)}`,
      },
    })),
  };
  return (
    <>
      <RouteHead structuredData={structuredData} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<CaseStudiesVisual />}
      />
      <section css={[container, { paddingTop: 56 }]} aria-label={copy.hero.title}>
        <ul css={cardGrid(3)}>
          {caseStudies.map((s) => (
            <li
              key={s.id}
              css={[card, { display: 'flex', flexDirection: 'column', borderTop: `4px solid ${s.color}` }]}
            >
              <div css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                <span
                  css={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 40,
                    height: 40,
                    borderRadius: theme.radius.md,
                    background: s.color,
                    color: '#fff',
                  }}
                >
                  <Icon name={s.icon} />
                </span>
                <span
                  css={{
                    fontSize: '.8rem',
                    fontWeight: 700,
                    letterSpacing: '.06em',
                    textTransform: 'uppercase',
                    color: s.color,
                  }}
                >
                  {s.industry}
                </span>
              </div>
              <h2 css={{ fontSize: '1.15rem', margin: '12px 0 8px' }}>{s.title}</h2>
              {/* The description takes the slack, so highlights and actions line up at the cards' feet. */}
              <p css={{ flex: 1 }}>{s.description}</p>
              <ul css={{ listStyle: 'none', padding: 0, margin: '12px 0 16px', display: 'grid', gap: 6 }}>
                {s.highlights.map((h) => (
                  <li key={h} css={{ display: 'flex', gap: 8 }}>
                    <Check size={16} color="#2e7d32" aria-hidden="true" css={{ flex: 'none', marginTop: 4 }} />
                    {h}
                  </li>
                ))}
              </ul>
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                <ExternalLink
                  href={hrefOf(s)}
                  css={[small, buttonStyles.primary]}
                  aria-label={`${copy.view} ${s.title} (${copy.pdfLabel}, new tab)`}
                >
                  <ExternalIcon size={16} aria-hidden="true" /> {copy.view}
                </ExternalLink>
                <a
                  href={hrefOf(s)}
                  download={s.filename}
                  css={[small, buttonStyles.outline]}
                  aria-label={`${copy.download} ${s.title} (${copy.pdfLabel})`}
                >
                  <Download size={16} aria-hidden="true" /> {copy.download}
                </a>
                <Link
                  to={previewHref(s)}
                  replace
                  preventScrollReset
                  css={[small, buttonStyles.outline, { background: '#fff' }]}
                  aria-haspopup="dialog"
                >
                  <Eye size={16} aria-hidden="true" /> {copy.preview}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand title={copy.contact.title} text={copy.contact.text}>
        <ButtonLink to="/contact" variant="primary">
          {copy.contact.cta}
        </ButtonLink>
      </CtaBand>
      {selected && (
        <Modal
          title={copy.previewTitle(selected.title)}
          closeLabel={copy.closePreview}
          onClose={close}
          closeHref={PAGE}
          footer={
            <>
              <ButtonLink to={hrefOf(selected)} download={selected.filename} variant="primary">
                <Download size={18} aria-hidden="true" /> {copy.download}
              </ButtonLink>
              <Link
                to={PAGE}
                replace
                preventScrollReset
                css={[buttonStyles.base, buttonStyles.outline, { background: '#fff' }]}
                onClick={(event) => {
                  event.preventDefault();
                  close();
                }}
              >
                {copy.close}
              </Link>
            </>
          }
        >
          {/* Our own PDF: a sandboxed frame would stop the browser's PDF viewer from loading. */}
          {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
          <iframe
            src={hrefOf(selected)}
            title={selected.title}
            css={{
              width: '100%',
              height: '65vh',
              border: 0,
              borderRadius: theme.radius.sm,
              background: theme.color.surfaceAlt,
            }}
          />
        </Modal>
      )}
    </>
  );
}

/** Head copy of the page. */
export const head = () => caseStudiesHead;
