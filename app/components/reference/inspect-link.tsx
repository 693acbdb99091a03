import { FileSearch } from '../icon';
import { Link } from 'react-router-dom';
import { inspectorLinks } from '../../../content/inspector/links';
import { sampleIdByCode } from '../../../content/inspector/sample-index';
import { buttonStyles } from '../ui';

/** 'Inspect a sample 850' when the inspector has a sample of this code, else a link to the inspector. */
export function InspectLink({ code }: { code: string }) {
  const sample = sampleIdByCode[code];
  return (
    <Link to={sample ? `/edi-inspector?sample=${sample}#result` : '/edi-inspector'} css={[buttonStyles.base, buttonStyles.secondary]}>
      <FileSearch size={18} aria-hidden="true" /> {sample ? inspectorLinks.inspectSample(code) : inspectorLinks.openInspector}
    </Link>
  );
}
