import { css } from '@emotion/react';
import { legalCopy, legalDocuments, legalHeads } from '../../content/pages/legal';
import { theme } from '../lib/theme';
import { useRouteHandle } from '../shell/route-entry';
import { LegalVisual } from '../components/hero/legal-visual';
import { RouteHead } from '../components/route-head';
import { container, PageHero } from '../components/ui';

const isLegalPath = (path: string): path is keyof typeof legalDocuments => path in legalDocuments;

const article = css([
  container,
  {
    maxWidth: 860,
    padding: '48px 16px 0',
    fontSize: '1.05rem',
    h2: { fontSize: '1.35rem', margin: '36px 0 10px' },
    p: { margin: '0 0 12px' },
    li: { marginBottom: 8 },
  },
]);

/** Privacy policy and terms: one template over content/pages/legal.ts. */
export default function LegalPage() {
  const path = useRouteHandle()?.path ?? '';
  if (!isLegalPath(path)) throw new Error(`No legal document for ${path}`);
  const doc = legalDocuments[path];
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={doc.eyebrow} title={doc.title} intro={doc.intro} aside={<LegalVisual doc={doc} />} />
      <article css={article}>
        <nav
          aria-label={legalCopy.toc}
          css={{ background: theme.color.surfaceAlt, borderRadius: theme.radius.md, padding: '16px 20px' }}
        >
          <ol css={{ margin: 0, paddingLeft: 22, columns: '2 260px' }}>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
            <h2 id={`${s.id}-heading`}>{doc.numbered ? `${i + 1}. ${s.heading}` : s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
            {s.list && (
              <ul>
                {s.list.map((item) => (
                  <li key={item.slice(0, 32)}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </>
  );
}

/** Head copy of the page at a path. */
export const head = (path: string) => legalHeads[path];
