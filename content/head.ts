/** Head copy (title, description, keywords): each page module exports its own, from its content module. */
export interface HeadCopy {
  title: string;
  description: string;
  keywords: string[];
}

/** The first step of every breadcrumb trail. */
export const homeCrumb = 'Home';

export const notFoundHead: HeadCopy = {
  title: 'Page Not Found | Northwind EDI',
  description: 'The page you were looking for does not exist or has moved.',
  keywords: [],
};
