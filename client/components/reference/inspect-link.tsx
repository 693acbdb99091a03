import { FileSearch } from '../icon';
import { inspectorLinks } from '../../../content/inspector/links';
import { sampleIdByCode } from '../../../content/inspector/sample-index';
import { ButtonLink } from '../button-link';

/** 'Inspect a sample 850' when the inspector has a sample of this code, else a link to the inspector. */
export function InspectLink({ code }: { code: string }) {
  const sample = sampleIdByCode[code];
  return (
    <ButtonLink to={sample ? `/edi-inspector?sample=${sample}#result` : '/edi-inspector'} variant="secondary">
      <FileSearch size={18} aria-hidden="true" />{' '}
      {sample ? inspectorLinks.inspectSample(code) : inspectorLinks.openInspector}
    </ButtonLink>
  );
}
