import { useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { defaultOgImage, ogImageMeta } from '../../shared/og-images';
import { usePublicConfig } from '../shell/config-context';
import { breadcrumbList, breadcrumbTrail, hasBreadcrumbList } from './structured-data';

/** Page-head properties of docs/spec.md, "Page head". Everything but the title falls back to site defaults. */
export interface PageHeadProps {
  title?: string;
  description?: string;
  keywords?: readonly string[];
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogUrl?: string;
  canonical?: string;
  noIndex?: boolean;
  structuredData?: object | readonly object[];
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

/** Sitewide JSON-LD: who publishes the site, and the site itself. */
export function siteStructuredData(siteUrl: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: site.name,
      url: siteUrl,
      logo: `${siteUrl}/images/logo.png`,
      email: site.supportEmail,
      telephone: site.phone,
      foundingDate: String(site.foundingYear),
      address: { '@type': 'PostalAddress', ...site.address },
      sameAs: site.social.map((s) => s.href),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: site.name,
      url: siteUrl,
      publisher: { '@id': `${siteUrl}/#organization` },
    },
  ];
}

/** JSON for a data block: `<` escaped so the text can never close the script element. */
const jsonLd = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** React 19 hoists these tags into <head>, both in the server stream and on client navigation. */
export function PageHead(props: PageHeadProps) {
  const { siteUrl } = usePublicConfig();
  const { pathname } = useLocation();
  const title = props.title ?? site.defaultTitle;
  const description = props.description ?? site.defaultDescription;
  const canonical = absolute(siteUrl, props.canonical ?? pathname);
  const ogPath = props.ogImage ?? defaultOgImage(pathname);
  const ogImage = absolute(siteUrl, ogPath);
  const ogMeta = ogImageMeta(ogPath);
  const extra = props.structuredData === undefined ? [] : ([] as object[]).concat(props.structuredData);
  // Every inner page gets a trail, unless the page already built its own.
  const crumbs =
    pathname !== '/' && !hasBreadcrumbList(extra) ? [breadcrumbList(siteUrl, breadcrumbTrail(pathname, title))] : [];
  const structured = props.noIndex ? extra : [...siteStructuredData(siteUrl), ...extra, ...crumbs];

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {props.keywords && props.keywords.length > 0 && <meta name="keywords" content={props.keywords.join(', ')} />}
      <meta name="robots" content={props.noIndex ? 'noindex, nofollow' : 'index, follow'} />
      {!props.noIndex && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={props.ogTitle ?? title} />
      <meta property="og:description" content={props.ogDescription ?? description} />
      <meta property="og:image" content={ogImage} />
      {ogMeta.type && <meta property="og:image:type" content={ogMeta.type} />}
      {ogMeta.width && <meta property="og:image:width" content={String(ogMeta.width)} />}
      {ogMeta.height && <meta property="og:image:height" content={String(ogMeta.height)} />}
      <meta property="og:url" content={absolute(siteUrl, props.ogUrl ?? canonical)} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.ogTitle ?? title} />
      <meta name="twitter:description" content={props.ogDescription ?? description} />
      <meta name="twitter:image" content={ogImage} />
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
    </>
  );
}
