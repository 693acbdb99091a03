import { css } from '@emotion/react';
import { Briefcase, Clock, DollarSign, MapPin } from '../icon';
import { careersCopy, type JobPosting } from '../../../content/pages/careers';
import { theme } from '../../lib/theme';
import { Modal } from '../modal';
import { ButtonLink } from '../button-link';

const copy = careersCopy.dialog;
const meta = css({
  listStyle: 'none',
  padding: 0,
  margin: '0 0 18px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 18px',
  color: theme.color.muted,
  li: { display: 'inline-flex', gap: 6, alignItems: 'center' },
});

/** The detail dialog of a posting; `closeHref` is the list URL without the posting. */
export function JobDialog({ job, onClose, closeHref }: { job: JobPosting; onClose: () => void; closeHref: string }) {
  return (
    <Modal
      title={job.title}
      onClose={onClose}
      closeHref={closeHref}
      closeLabel={copy.closeLabel}
      bodyMaxHeight="60vh"
      footer={
        <>
          <ButtonLink
            to={closeHref}
            variant="outline"
            replace
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              onClose();
            }}
          >
            {copy.close}
          </ButtonLink>
          <ButtonLink to="/contact" variant="primary">
            {copy.apply}
          </ButtonLink>
        </>
      }
    >
      <ul css={meta}>
        <li>
          <Briefcase size={16} aria-hidden="true" /> {job.department}
        </li>
        <li>
          <MapPin size={16} aria-hidden="true" /> {job.location}
        </li>
        <li>
          <Clock size={16} aria-hidden="true" /> {job.type} · {job.experience}
        </li>
        <li>
          <DollarSign size={16} aria-hidden="true" /> {job.salary}
        </li>
      </ul>
      <h3 css={{ margin: '0 0 6px' }}>{copy.about}</h3>
      <p css={{ margin: '0 0 18px' }}>{job.description}</p>
      <h3 css={{ margin: '0 0 6px' }}>{copy.responsibilities}</h3>
      <ul css={{ margin: '0 0 18px' }}>
        {job.responsibilities.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h3 css={{ margin: '0 0 6px' }}>{copy.requirements}</h3>
      <ul css={{ margin: 0 }}>
        {job.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Modal>
  );
}
