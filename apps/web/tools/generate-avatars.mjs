// Renders the six predefined avatars (SPEC §9: user1 to user6, png) to apps/web/public/avatars with
// the system Chromium. Run once after changing the drawings: node apps/web/tools/generate-avatars.mjs
import path from 'node:path';
import { chromium } from '@playwright/test';

const SIZE = 256;
const outDir = path.resolve(import.meta.dirname, '../public/avatars');

const hairStyles = {
  short: (c) =>
    `<path d="M74 110c-4-42 20-66 54-66s58 24 54 66c-4-16-12-26-22-30-18 8-50 10-72 2-8 6-12 16-14 28z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M54 104c0-38 24-60 58-60s58 22 58 60v62c0 8-8 12-16 10V108c-10-14-26-24-44-24s-30 8-42 22v60c-8 2-14-2-14-10z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="128" cy="40" r="20" fill="${c}"/><path d="M66 100c0-30 24-52 62-52s62 22 62 52c-16-16-38-26-62-26s-46 10-62 26z" fill="${c}"/>`,
  curly: (c) =>
    `<g fill="${c}">${[
      [78, 78],
      [94, 58],
      [116, 48],
      [140, 48],
      [162, 58],
      [178, 78],
      [184, 100],
      [72, 100],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22"/>`)
      .join('')}</g>`,
  side: (c) => `<path d="M64 104c-2-36 22-58 62-58 34 0 58 18 64 50-30-4-58-14-76-30-10 16-28 30-50 38z" fill="${c}"/>`,
  ponytail: (c) =>
    `<path d="M178 80c26 8 34 40 22 70-4-24-12-40-26-50z" fill="${c}"/><path d="M64 100c0-32 26-54 64-54s62 22 62 54c-18-14-40-22-64-22s-44 8-62 22z" fill="${c}"/>`,
};

const people = [
  { bg: '#dbe7ff', shirt: '#2f5bb7', skin: '#f2c7a5', hair: '#3b2a20', style: 'short' },
  { bg: '#ffe3d6', shirt: '#ff7a59', skin: '#e0ac85', hair: '#1f1a17', style: 'long' },
  { bg: '#dff5ea', shirt: '#1c9b6c', skin: '#c58c62', hair: '#2b1d16', style: 'curly' },
  { bg: '#fff1cc', shirt: '#e5a100', skin: '#f6d2b8', hair: '#a4622e', style: 'bun' },
  { bg: '#efe3ff', shirt: '#7b4fd6', skin: '#8d5a3c', hair: '#141010', style: 'side' },
  { bg: '#ffdfe8', shirt: '#d6336c', skin: '#eab894', hair: '#5a3825', style: 'ponytail' },
];

function avatarSvg({ bg, shirt, skin, hair, style }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <defs><clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath></defs>
  <g clip-path="url(#c)">
    <rect width="256" height="256" fill="${bg}"/>
    ${style === 'long' ? hairStyles.long(hair) : ''}
    <path d="M40 256c6-48 44-76 88-76s82 28 88 76z" fill="${shirt}"/>
    <path d="M108 150h40v34c0 12-40 12-40 0z" fill="${skin}" />
    <path d="M104 186c8 10 40 10 48 0l6 6c-14 14-46 14-60 0z" fill="#000" fill-opacity="0.08"/>
    <ellipse cx="128" cy="112" rx="50" ry="56" fill="${skin}"/>
    <ellipse cx="78" cy="116" rx="9" ry="12" fill="${skin}"/>
    <ellipse cx="178" cy="116" rx="9" ry="12" fill="${skin}"/>
    ${style === 'long' ? hairStyles.short(hair) : hairStyles[style](hair)}
    <circle cx="108" cy="118" r="5.5" fill="#1d1d2b"/>
    <circle cx="148" cy="118" r="5.5" fill="#1d1d2b"/>
    <path d="M98 104q10-7 20 0M138 104q10-7 20 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M112 140q16 14 32 0" stroke="#9b4a3a" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="98" cy="134" r="7" fill="#ff7a7a" fill-opacity="0.25"/>
    <circle cx="158" cy="134" r="7" fill="#ff7a7a" fill-opacity="0.25"/>
  </g>
</svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
for (const [index, person] of people.entries()) {
  await page.setContent(`<html><body style="margin:0;background:transparent">${avatarSvg(person)}</body></html>`);
  await page.locator('svg').screenshot({ path: path.join(outDir, `user${index + 1}.png`), omitBackground: true });
}
await browser.close();
console.log(`Avatares generados en ${outDir}`);
