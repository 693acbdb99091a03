// /edi-guides/new: a partner's guide built from sample files, edited and kept in the browser. The server renders
// the editor's form (its buttons wait for JavaScript), what a guide is, its format and our guides as examples.
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { guideEditorCopy as copy, guideEditorHead } from '../../content/pages/guide-editor';
import { guideList } from '../../content/x12-guides/guide-list';
import { x12GuidePath } from '../../shared/standards';
import { GuideEditor } from '../components/guide-editor/guide-editor';
import { RouteHead } from '../components/route-head';
import { container, PageHero } from '../components/ui';

const about = css({
  maxWidth: 820,
  p: { margin: '0 0 12px' },
  ul: {
    display: 'grid',
    gap: 6,
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  },
  a: { minHeight: 24, display: 'inline-block' },
});

function About() {
  const a = copy.about;
  return (
    <section css={[container, { padding: '40px 16px 56px' }]} aria-labelledby="about-heading">
      <div css={about}>
        <h2 id="about-heading">{a.heading}</h2>
        {a.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
        <p>{a.needsScript}</p>
        <p>
          <a href={a.schemaPath}>{a.schema}</a>
        </p>
        <p>{a.examples}</p>
        <ul>
          {guideList.flatMap((g) =>
            g.releases.map((r) => (
              <li key={`${g.set}-${r}`}>
                {a.example(g.set, r)}: <Link to={x12GuidePath(g.set, r)}>{a.page}</Link>
                {', '}
                <a href={`${x12GuidePath(g.set, r)}.edi-guide.json`}>{a.json}</a>
              </li>
            )),
          )}
        </ul>
        <p css={{ marginTop: 16 }}>
          {a.api} <Link to="/developers">{a.apiLink}</Link>
        </p>
      </div>
    </section>
  );
}

export default function EdiGuideEditorPage() {
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <section css={[container, { paddingTop: 32 }]} aria-label={copy.title}>
        <GuideEditor />
      </section>
      <About />
    </>
  );
}

/** Head copy of the page. */
export const head = () => guideEditorHead;
