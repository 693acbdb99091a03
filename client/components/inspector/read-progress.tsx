import { css } from '@emotion/react';
import { inspectorCopy } from '../../../content/inspector/copy';
import { theme } from '../../lib/theme';
import { buttonStyles } from '../ui';
import type { Reading } from '../../inspector/use-inspector-session';

const copy = inspectorCopy.form.reading;
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
const grouped = (n: number) => n.toLocaleString('en-US');

const bar = css({
  width: '100%',
  height: 12,
  accentColor: theme.color.brand,
  margin: '8px 0',
});

/** A large file's reading in the worker: bytes and sets so far, then the check; Cancel stops it at once. */
export function ReadProgress({ reading, cancel }: { reading: Reading; cancel: () => void }) {
  const checking = reading.bytes >= reading.size;
  return (
    <div css={{ marginTop: 12 }}>
      <output aria-live="polite" css={{ display: 'block' }}>
        <strong>{copy.label(reading.name)}</strong>
        <progress
          css={bar}
          max={reading.size}
          // Indeterminate while the whole file is checked.
          value={checking ? undefined : reading.bytes}
          aria-label={copy.label(reading.name)}
        />
        <span css={{ display: 'block', color: theme.color.muted }}>
          {checking
            ? copy.checking(mb(reading.size), grouped(reading.sets))
            : copy.read(mb(reading.bytes), mb(reading.size), grouped(reading.sets))}
        </span>
      </output>
      <button type="button" onClick={cancel} css={[buttonStyles.base, buttonStyles.outline, { marginTop: 8 }]}>
        {copy.cancel}
      </button>
    </div>
  );
}
