import { css } from '@emotion/react';
import { Briefcase, MapPin } from '../icon';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchParams } from '../../hooks/use-search-params';
import { careersCopy, departments, locationOptions, postings } from '../../../content/pages/careers';
import { filterPostings, type CareersFilter } from '../../lib/careers-filter';
import { mq, theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { SearchField } from '../form-field';
import { buttonStyles, card } from '../ui';
import { JobDialog } from './job-dialog';

const copy = careersCopy.openings;
const bar = css({
  display: 'grid',
  gap: 12,
  marginBottom: 20,
  [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr auto', alignItems: 'end' },
});
// The card's heading margin would push the title below the salary beside it.
const jobCard = css([
  card,
  {
    display: 'block',
    textDecoration: 'none',
    color: 'inherit',
    h3: { margin: 0 },
    transition: 'box-shadow .15s, border-color .15s',
    '&:hover, &:focus-visible': { borderColor: theme.color.brand, boxShadow: theme.shadow.panel },
  },
]);
const tag = css({ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: '.85rem', color: theme.color.muted });

const paramsOf = (filter: CareersFilter, job?: string) => {
  const params = new URLSearchParams();
  if (filter.query) params.set('q', filter.query);
  if (filter.department !== 'all') params.set('department', filter.department);
  if (filter.location !== 'all') params.set('location', filter.location);
  if (job) params.set('job', job);
  const search = params.toString();
  return search ? `?${search}` : '?';
};

/**
 * Search and filters over the postings, and the detail dialog. The state lives in the URL
 * (?q, department, location, job): a filtered list or an open posting is linkable, and without
 * JavaScript the form submits as GET and the server renders the result.
 */
export function Openings() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The inputs keep their own state so typing never waits on navigation; the URL follows.
  const [filter, setFilter] = useState<CareersFilter>({
    query: params.get('q') ?? '',
    department: params.get('department') ?? 'all',
    location: params.get('location') ?? 'all',
  });
  const jobId = params.get('job');
  const job = postings.find((p) => p.id === jobId);
  const results = filterPostings(postings, filter);

  const update = (next: Partial<CareersFilter>) => {
    const merged = { ...filter, ...next };
    setFilter(merged);
    void navigate(paramsOf(merged), { replace: true, preventScrollReset: true });
  };
  const closeHref = paramsOf(filter);

  return (
    <>
      <search>
        <form method="get" action="/careers#openings" css={bar} onSubmit={(e) => e.preventDefault()}>
          <SearchField
            id="careers-q"
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={filter.query}
            onChange={(query) => update({ query })}
          />
          <div>
            <label htmlFor="careers-department" css={fieldStyles.label}>
              {copy.departmentLabel}
            </label>
            <select
              id="careers-department"
              name="department"
              value={filter.department}
              onChange={(e) => update({ department: e.target.value })}
              css={fieldStyles.control}
            >
              <option value="all">{copy.allDepartments}</option>
              {departments.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="careers-location" css={fieldStyles.label}>
              {copy.locationLabel}
            </label>
            <select
              id="careers-location"
              name="location"
              value={filter.location}
              onChange={(e) => update({ location: e.target.value })}
              css={fieldStyles.control}
            >
              {locationOptions.map((l) => (
                <option key={l} value={l}>
                  {l === 'all' ? copy.allLocations : l}
                </option>
              ))}
            </select>
          </div>
          {/* Only needed without JavaScript; with it the list follows every keystroke. */}
          <button
            type="submit"
            css={[buttonStyles.base, buttonStyles.outline, { 'html[data-hydrated] &': { display: 'none' } }]}
          >
            {copy.apply}
          </button>
        </form>
      </search>

      <p aria-live="polite" css={{ margin: '0 0 14px', color: theme.color.muted }}>
        {copy.count(results.length)}
      </p>
      {results.length === 0 ? (
        <div css={[card, { textAlign: 'center', padding: 40 }]}>
          <h3 css={{ margin: '0 0 6px' }}>{copy.empty}</h3>
          <p>{copy.emptyHint}</p>
        </div>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 14 }}>
          {results.map((p) => (
            <li key={p.id}>
              <Link
                to={`${paramsOf(filter, p.id)}#openings`}
                preventScrollReset
                replace
                css={jobCard}
                aria-haspopup="dialog"
              >
                <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
                  <h3 css={{ margin: 0 }}>{p.title}</h3>
                  <span css={{ fontWeight: 700, color: theme.color.brand }}>{p.salary}</span>
                </div>
                <p css={{ margin: '8px 0 10px' }}>{p.description}</p>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: '6px 16px' }}>
                  <span css={tag}>
                    <Briefcase size={15} aria-hidden="true" /> {p.department}
                  </span>
                  <span css={tag}>
                    <MapPin size={15} aria-hidden="true" /> {p.location}
                  </span>
                  <span css={tag}>
                    {p.type} · {p.experience} · {p.posted}
                  </span>
                  <span css={[tag, { color: theme.color.brand, fontWeight: 600, marginLeft: 'auto' }]}>
                    {copy.viewDetails} →
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {job && (
        <JobDialog
          job={job}
          closeHref={closeHref}
          onClose={() => void navigate(closeHref, { replace: true, preventScrollReset: true })}
        />
      )}
    </>
  );
}
