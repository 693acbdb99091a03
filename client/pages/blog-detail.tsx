import { data } from 'react-router-dom';
import type { PageLoader } from '../app/page-module';

/** No post source yet (the blog issue adds one): every slug is unknown, so the page answers 404. */
export const loader: PageLoader = async ({ params }) => {
  throw data(null, { status: 404, statusText: `No blog post "${params['slug'] ?? ''}"` });
};

export default function BlogDetailPage() {
  return null;
}
