import type { JobPosting } from '../../content/pages/careers';

export interface CareersFilter {
  query: string;
  department: string;
  location: string;
}

/**
 * docs/spec.md, "Validation rules": the search text (case-insensitive) in the title or description, and the department
 * equal to the choice or 'all', and the location text containing the choice or 'all'.
 */
export function filterPostings(
  postings: readonly JobPosting[],
  { query, department, location }: CareersFilter,
): JobPosting[] {
  const q = query.trim().toLowerCase();
  return postings.filter(
    (p) =>
      (q === '' || p.title.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)) &&
      (department === 'all' || p.department === department) &&
      (location === 'all' || p.location.includes(location)),
  );
}
