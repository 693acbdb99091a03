// Raw HTML bytes of one route per page template from a running server (no Accept-Encoding), with what
// they are made of: `node scripts/html-sizes.mjs http://127.0.0.1:4791 [dir to save the pages in]`.
import { mkdirSync, writeFileSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const saveTo = process.argv[3];
const blogs = await (await fetch(`${base}/api/blogs`)).json();
const routes = [
  '/', '/solutions/order-to-cash', '/integrations/sap', '/blogs', `/blogs/${blogs[0].slug}`,
  '/resources/x12-transaction-sets', '/resources/edifact-messages', '/resources/x12-transaction-sets/850',
  '/resources/edifact-messages/ORDERS', '/contact', '/faq', '/about-edi-converter', '/careers', '/case-studies',
  '/about', '/supplier-program', '/testimonials', '/privacy-policy', '/integrations', '/blog-categories/edi', '/edi-inspector',
];
const sum = (html, re) => [...html.matchAll(re)].reduce((n, m) => n + Buffer.byteLength(m[0]), 0);
const kb = (n) => (n / 1024).toFixed(1);
console.log('| route | raw KB | svg KB | <style> KB (tags) | <script> KB | <header> KB |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const route of routes) {
  const res = await fetch(`${base}${route}`, { headers: { 'Accept-Encoding': 'identity' } });
  const html = await res.text();
  if (saveTo) {
    mkdirSync(saveTo, { recursive: true });
    writeFileSync(`${saveTo}/${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}.html`, html);
  }
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)];
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  console.log(
    `| ${route} | ${kb(Buffer.byteLength(html))} | ${kb(sum(html, /<svg[\s\S]*?<\/svg>/g))} | ${kb(sum(html, /<style[^>]*>[\s\S]*?<\/style>/g))} (${styles.length}) | ${kb(sum(html, /<script[^>]*>[\s\S]*?<\/script>/g))} | ${kb(Buffer.byteLength(header))} |${res.status === 200 ? '' : ` status ${res.status}`}`,
  );
}
