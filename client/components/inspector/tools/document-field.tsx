// One document for a tool (compare, reconcile): a text box, and a file chooser that fills it.
import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { toolsCopy } from '../../../../content/inspector/tools-copy';
import { MAX_DOCUMENT_CHARS } from '../../../../shared/edi/model/types';
import { theme } from '../../../lib/theme';
import { fieldStyles } from '../../form-field';
import { fileInputStyle } from '../../file-input-style';

const box = css([
  fieldStyles.control,
  { fontFamily: theme.font.mono, fontSize: '.82rem', minHeight: 160, resize: 'vertical', whiteSpace: 'pre' },
]);

export function DocumentField({
  id,
  label,
  hint,
  disabled,
}: {
  /** The text box's id and name (the tool reads its form's data). */
  id: string;
  label: string;
  hint?: string;
  disabled: boolean;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState<string>();
  const read = async (file: File | undefined) => {
    if (!file || !area.current) return;
    if (file.size > MAX_DOCUMENT_CHARS) {
      setNote(toolsCopy.refused['too-large'](file.name));
      return;
    }
    setNote(undefined);
    area.current.value = await file.text();
  };
  return (
    <div css={{ minWidth: 0 }}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
        {hint && <span css={{ fontWeight: 400, color: theme.color.muted }}> ({hint})</span>}
      </label>
      <textarea id={id} name={id} ref={area} spellCheck={false} autoCapitalize="off" autoComplete="off" css={box} />
      <label css={{ display: 'block', marginTop: 6, fontSize: '.9rem' }}>
        <span css={{ marginRight: 8 }}>{toolsCopy.file}</span>
        <input
          type="file"
          disabled={disabled}
          accept=".edi,.x12,.txt,.dat,.edifact,.int,text/plain"
          onChange={(e) => void read(e.currentTarget.files?.[0])}
          css={fileInputStyle}
        />
      </label>
      {note && (
        <p role="alert" css={fieldStyles.error}>
          {note}
        </p>
      )}
    </div>
  );
}
