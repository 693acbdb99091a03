import { departments, locationOptions, postings } from '../../content/pages/careers';
import { filterPostings } from '../../client/lib/careers-filter';

const all = { query: '', department: 'all', location: 'all' };
const titles = (filter: Partial<typeof all>) => filterPostings(postings, { ...all, ...filter }).map((p) => p.title);

describe('careers postings', () => {
  it('has 10 full-time postings covering every department and location option', () => {
    expect(postings).toHaveLength(10);
    expect(postings.every((p) => p.type === 'Full-time')).toBe(true);
    expect(new Set(postings.map((p) => p.department))).toEqual(new Set(departments));
    for (const location of locationOptions.filter((l) => l !== 'all')) {
      expect(postings.some((p) => p.location.includes(location))).toBe(true);
    }
    expect(postings.some((p) => p.salary.startsWith('$'))).toBe(true);
    expect(postings.some((p) => p.salary.startsWith('₹'))).toBe(true);
  });
});

describe('careers filter (docs/spec.md, "Validation rules")', () => {
  it('keeps everything with no search and "all" filters', () => expect(titles({})).toHaveLength(10));

  it('searches title and description, case-insensitively', () => {
    expect(titles({ query: 'REACT' })).toEqual(['Frontend Engineer (React)']);
    expect(titles({ query: 'millions of x12' })).toEqual(['Senior Integration Engineer']);
  });

  it('does not search other fields such as requirements', () => {
    expect(titles({ query: 'Figma' })).toEqual([]);
  });

  it('matches the department exactly', () => {
    expect(titles({ department: 'Support' })).toEqual(['Technical Support Engineer (24/7 Team)', 'Support Team Lead']);
  });

  it('matches the location by containment', () => {
    expect(titles({ location: 'Hybrid' })).toEqual([
      'Senior Integration Engineer',
      'Senior Product Designer',
      'Enterprise Account Executive',
    ]);
    expect(titles({ location: 'Hyderabad India' })).toHaveLength(2);
  });

  it('combines all three', () => {
    expect(titles({ query: 'engineer', department: 'Engineering', location: 'Remote' })).toEqual([
      'Frontend Engineer (React)',
    ]);
    expect(titles({ query: 'engineer', department: 'Sales', location: 'Remote' })).toEqual([]);
  });
});
