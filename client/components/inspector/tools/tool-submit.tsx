// A tool form's submit button (its label while working) and the reason it could not answer, read out at once.
import { fieldStyles } from '../../form-field';
import { buttonStyles } from '../../ui';

export function ToolSubmit({
  label,
  working,
  busy,
  ready,
  error,
}: {
  label: string;
  working: string;
  busy: boolean;
  /** False until the page runs: the tools need JavaScript. */
  ready: boolean;
  error: string | undefined;
}) {
  return (
    <>
      <button
        type="submit"
        css={[buttonStyles.base, buttonStyles.primary, { marginTop: 16 }]}
        disabled={!ready || busy}
      >
        {busy ? working : label}
      </button>
      {error && (
        <p role="alert" css={fieldStyles.error}>
          {error}
        </p>
      )}
    </>
  );
}
