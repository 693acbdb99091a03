// The hostile requests bench/fuzz.mjs sends: paths, queries, methods, headers and bodies mutated from the
// site's real ones by a seeded generator, so a finding can be replayed with the same FUZZ_SEED.

// A seeded generator: FUZZ_SEED, or a fixed default so that runs compare.
let seed = Number(process.env.FUZZ_SEED ?? 12345);
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (list) => list[Math.floor(random() * list.length)];
/** @param {number} max */
const int = (max) => Math.floor(random() * max);
/**
 * @param {string} s
 * @param {number} n
 */
const repeat = (s, n) => s.repeat(Math.max(0, n));

const pages = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/blogs',
  '/careers',
  '/case-studies',
  '/about-edi-converter',
  '/resources/x12-transaction-sets',
  '/resources/edifact-messages',
  '/resources/x12-transaction-sets/850',
  '/resources/edifact-messages/ORDERS',
  '/solutions/3pl',
  '/integrations/sap',
  '/blogs/x12-vs-edifact',
  '/blog-categories/edi',
  '/sitemap.xml',
  '/robots.txt',
  '/assets/x.js',
  '/images/logo.svg',
  '/case-studies/a.pdf',
  '/api/blogs',
  '/api/blogs/1',
  '/api/reference-preview',
  '/livez',
  '/readyz',
  '/terms',
  '/order-to-cash',
];
const pieces = [
  '..',
  '.',
  '%2e%2e',
  '%2f',
  '%5c',
  '\\',
  '//',
  '%00',
  '%ff',
  '%',
  '%e0%a4%a',
  '%C0%AE',
  '~',
  '%7e',
  'ä',
  '%F0%9F%98%80',
  '<script>',
  '"',
  "'",
  '{{7*7}}',
  '${x}',
  'A'.repeat(300),
  ';',
  ',',
  '@',
  ':',
  '#',
];
const mutatePath = () => {
  let path = pick(pages);
  for (let i = int(4); i > 0; i--) {
    const at = int(path.length + 1);
    const op = int(5);
    if (op === 0) path = path.slice(0, at) + pick(pieces) + path.slice(at);
    else if (op === 1) path = path.toUpperCase();
    else if (op === 2) path = `/${pick(['', '/', '\\', './', '../'])}${path.slice(1)}`;
    else if (op === 3) path = path.slice(0, at) + '/' + path.slice(at);
    else path = path + pick(['/', '.', '.json', '%20', '/..']);
  }
  return path;
};
const queryKeys = [
  'q',
  'page',
  'industry',
  'office',
  'tab',
  'job',
  'department',
  'location',
  'register',
  'sent',
  'standard',
  'code',
  'utm_source',
  'q[]',
  '__proto__',
  'constructor[prototype][x]',
];
const mutateQuery = () => {
  if (random() < 0.4) return '';
  const parts = [];
  for (let i = 1 + int(4); i > 0; i--) {
    const value = pick([
      '',
      '1',
      '-1',
      '99999999999999999999',
      'NaN',
      '0x10',
      'all',
      'x12',
      'edifact',
      '850',
      'ORDERS',
      repeat('a', int(3000)),
      repeat('@', int(2000)),
      '%',
      '%zz',
      '<b>',
      'a+b',
      '\u2019',
      pick(pieces),
    ]);
    parts.push(`${pick(queryKeys)}=${value}`);
  }
  return `?${parts.join('&')}`;
};
const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND'];
const contact = {
  fullName: 'Ana',
  email: 'ana@acme.io',
  company: 'Acme',
  phone: '+1 555 010 4200',
  subject: 'Hi',
  message: 'Hello',
  terms: true,
};
const registration = {
  firstName: 'Ana',
  lastName: 'Lee',
  email: 'ana@acme.io',
  organization: 'Acme',
  phone: '+1 555 010 4200',
  agree: true,
};
const hostileValue = () =>
  pick([
    null,
    0,
    -1,
    true,
    [],
    {},
    ['a'],
    { $gt: '' },
    '',
    ' ',
    repeat('@', int(70_000)),
    repeat('a', int(6000)),
    '\u0000',
    '=cmd|x',
    '<img src=x onerror=1>',
    1e308,
    'ana@@acme..io',
    repeat('1 ', int(20_000)),
  ]);
/**
 * @param {Record<string, unknown>} base
 * @returns {Record<string, unknown>}
 */
const mutateObject = (base) => {
  const body = { ...base };
  for (let i = int(4); i > 0; i--) {
    const key = random() < 0.8 ? pick(Object.keys(base)) : pick(['website', '__proto__', 'constructor', 'extra']);
    body[key] = hostileValue();
  }
  return body;
};
/** @type {[string, 'json' | 'form', Record<string, unknown>][]} */
const postTargets = [
  ['/api/contact', 'json', contact],
  ['/api/converter-registrations', 'json', registration],
  ['/contact', 'form', contact],
  ['/about-edi-converter', 'form', registration],
];
/**
 * @param {'json' | 'form'} kind
 * @param {Record<string, unknown>} body
 * @returns {{ type: string, data: string }}
 */
const encodeBody = (kind, body) => {
  const style = int(10);
  if (style === 0)
    return { type: pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', '']), data: '{"a":1}' };
  if (style === 1)
    return {
      type: kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      data: pick(['{', '{"a":', 'a=%zz&b', '\u0000\u0001', repeat('[', 5000), repeat('a=1&', 30_000)]),
    };
  if (kind === 'json')
    return {
      type: pick(['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1']),
      data: JSON.stringify(body),
    };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body))
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return { type: 'application/x-www-form-urlencoded', data: params.toString() };
};
const headerSets = () => {
  /** @type {Record<string, string>} */
  const headers = { 'user-agent': pick(['Mozilla/5.0 Chrome/156', 'Googlebot/2.1', '', 'curl/8', repeat('x', 4000)]) };
  headers['x-forwarded-for'] = `198.51.100.${int(250)}${random() < 0.1 ? ', garbage, ::1' : ''}`;
  if (random() < 0.3)
    headers['accept-encoding'] = pick(['gzip', 'br', 'deflate', 'identity;q=0', '*', 'gzip;q=2, br;q=-1', 'zstd']);
  if (random() < 0.2) headers['accept'] = pick(['application/json', 'text/html', '*/*', 'image/webp', '']);
  if (random() < 0.1) headers['range'] = pick(['bytes=0-10', 'bytes=-1', 'bytes=5-1', 'bytes=0-0,1-1,2-2']);
  if (random() < 0.1) headers['if-none-match'] = pick(['*', 'W/"x"', '"abc"']);
  if (random() < 0.1) headers['origin'] = pick(['https://evil.example', 'null', 'http://127.0.0.1']);
  if (random() < 0.1) headers['x-request-id'] = pick(['ok-id', repeat('z', 200), 'bad id\u0001'.replace('\u0001', '')]);
  if (random() < 0.1) headers['cookie'] = repeat('a=b; ', int(500));
  return headers;
};

/** Small valid interchanges to break: X12 (850) and EDIFACT (ORDERS), one segment a line. */
const x12 = [
  'ISA*00*          *00*          *ZZ*SENDER         *ZZ*RECEIVER       *260315*1045*^*00501*000000001*0*P*>~',
  'GS*PO*SENDER*RECEIVER*20260315*1045*1*X*005010~',
  'ST*850*0001~',
  'BEG*00*SA*PO1**20260315~',
  'PO1*1*2*EA*3.5**UP*012345678905~',
  'CTT*1~',
  'SE*5*0001~',
  'GE*1*1~',
  'IEA*1*000000001~',
].join('\n');
const edifact = [
  "UNA:+.? '",
  "UNB+UNOC:3+SENDER:ZZZ+RECEIVER:ZZZ+260315:1045+1'",
  "UNH+1+ORDERS:D:96A:UN'",
  "BGM+220+PO1+9'",
  "DTM+137:20260315:102'",
  "NAD+BY+5412345000013::9'",
  "LIN+1++4012345111118:EN'",
  "QTY+21:2'",
  "UNS+S'",
  "UNT+8+1'",
  "UNZ+1+1'",
].join('\n');
/** Random bytes, or an interchange cut short, mutated, repeated, or followed by the other standard. */
const ediDocument = () => {
  const base = pick([x12, edifact, x12 + edifact, edifact + x12, x12.replaceAll('~', '~\n').repeat(3)]);
  switch (int(5)) {
    case 0:
      return Array.from({ length: int(2000) }, () => String.fromCharCode(int(256))).join('');
    case 1:
      return base.slice(0, int(base.length));
    case 2: {
      const chars = [...base];
      for (let i = int(20); i > 0; i--)
        chars[int(chars.length)] = pick(['~', "'", '*', '+', ':', '?', '\n', '\u0000', 'Z', '']);
      return chars.join('');
    }
    case 3:
      return base.replace(/\n/g, '').replace(/(.{80})/g, '$1\n');
    default:
      return base + pick(['garbage text here\n', 'UNA', 'ISA*', repeat("UNS+S''", 50)]);
  }
};
/** The EDI inspector's API (raw body) and its no-JavaScript form. */
const ediRequest = () => {
  const document = ediDocument();
  if (random() < 0.6)
    return {
      method: 'POST',
      path: '/api/edi/inspect',
      headers: {
        ...headerSets(),
        'content-type': pick(['text/plain', 'application/octet-stream', 'application/edifact', 'application/json']),
      },
      body: document,
    };
  return {
    method: 'POST',
    path: '/edi-inspector',
    headers: { ...headerSets(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ document, intent: 'inspect' }).toString(),
  };
};

/**
 * One request to send.
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} Spec
 */

/** @returns {Spec} */
export function generate() {
  if (random() < 0.2) return ediRequest();
  const method = pick(methods);
  if (method === 'POST' && random() < 0.7) {
    const [path, kind, base] = pick(postTargets);
    const { type, data } = encodeBody(kind, mutateObject(base));
    return {
      method,
      path: path + (random() < 0.1 ? mutateQuery() : ''),
      headers: { ...headerSets(), ...(type ? { 'content-type': type } : {}) },
      body: data,
    };
  }
  return {
    method,
    path: mutatePath() + mutateQuery(),
    headers: headerSets(),
    body: method === 'GET' || method === 'HEAD' ? undefined : pick(['', 'x=1', '{}']),
  };
}
