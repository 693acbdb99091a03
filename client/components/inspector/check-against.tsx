// The inspector's "Check against" choice: our guides by default, syntax only, one release of ours, or a guide
// of the user's (saved by the guide editor in IndexedDB, or a file). It needs JavaScript: without it the form
// posts as before and the server checks by the default.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { checkAgainstCopy as copy } from '../../../content/inspector/check-against';
import { OUR_RELEASES, type Against } from '../../inspector/guide-choice';
import type { InspectorSessionState } from '../../inspector/use-inspector-session';
import type { StoredGuide } from '../../lib/guide-store';
import { theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { fileInputStyle } from '../file-input-style';

const valueOf = (a: Against): string =>
  a.kind === 'release' ? `release:${a.release}` : a.kind === 'user' ? `user:${a.id}` : a.kind;

export function CheckAgainst({ session }: { session: Pick<InspectorSessionState, 'against' | 'setAgainst'> }) {
  const { against, setAgainst } = session;
  const [saved, setSaved] = useState<StoredGuide[]>([]);
  const [problem, setProblem] = useState<string>();
  // The store (and the format's validator) load once the page is idle, not in hydration's effects task (#46).
  useEffect(() => {
    let live = true;
    const list = () =>
      void import('../../lib/guide-store')
        .then((store) => store.listGuides())
        .then(
          (guides) => live && setSaved(guides),
          () => live && setSaved([]),
        );
    if (typeof requestIdleCallback !== 'function') {
      list();
      return () => void (live = false);
    }
    const id = requestIdleCallback(list, { timeout: 2000 });
    return () => {
      live = false;
      cancelIdleCallback(id);
    };
  }, []);

  const choose = (value: string) => {
    setProblem(undefined);
    const release = OUR_RELEASES.find((r) => value === `release:${r}`);
    const mine = saved.find((g) => value === `user:${g.id}`);
    if (release) setAgainst({ kind: 'release', release });
    else if (mine) setAgainst({ kind: 'user', id: mine.id, guide: mine.guide });
    else if (value === 'none') setAgainst({ kind: 'none' });
    else if (value === 'auto') setAgainst({ kind: 'auto' });
  };
  const upload = async (file: File) => {
    const [{ parseGuide }, { internalGuideOf }] = await Promise.all([
      import('../../../shared/edi/guide-format/read-guide'),
      import('../../../shared/edi/guide-format/to-internal'),
    ]);
    const read = parseGuide(await file.text().catch(() => ''));
    if ('problems' in read) setProblem(copy.badFile(read.problems.map((p) => `${p.path}: ${p.message}`)));
    else if (!internalGuideOf(read.guide)) setProblem(copy.unsupported);
    else {
      setProblem(undefined);
      setAgainst({ kind: 'user', id: '', guide: read.guide });
    }
  };

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginTop: 16 }}>
      <div css={{ minWidth: 0, maxWidth: '100%' }}>
        <label htmlFor="against" css={fieldStyles.label}>
          {copy.label}
        </label>
        <select
          id="against"
          value={valueOf(against)}
          css={[fieldStyles.control, { width: '100%' }]}
          aria-describedby="against-hint"
          onChange={(e) => choose(e.currentTarget.value)}
        >
          <option value="auto">{copy.auto}</option>
          <option value="none">{copy.none}</option>
          {OUR_RELEASES.map((r) => (
            <option key={r} value={`release:${r}`}>
              {copy.release(r)}
            </option>
          ))}
          {saved.map((g) => (
            <option key={g.id} value={`user:${g.id}`}>
              {copy.mine(g.guide.title, g.guide.set)}
            </option>
          ))}
          {against.kind === 'user' && against.id === '' && (
            <option value="user:">{copy.uploaded(against.guide.title, against.guide.set)}</option>
          )}
        </select>
      </div>
      <div css={{ maxWidth: '100%' }}>
        <label htmlFor="against-file" css={fieldStyles.label}>
          {copy.upload}
        </label>
        <input
          id="against-file"
          type="file"
          accept=".json,application/json"
          css={fileInputStyle}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      <p id="against-hint" css={{ flexBasis: '100%', margin: 0, color: theme.color.muted, fontSize: '.9rem' }}>
        {copy.hint} <Link to="/edi-guides/new">{copy.editor}</Link>
      </p>
      {problem && (
        <p role="alert" css={[fieldStyles.error, { flexBasis: '100%' }]}>
          {problem}
        </p>
      )}
    </div>
  );
}
