// The EDI inspector's input form: the document's text box, the samples and the file chooser.
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { FileSearch, ShieldCheck } from '../icon';
import type { ChangeEvent, ReactNode } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import { inspectorSamples } from '../../../content/inspector/samples';
import { theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { CheckAgainst } from './check-against';
import { ReadProgress } from './read-progress';
import type { InspectorSessionState } from '../../inspector/use-inspector-session';
import { buttonStyles, container } from '../ui';
import { panel } from './styles';
import { fileInputStyle } from '../file-input-style';
import { useHydrated } from '../../hooks/use-hydrated';

const copy = inspectorCopy;
const textarea = css([
  fieldStyles.control,
  {
    fontFamily: theme.font.mono,
    fontSize: '.85rem',
    minHeight: 220,
    resize: 'vertical',
    whiteSpace: 'pre',
    overflowWrap: 'normal',
  },
]);

/**
 * A box of controls that need JavaScript: kept in place, unseen, until the page is interactive. Its own
 * component, so the render that hydration adds for useHydrated (synchronous, unyielding) is this box alone and
 * not the whole form (#46, TBT); children given as an element are not rendered again.
 */
function Interactive({
  children,
  wide = false,
}: {
  children: ReactNode | ((hydrated: boolean) => ReactNode);
  /** At most the width of its column. */
  wide?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <div css={[wide && { maxWidth: '100%' }, { visibility: hydrated ? 'visible' : 'hidden' }]}>
      {typeof children === 'function' ? children(hydrated) : children}
    </div>
  );
}

/** The form, posted to the server without JavaScript; in the browser the session inspects the document. */
export function InspectorForm({
  initial,
  session,
}: {
  /** The document and sample the form starts with. */
  initial: { text: string; sampleId: string };
  session: InspectorSessionState;
}) {
  const {
    area,
    sampleSelect,
    busy,
    error,
    dragging,
    setDragging,
    fileNote,
    reading,
    cancel,
    forgetFile,
    loadSample,
    readFile,
    submit,
    drop,
  } = session;
  return (
    <section css={[container, { paddingTop: 40 }]} aria-labelledby="input-heading">
      <form method="post" action="/edi-inspector#result" onSubmit={submit} css={panel}>
        <h2 id="input-heading" css={{ margin: '0 0 8px' }}>
          {copy.form.heading}
        </h2>
        <p css={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '0 0 16px', color: '#1b5e20' }}>
          <ShieldCheck size={20} aria-hidden="true" css={{ flex: 'none' }} /> {copy.privacy}
        </p>
        <p css={{ margin: '0 0 16px' }}>
          {copy.api} <Link to="/developers">{copy.apiLink}</Link>
        </p>
        <label htmlFor="document" css={fieldStyles.label}>
          {copy.form.label}
        </label>
        <textarea
          id="document"
          name="document"
          ref={area}
          defaultValue={initial.text}
          placeholder={copy.form.placeholder}
          aria-describedby="document-hint"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          css={[textarea, dragging && { outline: `3px dashed ${theme.color.brand}` }]}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          onInput={forgetFile}
        />
        {fileNote && <p css={{ margin: '6px 0 0', fontWeight: 600 }}>{fileNote}</p>}
        {reading && (
          <ReadProgress
            reading={reading}
            cancel={() => {
              cancel();
              // The Cancel button goes with the progress: focus returns to the control the reading began from.
              document.getElementById('file')?.focus();
            }}
          />
        )}
        <p id="document-hint" css={{ margin: '6px 0 0', color: theme.color.muted, fontSize: '.9rem' }}>
          {copy.form.hint}
        </p>
        {error && (
          <p role="alert" css={fieldStyles.error}>
            {error}
          </p>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginTop: 16 }}>
          <button
            type="submit"
            name="intent"
            value="inspect"
            css={[buttonStyles.base, buttonStyles.primary]}
            disabled={busy}
          >
            <FileSearch size={18} aria-hidden="true" /> {busy ? copy.form.working : copy.form.inspect}
          </button>
          <div
            css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', minWidth: 0, maxWidth: '100%' }}
          >
            <div css={{ minWidth: 0, maxWidth: '100%' }}>
              <label htmlFor="sample" css={fieldStyles.label}>
                {copy.form.sample}
              </label>
              <select
                id="sample"
                name="sample"
                ref={sampleSelect}
                defaultValue={initial.sampleId}
                css={[fieldStyles.control, { width: '100%' }]}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => loadSample(e.currentTarget.value)}
              >
                <option value="">{copy.form.samplePlaceholder}</option>
                {inspectorSamples.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="sample" css={[buttonStyles.base, buttonStyles.outline]}>
              {copy.form.loadSample}
            </button>
          </div>
          {/* Reading a file needs JavaScript: until then the control keeps its place, unseen (nothing moves on hydration). */}
          <Interactive wide>
            {(hydrated) => (
              <>
                <label htmlFor="file" css={fieldStyles.label}>
                  {copy.form.file}
                </label>
                <input
                  id="file"
                  type="file"
                  disabled={!hydrated}
                  accept=".edi,.x12,.txt,.dat,.edifact,.int,text/plain"
                  onChange={(e) => void readFile(e.currentTarget.files?.[0])}
                  css={fileInputStyle}
                />
              </>
            )}
          </Interactive>
        </div>
        {/* Needs JavaScript (the server checks by the default): kept in place, unseen, until then. */}
        <Interactive>
          <CheckAgainst session={session} />
        </Interactive>
      </form>
    </section>
  );
}
