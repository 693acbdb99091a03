import { decodeHTML } from 'entities';
import { parseHTML } from 'linkedom';
import sanitizeHtml from 'sanitize-html';
import { VIDEO_EMBED_HOSTS } from '../../shared/embed-origins';
import { blogSlug } from '../../shared/blog';

/** Hosts whose images are valid without a file extension (stock and social image CDNs). */
const IMAGE_HOSTS = [
  'images.unsplash.com',
  'images.pexels.com',
  'cdn.pixabay.com',
  'pbs.twimg.com',
  'media.licdn.com',
  'i.ytimg.com',
  'scontent.xx.fbcdn.net',
];
const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif|svg)$/i;

/**
 * docs/spec.md, "Validation rules": a common image extension, a known stock or social image host, or an http(s) URL.
 */
export function isValidImageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  if (IMAGE_EXTENSION.test(path)) return true;
  try {
    if (IMAGE_HOSTS.includes(new URL(url).host)) return true;
  } catch {
    // not absolute: only the extension rule applies
  }
  return /^https?:\/\//i.test(url);
}

/** Iframes allowed in articles (also allowed by the CSP's frame-src). */
export const IFRAME_HOSTS = VIDEO_EMBED_HOSTS;

const X_LOGO =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.7H5.58z"/></svg>';

const socialName = (className: string, href: string) => {
  const match =
    /wp-social-link-([a-z]+)/.exec(className)?.[1] ??
    new URL(href, 'https://x').hostname.replace(/^www\./, '').split('.')[0] ??
    'link';
  return match === 'twitter' || match === 'x' ? 'X' : match.charAt(0).toUpperCase() + match.slice(1);
};

/** Spacer heights of docs/spec.md, "Validation rules": 200 px → 50, 100-199 → 30, larger → 40 (smaller ones stay). */
export function spacerHeight(px: number): number {
  if (px === 200) return 50;
  if (px >= 100 && px < 200) return 30;
  if (px > 200) return 40;
  return px;
}

const encodeSrc = (src: string) => {
  try {
    return encodeURI(decodeURI(src));
  } catch {
    return encodeURI(src);
  }
};

/** True when the whole body arrived HTML-escaped (&lt;p&gt;…), as some CMS exports do. */
const looksEscaped = (html: string) => /&lt;\/?[a-z][\s\S]*?&gt;/i.test(html) && !/<[a-z][^>]*>/i.test(html);

/**
 * The clean-up rules of docs/spec.md, "Validation rules", on the server: unescape an escaped body, social-link lists to
 * round icon links (new tab; twitter/x → the X logo), pull-quotes padded, images stripped of size and
 * loading attributes with URL-encoded sources, spacer heights reduced and leading spacers collapsed into
 * one 20 px spacer. Heights and padding become classes, so no inline style survives sanitizing.
 */
export function applyCleanupRules(raw: string): string {
  const html = looksEscaped(raw) ? decodeHTML(raw) : raw;
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  const root = document.getElementById('root');
  if (!root) return '';

  for (const list of root.querySelectorAll('ul.wp-block-social-links, ul[class*="social-links"]')) {
    const links = [...list.querySelectorAll('a[href]')].map((a) => {
      const href = a.getAttribute('href') ?? '';
      const name = socialName(a.closest('li')?.getAttribute('class') ?? '', href);
      const label = name === 'X' ? X_LOGO : `<span aria-hidden="true">${name.charAt(0)}</span>`;
      return `<a class="blog-social" href="${href.replace(/"/g, '&quot;')}" target="_blank" rel="noopener noreferrer" aria-label="${name}">${label}</a>`;
    });
    const replacement = document.createElement('div');
    replacement.setAttribute('class', 'blog-social-links');
    replacement.innerHTML = links.join('');
    list.replaceWith(replacement);
  }

  for (const quote of root.querySelectorAll('.wp-block-pullquote, blockquote.is-style-large')) {
    quote.setAttribute('class', 'blog-pullquote');
  }

  for (const img of root.querySelectorAll('img')) {
    for (const attr of ['srcset', 'sizes', 'width', 'height', 'loading', 'decoding', 'class'])
      img.removeAttribute(attr);
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', encodeSrc(src));
  }

  // Each section heading gets an anchor from its words (the post's contents list links them, #47); ids the source
  // sent are replaced, so no id of the page (main, footer, article…) can be taken by a post.
  const taken = new Set(PAGE_IDS);
  for (const heading of root.querySelectorAll('h2')) {
    const base =
      blogSlug(heading.textContent ?? '')
        .slice(0, 60)
        .replace(/-+$/, '') || 'section';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    heading.setAttribute('id', id);
  }

  // Wide code samples and tables scroll sideways on a phone; keyboard users need to reach them to scroll.
  for (const wide of root.querySelectorAll('pre, table')) wide.setAttribute('tabindex', '0');

  const spacers = [...root.querySelectorAll('.wp-block-spacer')];
  for (const spacer of spacers) {
    const px = Number(/height:\s*(\d+)px/.exec(spacer.getAttribute('style') ?? '')?.[1] ?? 0);
    const replacement = document.createElement('div');
    replacement.setAttribute('class', `blog-spacer blog-spacer-${spacerHeight(px)}`);
    replacement.setAttribute('aria-hidden', 'true');
    spacer.replaceWith(replacement);
  }
  // Leading spacers (before any content) collapse into one 20 px spacer.
  const leading: Element[] = [];
  for (const child of root.children) {
    if ((child.getAttribute('class') ?? '').includes('blog-spacer')) leading.push(child);
    else break;
  }
  if (leading.length > 0) {
    leading.slice(1).forEach((el) => el.remove());
    leading[0]?.setAttribute('class', 'blog-spacer blog-spacer-20');
  }
  return root.innerHTML;
}

/** Ids the page around a post uses (client/pages/blog-detail.tsx, the shell): a heading never takes one. */
const PAGE_IDS = ['main', 'footer', 'article', 'related-heading', 'mobile-menu-title', 'contents', 'root'];

const SPACER_CLASSES = ['blog-spacer', ...[20, 30, 40, 50].map((h) => `blog-spacer-${h}`)];

/** The allowlist: no scripts, no event handlers, no javascript: URLs, iframes from IFRAME_HOSTS only. */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'a',
      'strong',
      'em',
      'b',
      'i',
      'u',
      'blockquote',
      'cite',
      'figure',
      'figcaption',
      'img',
      'code',
      'pre',
      'hr',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'div',
      'span',
      'iframe',
      'svg',
      'path',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'aria-label', 'class', 'title'],
      img: ['src', 'alt', 'title'],
      iframe: ['src', 'title', 'allow', 'allowfullscreen', 'width', 'height'],
      div: ['class', 'aria-hidden'],
      span: ['aria-hidden'],
      figure: ['class'],
      blockquote: ['class'],
      th: ['scope'],
      h2: ['id'],
      pre: ['tabindex'],
      table: ['tabindex'],
      svg: ['viewbox', 'viewBox', 'width', 'height', 'aria-hidden'],
      path: ['d', 'fill'],
    },
    allowedClasses: {
      div: ['blog-social-links', ...SPACER_CLASSES],
      a: ['blog-social'],
      figure: ['blog-pullquote'],
      blockquote: ['blog-pullquote'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    // An iframe whose source was refused goes entirely, not as an empty frame.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs['src'],
    transformTags: {
      a: (tagName, attribs) =>
        attribs['target'] === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  });
}

/** Clean-up rules, then sanitizing: what the API sends and the page renders. */
export const cleanBlogHtml = (raw: string) => sanitize(applyCleanupRules(raw));

/** Titles arrive with entities (&#8217;); the page shows the characters. */
export const decodeTitle = (title: string) => decodeHTML(title).trim();

/** Excerpts are shown as plain text. */
export const plainText = (html: string) =>
  decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();

/** The first valid image inside the content, for the card's fallback chain. */
export function firstContentImage(html: string): string | undefined {
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)) {
    const src = decodeHTML(match[1] ?? '');
    if (isValidImageUrl(src)) return src;
  }
  return undefined;
}

/** The article's prose as plain text: code blocks are not read like sentences, so they are left out. */
export function proseText(html: string): string {
  let out = '';
  let at = 0;
  // indexOf walk rather than a regex: linear even for a body full of unclosed <pre>.
  for (;;) {
    const open = html.indexOf('<pre', at);
    if (open === -1) break;
    out += html.slice(at, open);
    const close = html.indexOf('</pre>', open);
    if (close === -1) return plainText(out);
    at = close + '</pre>'.length;
    out += ' ';
  }
  return plainText(out + html.slice(at));
}
