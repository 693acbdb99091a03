import {
  applyCleanupRules,
  cleanBlogHtml,
  decodeTitle,
  firstContentImage,
  isValidImageUrl,
  plainText,
  spacerHeight,
} from '../../server/blog/clean-html';

describe('blog clean-up rules (docs/spec.md, "Validation rules")', () => {
  it('unescapes an escaped body and decodes its entities', () => {
    const out = cleanBlogHtml('&lt;p&gt;Orders &amp;amp; invoices &#8211; fast&lt;/p&gt;');
    expect(out).toBe('<p>Orders &amp; invoices – fast</p>');
  });

  it('turns a social-link list into round icon links in new tabs, with the X logo for twitter', () => {
    const out = cleanBlogHtml(
      '<ul class="wp-block-social-links"><li class="wp-social-link wp-social-link-twitter"><a href="https://twitter.com/acme"><svg><path d="M0"/></svg><span>Twitter</span></a></li><li class="wp-social-link wp-social-link-linkedin"><a href="https://www.linkedin.com/company/acme">LinkedIn</a></li></ul>',
    );
    expect(out).toContain('<div class="blog-social-links">');
    expect(out).toMatch(
      /<a class="blog-social" href="https:\/\/twitter\.com\/acme" target="_blank" rel="noopener noreferrer" aria-label="X"><svg[^>]*><path fill="currentColor" d="M17\.75/,
    );
    expect(out).toMatch(/aria-label="Linkedin"><span aria-hidden="true">L<\/span><\/a>/);
    expect(out).not.toContain('<ul');
  });

  it('gives each section heading an anchor from its words, unique, never one the page uses (#47)', () => {
    const out = cleanBlogHtml(
      '<h2 id="main">Main</h2><p>a</p><h2>What an ASN is &amp; isn’t</h2><h2 onclick="x()">What an ASN is &amp; isn’t</h2><h2>!!!</h2>',
    );
    expect([...out.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1])).toEqual([
      'main-2', // the page's <main> keeps its id
      'what-an-asn-is-isnt',
      'what-an-asn-is-isnt-2',
      'section',
    ]);
    expect(out).not.toContain('onclick');
  });

  it('pads pull-quotes', () => {
    expect(
      cleanBlogHtml('<figure class="wp-block-pullquote has-border"><blockquote><p>Q</p></blockquote></figure>'),
    ).toContain('<figure class="blog-pullquote">');
  });

  it('strips size and loading attributes from images and URL-encodes their sources', () => {
    const out = applyCleanupRules(
      '<img src="https://cdn.example/a b.jpg" srcset="x 1x" sizes="100vw" width="800" height="600" loading="lazy" decoding="async" class="wp-image-5" alt="A">',
    );
    expect(out).toBe('<img src="https://cdn.example/a%20b.jpg" alt="A">');
    expect(applyCleanupRules('<img src="https://cdn.example/a%20b.jpg">')).toContain('a%20b.jpg'); // not double-encoded
  });

  it.each([
    [200, 50],
    [150, 30],
    [100, 30],
    [300, 40],
    [40, 40],
  ])('shrinks a %i px spacer to %i px', (px, expected) => expect(spacerHeight(px)).toBe(expected));

  it('turns spacers into classes and collapses leading spacers into one 20 px spacer', () => {
    const out = cleanBlogHtml(
      '<div style="height:200px" aria-hidden="true" class="wp-block-spacer"></div><div style="height:100px" class="wp-block-spacer"></div><p>Text</p><div style="height:300px" class="wp-block-spacer"></div><p>More</p>',
    );
    expect(out).toBe(
      '<div aria-hidden="true" class="blog-spacer blog-spacer-20"></div><p>Text</p><div aria-hidden="true" class="blog-spacer blog-spacer-40"></div><p>More</p>',
    );
  });

  it('accepts image URLs by extension, known host or http, and nothing else', () => {
    expect(isValidImageUrl('/images/blog/x.webp')).toBe(true);
    expect(isValidImageUrl('https://images.unsplash.com/photo-123')).toBe(true);
    expect(isValidImageUrl('http://cdn.example/render?id=1')).toBe(true);
    expect(isValidImageUrl('/images/blog/readme')).toBe(false);
    expect(isValidImageUrl('data:image/png;base64,xx')).toBe(false);
    expect(isValidImageUrl('')).toBe(false);
  });

  it('finds the first valid image in content for the card fallback', () => {
    expect(firstContentImage('<p>x</p><img src="/no-ext"><img src="/images/b.png">')).toBe('/images/b.png');
    expect(firstContentImage('<p>none</p>')).toBeUndefined();
  });

  it('decodes titles and strips HTML from excerpts', () => {
    expect(decodeTitle('X12 vs EDIFACT &#8211; what&#8217;s different?')).toBe('X12 vs EDIFACT – what’s different?');
    expect(plainText('<p>Short <strong>summary</strong> &amp; more</p>\n')).toBe('Short summary & more');
  });
});

describe('sanitizing', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="color:red" onclick="x()">p</p>', '<p>p</p>'],
    ['<iframe src="https://evil.example/frame"></iframe>', ''],
    [
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>',
    ],
    ['<svg onload="alert(1)"><path d="M0"/></svg>', '<svg><path d="M0"></path></svg>'],
    [
      '<a href="https://x.example" target="_blank">x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('%s → %s', (input, expected) => expect(cleanBlogHtml(input)).toBe(expected));
});
