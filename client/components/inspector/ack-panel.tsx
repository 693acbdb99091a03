import { css } from '@emotion/react';
import { useState } from 'react';
import { Download } from '../icon';
import { inspectorCopy } from '../../../content/inspector/copy';
import { ACK_TYPES, ackStandard, type AckType } from '../../../shared/edi/model/ack-types';
import type { StandardId } from '../../../shared/standards';
import { useHydrated } from '../../hooks/use-hydrated';
import { theme } from '../../lib/theme';
import { buttonStyles } from '../ui';
import { panel } from './styles';

const copy = inspectorCopy.ack;
const small = css([buttonStyles.base, buttonStyles.outline, { padding: '8px 14px', fontSize: '.92rem' }]);

/**
 * Downloads of the acknowledgments that answer the document (997, 999 and TA1 for X12, CONTRL for EDIFACT),
 * made in the browser by the same engine as the API's (shared/edi/writers/acknowledge.ts).
 */
export function AckPanel({
  standards,
  make,
}: {
  standards: readonly StandardId[];
  make: (type: AckType) => Promise<string>;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<AckType>();
  const [empty, setEmpty] = useState(false);
  const types = ACK_TYPES.filter((t) => standards.includes(ackStandard(t)));
  if (types.length === 0) return null;
  const download = async (type: AckType) => {
    setBusy(type);
    try {
      const edi = await make(type);
      setEmpty(edi === '');
      if (!edi) return;
      const url = URL.createObjectURL(new Blob([edi], { type: 'text/plain' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${type.toLowerCase()}.edi`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section css={panel} aria-labelledby="ack-heading">
      <h3 id="ack-heading" css={{ margin: '0 0 8px' }}>
        {copy.heading}
      </h3>
      <p css={{ margin: '0 0 12px', color: theme.color.muted }}>
        {hydrated ? (
          copy.intro
        ) : (
          <>
            {copy.noScript} <a href={copy.apiLink.href}>{copy.apiLink.label}</a>.
          </>
        )}
      </p>
      {hydrated && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {types.map((type) => (
            <button
              key={type}
              type="button"
              css={small}
              onClick={() => void download(type)}
              disabled={busy !== undefined}
            >
              <Download size={16} aria-hidden="true" /> {busy === type ? copy.making : copy.button(type)}
            </button>
          ))}
        </div>
      )}
      {empty && <output css={{ display: 'block', marginTop: 10 }}>{copy.none}</output>}
    </section>
  );
}
