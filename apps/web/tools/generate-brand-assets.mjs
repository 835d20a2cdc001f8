// Renders the PNG icons, favicon.ico and the 1200×630 social preview of apps/web/public from the
// SVG sources with headless Chromium (CHROME_PATH or /usr/bin/chromium). Run from the repository root:
// node apps/web/tools/generate-brand-assets.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const read = (file) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');
const svgData = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const mark = svgData(read('favicon.svg'));
const logo = svgData(read('logo.svg'));
const hero = svgData(read('illustrations/login-hero.svg'));
// The favicon's glyph without its rounded square (for full-bleed icons).
const glyph = svgData(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M27.5 13.2a10 10 0 1 0 0 13.6" fill="none" stroke="#fff" stroke-width="4.2" stroke-linecap="round"/><circle cx="28.6" cy="20" r="2.6" fill="#ffb547"/></svg>',
);
const BRAND_DARK = '#1f3f8f';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function render(html, width, height, file) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><head><style>*{margin:0;padding:0;box-sizing:border-box}html,body{width:${width}px;height:${height}px;overflow:hidden;background:transparent}</style></head><body>${html}</body></html>`,
  );
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  const buffer = await page.screenshot({ omitBackground: true, type: 'png' });
  if (file) fs.writeFileSync(path.join(PUBLIC, file), buffer);
  await page.close();
  return buffer;
}

// "any" icons: the rounded mark as drawn in the favicon.
for (const size of [192, 512]) {
  await render(`<img src="${mark}" width="${size}" height="${size}">`, size, size, `icon-${size}.png`);
}
// Maskable and Apple touch icons: full-bleed background (the platform rounds the corners), glyph
// inside the safe zone.
const fullBleed = (size) =>
  `<div style="width:${size}px;height:${size}px;background:linear-gradient(135deg,#3d6fd6,${BRAND_DARK});display:grid;place-items:center"><img src="${glyph}" width="${Math.round(size * 0.8)}" height="${Math.round(size * 0.8)}"></div>`;
await render(fullBleed(512), 512, 512, 'icon-maskable-512.png');
await render(fullBleed(180), 180, 180, 'apple-touch-icon.png');

// favicon.ico for clients that ask for it without reading <link rel="icon">: one 32×32 PNG entry.
const png32 = await render(`<img src="${mark}" width="32" height="32">`, 32, 32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14); // image size
header.writeUInt32LE(22, 18); // offset of the image
fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), Buffer.concat([header, png32]));

// Social preview (Open Graph / Twitter), 1200×630.
const font = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue','Noto Sans','Liberation Sans',Arial,sans-serif";
await render(
  `<div style="width:1200px;height:630px;position:relative;overflow:hidden;font-family:${font};background:linear-gradient(135deg,#3d6fd6 0%,#2f5bb7 45%,${BRAND_DARK} 100%);color:#fff">
    <div style="position:absolute;right:-120px;top:-160px;width:560px;height:560px;border-radius:50%;background:rgba(255,255,255,0.07)"></div>
    <div style="position:absolute;right:140px;bottom:-220px;width:420px;height:420px;border-radius:50%;background:rgba(255,255,255,0.05)"></div>
    <div style="position:absolute;left:72px;top:64px;background:#fff;border-radius:18px;padding:18px 26px;box-shadow:0 10px 30px rgba(10,20,60,0.25)">
      <img src="${logo}" height="52" style="display:block;height:52px;width:auto">
    </div>
    <div style="position:absolute;left:72px;top:222px;width:560px">
      <div style="font-size:58px;font-weight:800;line-height:1.08;letter-spacing:-0.5px">Cotiza artículos promocionales en minutos</div>
      <div style="margin-top:24px;font-size:26px;line-height:1.4;color:#dbe4f8">Catálogo, cotizaciones y seguimiento para vendedores, en un solo lugar.</div>
    </div>
    <div style="position:absolute;left:72px;bottom:56px;font-size:20px;font-weight:600;color:#b3c6ef;letter-spacing:0.3px">Portal para vendedores · Precios en MXN</div>
    <img src="${hero}" width="560" height="409" style="position:absolute;right:36px;top:118px">
  </div>`,
  1200,
  630,
  'social-preview.png',
);

await browser.close();
console.log('Recursos de marca escritos en', PUBLIC);
