import { css } from '@emotion/react';
import { Copy, Download } from '../icon';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { inspectorCopy } from '../../../content/inspector/copy';
import { EDI_JSON_SCHEMA_PATH } from '../../../shared/edi/writers/edi-json-path';
import { theme } from '../../lib/theme';
import { buttonStyles } from '../ui';
import type { ExportFile } from '../../inspector/session';
import { EXPORT_FORMATS, type ExportFormat } from '../../inspector/export-format';
import { useHydrated } from '../../hooks/use-hydrated';
import { panel } from './styles';
import { fieldStyles } from '../form-field';
import { canSaveToFile, pickSaveFile } from '../../inspector/save-file';

const copy = inspectorCopy.convert;

const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);
const choice = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 24,
  padding: '4px 10px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  ':has(input:checked)': { borderColor: theme.color.brand, background: theme.color.surfaceAlt, fontWeight: 700 },
  ':has(input:focus-visible)': { outline: `2px solid ${theme.color.brand}`, outlineOffset: 2 },
});

/**
 * The document converted in the browser (in the worker when there is one) by the API's engine
 * (shared/edi/writers/convert.ts): pick JSON, CSV, XML or Excel; show the beginning, copy or download all of it.
 */
export function ConvertPanel({
  make,
  save,
  large,
}: {
  make: (format: ExportFormat) => Promise<ExportFile>;
  /** Past the paste limit: downloads go through a save dialog and are written as they are made, where possible. */
  large: boolean;
  /** Writes the conversion into a file the visitor picked, as it is made (where the browser can). */
  save: (format: ExportFormat, file: FileSystemFileHandle) => Promise<number>;
}) {
  const hydrated = useHydrated();
  const [format, setFormat] = useState<ExportFormat>('json');
  const [file, setFile] = useState<ExportFile>();
  const [building, setBuilding] = useState(false);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [saving, setSaving] = useState(false);
  const made = useRef(new Map<ExportFormat, Promise<ExportFile>>());
  const label = copy.formats[format];
  const shown = file?.format === format ? file : undefined;

  const build = (): Promise<ExportFile> => {
    const cached = made.current.get(format);
    if (cached) return cached;
    setBuilding(true);
    setFailed(undefined);
    const pending = make(format);
    made.current.set(format, pending);
    pending
      .then(setFile)
      .finally(() => setBuilding(false))
      .catch((error: unknown) => {
        made.current.delete(format);
        failure(error);
      });
    return pending;
  };
  const copyText = async () => {
    // A ClipboardItem takes the promise at once (the click still counts as the user's) and the text as a Blob.
    if (typeof ClipboardItem === 'function') {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': build().then((f) => new Blob([f.blob], { type: 'text/plain' })) }),
      ]);
    } else {
      await navigator.clipboard.writeText(await (await build()).blob.text());
    }
    setCopied(true);
  };
  const failure = (error: unknown) =>
    setFailed(copy.failed(error instanceof Error ? error.message.replace(/^Error: /, '') : String(error)));
  const download = async () => {
    if (large && canSaveToFile()) {
      // The dialog first, while the click still counts as the visitor's; then the worker writes into the file.
      const target = await pickSaveFile(format, label);
      if (!target) return;
      setSaving(true);
      setSaved(copy.saving(target.name));
      setFailed(undefined);
      try {
        setSaved(copy.saved(target.name, await save(format, target)));
      } catch (error) {
        setSaved(undefined);
        failure(error);
      } finally {
        setSaving(false);
      }
      return;
    }
    const converted = await build();
    const url = URL.createObjectURL(converted.blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = converted.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section css={panel} aria-labelledby="convert-heading">
      <h3 id="convert-heading" css={{ margin: '0 0 8px' }}>
        {copy.heading}
      </h3>
      <p css={{ margin: '0 0 12px', color: theme.color.muted }}>
        {hydrated ? copy.intro : copy.noScript} <a href={EDI_JSON_SCHEMA_PATH}>{copy.schema}</a> ·{' '}
        <Link to="/developers#conversions">{copy.developers}</Link>
      </p>
      {hydrated && (
        <>
          <fieldset css={{ border: 0, padding: 0, margin: '0 0 12px', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <legend css={{ fontWeight: 700, marginBottom: 6, padding: 0 }}>{copy.formatLabel}</legend>
            {EXPORT_FORMATS.map((f) => (
              <label key={f} css={choice}>
                <input
                  type="radio"
                  name="convert-format"
                  value={f}
                  checked={format === f}
                  onChange={() => {
                    setFormat(f);
                    setCopied(false);
                    setSaved(undefined);
                  }}
                />
                {copy.formats[f]}
              </label>
            ))}
          </fieldset>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            {format !== 'xlsx' && shown === undefined && (
              <button type="button" css={small} onClick={() => void build()}>
                {building ? copy.building(label) : copy.show(label)}
              </button>
            )}
            {format !== 'xlsx' && (
              <button type="button" css={small} onClick={() => void copyText()}>
                <Copy size={16} aria-hidden="true" /> {copied ? copy.copied : copy.copy(label)}
              </button>
            )}
            <button type="button" css={small} disabled={saving} onClick={() => void download()}>
              <Download size={16} aria-hidden="true" /> {copy.download(label)}
            </button>
          </div>
          {saved && <output css={{ display: 'block', margin: '12px 0 0' }}>{saved}</output>}
          {failed && (
            <p role="alert" css={[fieldStyles.error, { margin: '12px 0 0' }]}>
              {failed}
            </p>
          )}
          {shown !== undefined && format !== 'xlsx' && (
            <>
              {shown.size > shown.preview.length && (
                <p css={{ color: theme.color.muted }}>{copy.truncated(label, Math.round(shown.size / 1024))}</p>
              )}
              <pre
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region keyboard users must reach
                tabIndex={0}
                aria-label={label}
                data-testid="inspector-output"
                css={{
                  margin: '12px 0 0',
                  maxHeight: 420,
                  overflow: 'auto',
                  background: theme.color.surfaceAlt,
                  padding: 12,
                  borderRadius: theme.radius.sm,
                  fontSize: '.85rem',
                }}
              >
                {shown.preview}
              </pre>
            </>
          )}
        </>
      )}
    </section>
  );
}
