import { fieldStyles } from '../form-field';
import { fileInputStyle } from '../file-input-style';

/**
 * A guide's JSON file to open (the editor's upload, the print view's): one file at a time, read by `onFile`;
 * the input is cleared after each choice so the same file can be chosen again.
 */
export function GuideFileInput(props: { id: string; label: string; hydrated: boolean; onFile: (file: File) => void }) {
  return (
    <div>
      <label htmlFor={props.id} css={fieldStyles.label}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="file"
        accept=".json,application/json"
        disabled={!props.hydrated}
        css={fileInputStyle}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) props.onFile(file);
          e.currentTarget.value = '';
        }}
      />
    </div>
  );
}
