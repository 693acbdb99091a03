// Renders public/images/og-default.jpg (1200×630) and logo.png (512×512) from inline HTML with Chromium.
// Run by hand after a brand change: node scripts/make-brand-images.mjs
import { chromium } from 'playwright-core';

/** @param {number} size */
const mark = (
  size,
) => `<svg width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="#0b3d91"/>
<path d="M20 6 L25 20 L20 34 L15 20 Z" fill="#fff"/><path d="M20 6 L25 20 L15 20 Z" fill="#f26b1d"/>
<path d="M8 27h9m-3-3 3 3-3 3M32 13h-9m3-3-3 3 3 3" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;

const og = `<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
padding:0 90px;box-sizing:border-box;font-family:system-ui,sans-serif;color:#fff;background:linear-gradient(135deg,#0a1930,#0b3d91)">
<div style="display:flex;align-items:center;gap:24px">${mark(96)}<span style="font-size:64px;font-weight:800">Northwind <span style="color:#f26b1d">EDI</span></span></div>
<p style="font-size:44px;font-weight:700;margin:48px 0 16px">AI-Driven EDI &amp; API Solutions</p>
<p style="font-size:28px;color:#c9d6ea;margin:0">X12 · EDIFACT · TRADACOM · APIs — 500+ clients in 50+ countries</p></body>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(og);
await page.screenshot({ path: 'public/images/og-default.jpg', type: 'jpeg', quality: 85 });
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(`<body style="margin:0">${mark(512)}</body>`);
await page.screenshot({ path: 'public/images/logo.png', omitBackground: true });
await browser.close();
