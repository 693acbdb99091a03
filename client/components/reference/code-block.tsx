import { css, type SerializedStyles } from '@emotion/react';
import { useState } from 'react';
import { referenceChromeCopy as copy } from '../../../content/pages/reference-chrome';
import { theme } from '../../lib/theme';

const wrap = css({ position: 'relative' });
const button = css({
  position: 'absolute',
  top: 8,
  right: 8,
  minHeight: 28,
  padding: '2px 10px',
  border: `1px solid ${theme.color.onDark}`,
  borderRadius: theme.radius.sm,
  background: theme.color.dark,
  color: theme.color.onDark,
  font: 'inherit',
  fontSize: '.8rem',
  cursor: 'pointer',
});
// Room for the button on the first line, so it never covers the command.
const padded = css({ paddingTop: 40 });

type State = 'idle' | 'copied' | 'failed';

/**
 * A code block with a copy button (the examples a reader pastes into a shell). The button says what happened
 * in place; a browser without the clipboard API (or a refusal) says to select the text instead.
 */
export function CodeBlock({ code, label, preCss }: { code: string; label: string; preCss: SerializedStyles }) {
  const [state, setState] = useState<State>('idle');
  const done = (next: State) => {
    setState(next);
    setTimeout(() => setState('idle'), 2000);
  };
  const copyCode = () => {
    if (!navigator.clipboard) return done('failed');
    navigator.clipboard.writeText(code).then(
      () => done('copied'),
      () => done('failed'),
    );
  };
  return (
    <div css={wrap}>
      <pre css={[preCss, padded]}>
        <code>{code}</code>
      </pre>
      <button type="button" css={button} onClick={copyCode} aria-label={copy.copyWhat(label)}>
        <span aria-live="polite">
          {state === 'copied' ? copy.copied : state === 'failed' ? copy.copyFailed : copy.copy}
        </span>
      </button>
    </div>
  );
}
