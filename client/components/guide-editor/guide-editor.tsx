import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import { useHydrated } from '../../hooks/use-hydrated';
import { mq, theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { GuideFileInput } from './guide-file-input';
import { ShieldCheck } from '../icon';
import { panel } from '../inspector/styles';
import { buttonStyles } from '../ui';
import { GuideTree } from './guide-tree';
import { SampleInput } from './sample-input';
import { SegmentPanel } from './segment-panel';
import { useGuideEditor, type GuideEditorState } from './use-guide-editor';

const copy = guideEditorCopy;
const small = css({ padding: '8px 14px', fontSize: '.95rem' });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '12px 0' });
const columns = css({
  display: 'grid',
  gap: 20,
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
});

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/** Ctrl/Cmd+Z undoes the last edit (fields keep their own undo while typing), Ctrl/Cmd+S saves. */
function useShortcuts(state: GuideEditorState) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        void state.save();
      } else if (key === 'z' && !isTyping(e.target)) {
        e.preventDefault();
        state.undo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state]);
}

/** The print view of the saved guide (/edi-guides/print reads it from IndexedDB): saved first if it has changes. */
const printPath = (id: string) => `/edi-guides/print?guide=${encodeURIComponent(id)}`;

function PrintLink({ state }: { state: GuideEditorState }) {
  const navigate = useNavigate();
  return (
    <Link
      to={state.id ? printPath(state.id) : '/edi-guides/print'}
      css={[buttonStyles.base, buttonStyles.outline, small]}
      onClick={(e) => {
        if (state.id && !state.dirty) return;
        e.preventDefault();
        void state.save().then((id) => id && navigate(printPath(id)));
      }}
    >
      {copy.file.print}
    </Link>
  );
}

function FileBar({ state }: { state: GuideEditorState }) {
  const f = copy.file;
  return (
    <div css={toolbar}>
      <button type="button" css={[buttonStyles.base, buttonStyles.primary, small]} onClick={() => void state.save()}>
        {f.save} <kbd css={{ fontSize: '.75rem', fontFamily: 'inherit' }}>{f.saveHint}</kbd>
      </button>
      <button
        type="button"
        css={[buttonStyles.base, buttonStyles.outline, small]}
        disabled={!state.canUndo}
        onClick={state.undo}
      >
        {f.undo} <kbd css={{ fontSize: '.75rem', fontFamily: 'inherit' }}>{f.undoHint}</kbd>
      </button>
      <button type="button" css={[buttonStyles.base, buttonStyles.outline, small]} onClick={state.download}>
        {f.download}
      </button>
      <PrintLink state={state} />
      <span css={{ color: state.dirty ? theme.color.accentDeep : '#1b5e20', fontWeight: 600 }} data-save-state="">
        {state.dirty ? f.unsaved : f.saved}
      </span>
      <Link to="/edi-inspector" css={{ marginLeft: 'auto' }}>
        {f.check}
      </Link>
    </div>
  );
}

function OpenBar({ state }: { state: GuideEditorState }) {
  const f = copy.file;
  const hydrated = useHydrated();
  return (
    <div css={[toolbar, { alignItems: 'flex-end' }]}>
      {state.saved.length > 0 && (
        <div>
          <label htmlFor="saved-guides" css={fieldStyles.label}>
            {f.open}
          </label>
          <select
            id="saved-guides"
            value={state.id ?? ''}
            css={[fieldStyles.control, { width: 'auto', maxWidth: '100%' }]}
            onChange={(e) => void state.open(e.currentTarget.value)}
          >
            {state.id === undefined && <option value="">—</option>}
            {state.saved.map((g) => (
              <option key={g.id} value={g.id}>
                {`${g.guide.title} (${g.guide.set}, ${new Date(g.saved).toLocaleString()})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <GuideFileInput id="guide-file" label={f.upload} hydrated={hydrated} onFile={(file) => void state.upload(file)} />
    </div>
  );
}

/** The editor: sample files in, the inferred guide as a tree with its segments' elements, kept in IndexedDB. */
export function GuideEditor() {
  const state = useGuideEditor();
  const { guide, note, selected, focusElement, setFocusElement } = state;
  useShortcuts(state);

  return (
    <div css={panel}>
      <h2 css={{ margin: '0 0 8px' }}>{copy.input.heading}</h2>
      <p css={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '0 0 16px', color: '#1b5e20' }}>
        <ShieldCheck size={20} aria-hidden="true" css={{ flex: 'none' }} /> {copy.privacy}
      </p>
      <SampleInput busy={state.busy} infer={state.infer} />
      <OpenBar state={state} />
      <output
        id="editor-note"
        css={[
          { display: 'block', margin: '8px 0', minHeight: '1.5em', fontWeight: 600 },
          note?.error && fieldStyles.error,
        ]}
      >
        {note?.text}
      </output>
      {guide && (
        <section aria-labelledby="guide-heading">
          <h2 id="guide-heading" css={{ margin: '16px 0 0', scrollMarginTop: 130 }}>
            {guide.title || guide.set} <span css={{ fontWeight: 400 }}>{`· ${guide.set} · ${guide.release}`}</span>
          </h2>
          <FileBar state={state} />
          <div css={{ maxWidth: 480, marginBottom: 16 }}>
            <label htmlFor="guide-title" css={fieldStyles.label}>
              {copy.meta.title}
            </label>
            <input
              id="guide-title"
              key={guide.title}
              defaultValue={guide.title}
              maxLength={200}
              css={fieldStyles.control}
              onBlur={(e) => {
                const title = e.currentTarget.value.trim();
                if (title && title !== guide.title) state.edit((g) => ({ ...g, title }));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
            />
          </div>
          <div css={columns}>
            <div>
              <h3 css={{ margin: '0 0 4px' }}>{copy.tree.heading}</h3>
              <p css={{ margin: '0 0 8px', color: theme.color.muted, fontSize: '.9rem' }}>{copy.tree.keys}</p>
              <GuideTree
                guide={guide}
                selected={selected?.path}
                onSelect={(path) => {
                  setFocusElement(undefined);
                  state.select({ path });
                }}
                onEnter={() => setFocusElement({ index: 0, at: Date.now() })}
              />
            </div>
            <SegmentPanel
              key={selected?.path.join('.') ?? ''}
              guide={guide}
              path={selected?.path}
              focusElement={focusElement}
              edit={state.edit}
            />
          </div>
        </section>
      )}
    </div>
  );
}
