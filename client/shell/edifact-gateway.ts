import { edifactDataPath, type EdifactPage } from '../../shared/edifact-reference';

/** A directory page's data after a client-side navigation: the JSON the server makes from the same tables. */
export async function fetchEdifactPage(path: string): Promise<EdifactPage | undefined> {
  const res = await fetch(edifactDataPath(path), { headers: { accept: 'application/json' } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`EDIFACT directory data: HTTP ${res.status}`);
  const page: EdifactPage = await res.json();
  return page;
}
