import { css } from '@emotion/react';
import { useRef, useState, type DragEvent } from 'react';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import { useHydrated } from '../../hooks/use-hydrated';
import { theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { buttonStyles } from '../ui';
import { fileInputStyle } from '../file-input-style';

const copy = guideEditorCopy.input;

const zone = css({
  border: `2px dashed ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: 16,
  display: 'grid',
  gap: 12,
});

/** Sample documents: chosen or dropped files (several at once) and a pasted one; the guide is built from all. */
export function SampleInput({ busy, infer }: { busy: boolean; infer: (texts: string[]) => Promise<void> }) {
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const area = useRef<HTMLTextAreaElement>(null);
  const build = async (chosen: readonly File[]) => {
    const texts = await Promise.all(chosen.map((f) => f.text()));
    const pasted = area.current?.value.trim();
    await infer(pasted ? [...texts, pasted] : texts);
  };
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    const dropped = [...e.dataTransfer.files];
    if (dropped.length === 0) return;
    setFiles(dropped);
    void build(dropped);
  };
  return (
    <div
      css={[zone, dragging && { borderColor: theme.color.brand, background: theme.color.brandLight }]}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <div>
        <label htmlFor="samples" css={fieldStyles.label}>
          {copy.label}
        </label>
        <input
          id="samples"
          type="file"
          multiple
          disabled={!hydrated}
          accept=".edi,.x12,.txt,.dat,text/plain"
          aria-describedby="samples-hint"
          onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])}
          css={fileInputStyle}
        />
        <p id="samples-hint" css={{ margin: '6px 0 0', color: theme.color.muted, fontSize: '.9rem' }}>
          {copy.hint}
        </p>
      </div>
      <div>
        <label htmlFor="sample-text" css={fieldStyles.label}>
          {copy.paste}
        </label>
        <textarea
          id="sample-text"
          ref={area}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          css={[fieldStyles.control, { fontFamily: theme.font.mono, fontSize: '.85rem', resize: 'vertical' }]}
        />
      </div>
      <div>
        <button
          type="button"
          disabled={busy || !hydrated}
          css={[buttonStyles.base, buttonStyles.primary]}
          onClick={() => void build(files)}
        >
          {busy ? copy.working : copy.infer}
        </button>
      </div>
    </div>
  );
}
