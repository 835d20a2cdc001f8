import fs from 'node:fs/promises';
import path from 'node:path';

// Generated demo pictures (DESIGN.md §7): small deterministic SVG files written under
// `<mediaDir>/demo/...` and referenced from the database by the URL path `/media/demo/...`
// (the server serves `<DATA_DIR>/media` at `/media/`). Same input, same bytes.

/** The silhouette drawn for a product. */
export type ProductKind =
  | 'pen'
  | 'mug'
  | 'tumbler'
  | 'bottle'
  | 'tote'
  | 'backpack'
  | 'cap'
  | 'tshirt'
  | 'notebook'
  | 'usb'
  | 'powerbank'
  | 'charger'
  | 'speaker'
  | 'umbrella'
  | 'keychain'
  | 'apron'
  | 'board'
  | 'lunchbox'
  | 'generic';

export const PRODUCT_KINDS: readonly ProductKind[] = [
  'pen',
  'mug',
  'tumbler',
  'bottle',
  'tote',
  'backpack',
  'cap',
  'tshirt',
  'notebook',
  'usb',
  'powerbank',
  'charger',
  'speaker',
  'umbrella',
  'keychain',
  'apron',
  'board',
  'lunchbox',
  'generic',
];

/** The motif drawn on a season (category) picture. */
export type SeasonMotif = 'heart' | 'tie' | 'pencil' | 'tag' | 'tree' | 'star' | 'sun' | 'balloon' | 'flag' | 'apple' | 'gift';

/** A file to write, with its path relative to `<mediaDir>/demo`. */
export type DemoImage = { path: string; svg: string };

export const DEMO_MEDIA_URL = '/media/demo';

/** The URL path the database stores for a demo picture. */
export function demoImageUrl(relativePath: string): string {
  return `${DEMO_MEDIA_URL}/${relativePath}`;
}

/** Writes the pictures under `<mediaDir>/demo`, creating folders as needed. */
export async function writeDemoImages(mediaDir: string, images: readonly DemoImage[]): Promise<void> {
  const root = path.join(mediaDir, 'demo');
  const folders = new Set(images.map((image) => path.dirname(path.join(root, image.path))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  const batch = 64;
  for (let start = 0; start < images.length; start += batch) {
    await Promise.all(
      images.slice(start, start + batch).map((image) => fs.writeFile(path.join(root, image.path), image.svg, 'utf8')),
    );
  }
}

/** A file-name friendly form of a Spanish name: "Azul marino" → "azul-marino". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match?.[1] ? Number.parseInt(match[1], 16) : 0x9e9e9e;
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour with another: amount 0 keeps `hex`, 1 gives `other`. */
export function mixHex(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

type Palette = { fill: string; detail: string; light: string; outline: string; background: string; halo: string };

function paletteFor(hex: string): Palette {
  const fill = toHex(parseHex(hex));
  const lum = luminance(fill);
  const dark = lum < 0.3;
  return {
    fill,
    detail: dark ? mixHex(fill, '#ffffff', 0.3) : mixHex(fill, '#000000', 0.28),
    light: mixHex(fill, '#ffffff', dark ? 0.45 : 0.55),
    outline: lum > 0.85 ? '#b7bcc2' : mixHex(fill, '#000000', 0.4),
    background: lum > 0.85 ? '#f2f4f6' : mixHex(fill, '#ffffff', 0.9),
    halo: lum > 0.85 ? '#e3e7eb' : mixHex(fill, '#ffffff', 0.78),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`;

// ---------------------------------------------------------------------------------------------
// Silhouettes, drawn in a 400 × 400 box around (200, 200); the shadow sits at y ≈ 318.

type Shape = { body: string; logo: { x: number; y: number; w: number; h: number } };

const METAL = '#cfd4d9';

function silhouette(kind: ProductKind, p: Palette): Shape {
  switch (kind) {
    case 'pen':
      return {
        body: `<g transform="rotate(-35 200 200)"><rect x="58" y="191" width="20" height="18" rx="5" fill="${p.detail}"/><rect x="72" y="184" width="230" height="32" rx="16" fill="${p.fill}"/><path d="M302 188 L346 200 L302 212 Z" fill="${METAL}"/><rect x="238" y="184" width="56" height="32" fill="${p.detail}"/><path d="M100 184 V172 a6 6 0 0 1 6 -6 H196 a6 6 0 0 1 0 12 H112 V184" fill="${p.detail}"/><rect x="84" y="190" width="140" height="6" rx="3" fill="${p.light}" opacity=".7" stroke="none"/></g>`,
        logo: { x: 128, y: 222, w: 70, h: 24 },
      };
    case 'mug':
      return {
        body: `<path d="M266 160 h18 a44 44 0 0 1 0 96 h-18" fill="none" stroke="${p.fill}" stroke-width="20"/><rect x="112" y="116" width="160" height="186" rx="16" fill="${p.fill}"/><ellipse cx="192" cy="118" rx="80" ry="11" fill="${p.detail}"/><rect x="130" y="138" width="12" height="140" rx="6" fill="${p.light}" opacity=".6" stroke="none"/>`,
        logo: { x: 158, y: 180, w: 70, h: 50 },
      };
    case 'tumbler':
      return {
        body: `<path d="M140 116 H260 L244 298 Q200 312 156 298 Z" fill="${p.fill}"/><rect x="132" y="84" width="136" height="36" rx="9" fill="${p.detail}"/><rect x="176" y="74" width="48" height="14" rx="5" fill="${p.detail}"/><path d="M158 136 L168 284" stroke="${p.light}" stroke-width="10" stroke-linecap="round" opacity=".6"/>`,
        logo: { x: 168, y: 170, w: 64, h: 48 },
      };
    case 'bottle':
      return {
        body: `<rect x="178" y="88" width="44" height="40" fill="${p.fill}"/><rect x="156" y="118" width="88" height="192" rx="32" fill="${p.fill}"/><rect x="170" y="56" width="60" height="36" rx="7" fill="${p.detail}"/><circle cx="200" cy="48" r="12" fill="none" stroke="${p.detail}" stroke-width="6"/><rect x="156" y="246" width="88" height="16" fill="${p.detail}"/><rect x="170" y="140" width="9" height="96" rx="4.5" fill="${p.light}" opacity=".6" stroke="none"/>`,
        logo: { x: 176, y: 172, w: 48, h: 52 },
      };
    case 'tote':
      return {
        body: `<path d="M150 156 C150 82 250 82 250 156" fill="none" stroke="${p.detail}" stroke-width="11"/><path d="M104 152 H296 L310 308 H90 Z" fill="${p.fill}"/><path d="M104 152 H296 L298 170 H102 Z" fill="${p.detail}" opacity=".5"/>`,
        logo: { x: 150, y: 200, w: 100, h: 70 },
      };
    case 'backpack':
      return {
        body: `<path d="M172 104 C172 70 228 70 228 104" fill="none" stroke="${p.detail}" stroke-width="10"/><rect x="118" y="98" width="164" height="212" rx="44" fill="${p.fill}"/><rect x="144" y="206" width="112" height="86" rx="18" fill="${p.detail}"/><path d="M150 222 H250" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/><path d="M136 132 Q200 112 264 132" fill="none" stroke="${p.detail}" stroke-width="5"/>`,
        logo: { x: 166, y: 140, w: 68, h: 44 },
      };
    case 'cap':
      return {
        body: `<path d="M108 236 C104 130 296 130 292 236 Z" fill="${p.fill}"/><path d="M200 140 V234 M150 150 Q170 190 166 234 M250 150 Q230 190 234 234" fill="none" stroke="${p.detail}" stroke-width="3" opacity=".6"/><circle cx="200" cy="138" r="8" fill="${p.detail}"/><path d="M96 236 Q200 218 334 248 Q304 268 204 262 Q130 258 96 250 Z" fill="${p.detail}"/>`,
        logo: { x: 160, y: 170, w: 80, h: 40 },
      };
    case 'tshirt':
      return {
        body: `<path d="M152 86 L118 98 L66 142 L100 190 L130 170 V312 H270 V170 L300 190 L334 142 L282 98 L248 86 Q200 122 152 86 Z" fill="${p.fill}"/><path d="M152 86 Q200 132 248 86" fill="none" stroke="${p.detail}" stroke-width="6"/>`,
        logo: { x: 160, y: 150, w: 80, h: 60 },
      };
    case 'notebook':
      return {
        body: `<rect x="280" y="88" width="10" height="210" rx="3" fill="#f4f1ea"/><rect x="120" y="80" width="166" height="226" rx="10" fill="${p.fill}"/><rect x="120" y="80" width="24" height="226" rx="8" fill="${p.detail}"/><rect x="254" y="80" width="9" height="226" fill="${p.detail}"/>`,
        logo: { x: 162, y: 160, w: 76, h: 50 },
      };
    case 'usb':
      return {
        body: `<rect x="170" y="86" width="60" height="56" rx="4" fill="${METAL}"/><rect x="184" y="100" width="12" height="10" fill="#8c949c"/><rect x="204" y="100" width="12" height="10" fill="#8c949c"/><rect x="150" y="138" width="100" height="168" rx="18" fill="${p.fill}"/><circle cx="200" cy="282" r="10" fill="${p.background}"/><rect x="164" y="152" width="8" height="110" rx="4" fill="${p.light}" opacity=".6" stroke="none"/>`,
        logo: { x: 170, y: 180, w: 60, h: 60 },
      };
    case 'powerbank':
      return {
        body: `<rect x="130" y="86" width="140" height="224" rx="24" fill="${p.fill}"/><rect x="180" y="78" width="40" height="10" rx="3" fill="${p.detail}"/><circle cx="182" cy="286" r="5" fill="${p.light}"/><circle cx="200" cy="286" r="5" fill="${p.light}"/><circle cx="218" cy="286" r="5" fill="${p.light}"/><rect x="146" y="104" width="10" height="160" rx="5" fill="${p.light}" opacity=".5" stroke="none"/>`,
        logo: { x: 164, y: 150, w: 72, h: 60 },
      };
    case 'charger':
      return {
        body: `<ellipse cx="200" cy="226" rx="132" ry="56" fill="${p.detail}"/><ellipse cx="200" cy="208" rx="132" ry="56" fill="${p.fill}"/><ellipse cx="200" cy="208" rx="88" ry="34" fill="none" stroke="${p.light}" stroke-width="5"/><circle cx="300" cy="214" r="5" fill="#4caf50" stroke="none"/>`,
        logo: { x: 166, y: 192, w: 68, h: 30 },
      };
    case 'speaker':
      return {
        body: `<rect x="104" y="120" width="192" height="190" rx="40" fill="${p.fill}"/><circle cx="200" cy="212" r="62" fill="${p.detail}"/><circle cx="200" cy="212" r="36" fill="${p.light}" opacity=".5"/><circle cx="200" cy="212" r="12" fill="${p.detail}"/><rect x="170" y="104" width="60" height="18" rx="6" fill="${p.detail}"/>`,
        logo: { x: 166, y: 280, w: 68, h: 22 },
      };
    case 'umbrella':
      return {
        body: `<path d="M200 212 V300 q0 26 -22 26 q-16 0 -16 -16" fill="none" stroke="${p.detail}" stroke-width="9" stroke-linecap="round"/><path d="M72 206 Q200 44 328 206 Q296 186 264 206 Q232 186 200 206 Q168 186 136 206 Q104 186 72 206 Z" fill="${p.fill}"/><path d="M200 86 Q170 150 136 206 M200 86 V206 M200 86 Q230 150 264 206" fill="none" stroke="${p.detail}" stroke-width="3" opacity=".5"/><rect x="196" y="70" width="8" height="18" rx="3" fill="${p.detail}"/>`,
        logo: { x: 214, y: 140, w: 64, h: 34 },
      };
    case 'keychain':
      return {
        body: `<circle cx="200" cy="100" r="30" fill="none" stroke="#aab1b8" stroke-width="8"/><path d="M200 130 V156" stroke="#aab1b8" stroke-width="7"/><rect x="146" y="154" width="108" height="140" rx="28" fill="${p.fill}"/><circle cx="200" cy="174" r="8" fill="${p.background}"/>`,
        logo: { x: 166, y: 200, w: 68, h: 56 },
      };
    case 'apron':
      return {
        body: `<path d="M164 96 Q200 40 236 96" fill="none" stroke="${p.detail}" stroke-width="7"/><path d="M162 92 H238 V140 L296 168 L286 312 H114 L104 168 L162 140 Z" fill="${p.fill}"/><rect x="150" y="226" width="100" height="56" rx="8" fill="${p.detail}" opacity=".7"/><path d="M104 170 L70 176 M296 170 L330 176" stroke="${p.detail}" stroke-width="6" stroke-linecap="round"/>`,
        logo: { x: 166, y: 150, w: 68, h: 50 },
      };
    case 'board':
      return {
        body: `<path d="M120 110 H262 a18 18 0 0 1 18 18 V152 H310 a14 14 0 0 1 0 56 H280 V290 a18 18 0 0 1 -18 18 H120 a18 18 0 0 1 -18 -18 V128 a18 18 0 0 1 18 -18 Z" fill="${p.fill}"/><circle cx="306" cy="180" r="9" fill="${p.background}"/><path d="M126 150 H254 M126 200 H254 M126 250 H254" stroke="${p.detail}" stroke-width="3" opacity=".35"/>`,
        logo: { x: 150, y: 172, w: 84, h: 56 },
      };
    case 'lunchbox':
      return {
        body: `<path d="M160 132 V108 a10 10 0 0 1 10 -10 H230 a10 10 0 0 1 10 10 V132" fill="none" stroke="${p.detail}" stroke-width="10"/><rect x="96" y="128" width="208" height="180" rx="22" fill="${p.fill}"/><rect x="96" y="128" width="208" height="40" rx="18" fill="${p.detail}"/><path d="M110 160 H290" stroke="${p.light}" stroke-width="4" stroke-dasharray="8 6"/>`,
        logo: { x: 160, y: 206, w: 80, h: 58 },
      };
    case 'generic':
      return {
        body: `<path d="M200 96 L304 144 L200 192 L96 144 Z" fill="${p.light}"/><path d="M96 144 L200 192 V304 L96 256 Z" fill="${p.fill}"/><path d="M304 144 L200 192 V304 L304 256 Z" fill="${p.detail}"/>`,
        logo: { x: 116, y: 214, w: 64, h: 36 },
      };
  }
}

function logoMark(logo: Shape['logo'], p: Palette): string {
  const { x, y, w, h } = logo;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" fill-opacity=".85" stroke="${p.outline}" stroke-width="2" stroke-dasharray="6 4"/><text x="${x + w / 2}" y="${y + h / 2 + 5}" text-anchor="middle" font-size="14" font-weight="700" fill="${p.outline}" stroke="none" ${FONT}>LOGO</text>`;
}

function productGroup(kind: ProductKind, p: Palette, withLogo: boolean): string {
  const shape = silhouette(kind, p);
  const logo = withLogo ? logoMark(shape.logo, p) : '';
  // The pen's logo has to follow its rotation.
  const body = kind === 'pen' && withLogo ? shape.body.replace('</g>', `${logo}</g>`) : `${shape.body}${logo}`;
  return `<g stroke="${p.outline}" stroke-width="2" stroke-linejoin="round">${body}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Product pictures

export type ProductImageOptions = {
  kind: ProductKind;
  /** The colour's hex, e.g. "#1E5AA8". */
  hex: string;
  /** Small caption at the foot; omitted for the generic pictures. */
  name?: string;
  /** 1: the product; 2: with a logo mark on its printing area; 3: a set of three. */
  variant?: 1 | 2 | 3;
};

/** An 800 × 800 product picture: soft background, silhouette in the colour, small caption. */
export function productImageSvg(options: ProductImageOptions): string {
  const p = paletteFor(options.hex);
  const variant = options.variant ?? 1;
  let scene: string;
  if (variant === 3) {
    const item = productGroup(options.kind, p, true);
    scene = `<g transform="translate(-38 26) scale(.62)" opacity=".85">${item}</g><g transform="translate(190 26) scale(.62)" opacity=".85">${item}</g><g transform="translate(60 70) scale(.7)">${item}</g>`;
  } else {
    scene = productGroup(options.kind, p, variant === 2);
  }
  const caption = options.name
    ? `<text x="200" y="368" text-anchor="middle" font-size="17" fill="#37474f" ${FONT}>${escapeXml(truncate(options.name, 40))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 400 400"><rect width="400" height="400" fill="${p.background}"/><circle cx="200" cy="196" r="150" fill="${p.halo}"/><ellipse cx="200" cy="320" rx="118" ry="12" fill="#000000" opacity=".08"/>${scene}${caption}</svg>`;
}

/** A square tile for a product type on the home page (no text: the page writes the name). */
export function productTypeImageSvg(options: { kind: ProductKind; hex: string }): string {
  const p = paletteFor(options.hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.background}"/><stop offset="1" stop-color="${p.halo}"/></linearGradient></defs><rect width="400" height="400" rx="28" fill="url(#g)"/><circle cx="200" cy="200" r="160" fill="#ffffff" opacity=".55"/><g transform="translate(30 24) scale(.85)">${productGroup(options.kind, p, false)}</g></svg>`;
}

// ---------------------------------------------------------------------------------------------
// Seasons, sliders and banners

function motif(kind: SeasonMotif, color: string, accent: string): string {
  switch (kind) {
    case 'heart':
      return `<path d="M200 300 C90 220 80 130 140 110 C175 98 195 122 200 140 C205 122 225 98 260 110 C320 130 310 220 200 300 Z" fill="${color}"/>`;
    case 'tie':
      return `<path d="M176 92 H224 L214 128 L240 262 L200 310 L160 262 L186 128 Z" fill="${color}"/><path d="M176 92 H224 L214 128 H186 Z" fill="${accent}"/>`;
    case 'pencil':
      return `<g transform="rotate(40 200 200)"><rect x="170" y="70" width="60" height="200" fill="${color}"/><rect x="170" y="70" width="60" height="26" fill="${accent}"/><path d="M170 270 H230 L200 330 Z" fill="#f1d2a5"/><path d="M190 310 H210 L200 330 Z" fill="#37474f"/></g>`;
    case 'tag':
      return `<path d="M120 120 H230 L310 200 L220 290 L120 190 Z" fill="${color}"/><circle cx="158" cy="158" r="14" fill="#ffffff"/><text x="222" y="222" text-anchor="middle" font-size="64" font-weight="800" fill="#ffffff" ${FONT}>%</text>`;
    case 'tree':
      return `<path d="M200 70 L280 190 H240 L300 280 H100 L160 190 H120 Z" fill="${color}"/><rect x="185" y="280" width="30" height="36" fill="#795548"/><circle cx="200" cy="66" r="12" fill="${accent}"/><circle cx="170" cy="210" r="8" fill="${accent}"/><circle cx="232" cy="244" r="8" fill="${accent}"/>`;
    case 'star':
      return `<path d="M200 70 L232 160 L326 162 L252 220 L278 312 L200 258 L122 312 L148 220 L74 162 L168 160 Z" fill="${color}"/><circle cx="96" cy="96" r="8" fill="${accent}"/><circle cx="318" cy="84" r="6" fill="${accent}"/><circle cx="330" cy="290" r="7" fill="${accent}"/>`;
    case 'sun':
      return `<g stroke="${accent}" stroke-width="14" stroke-linecap="round"><path d="M200 60 V90 M200 310 V340 M60 200 H90 M310 200 H340 M101 101 L122 122 M278 278 L299 299 M101 299 L122 278 M278 122 L299 101"/></g><circle cx="200" cy="200" r="84" fill="${color}"/>`;
    case 'balloon':
      return `<path d="M200 250 Q190 300 214 340" fill="none" stroke="#607d8b" stroke-width="3"/><ellipse cx="200" cy="170" rx="72" ry="88" fill="${color}"/><path d="M192 256 H208 L200 244 Z" fill="${color}"/><ellipse cx="176" cy="136" rx="14" ry="24" fill="#ffffff" opacity=".4"/>`;
    case 'flag':
      return `<rect x="100" y="120" width="70" height="160" fill="#006847"/><rect x="170" y="120" width="70" height="160" fill="#ffffff"/><rect x="240" y="120" width="70" height="160" fill="#ce1126"/><circle cx="205" cy="200" r="20" fill="${accent}"/><rect x="90" y="100" width="8" height="230" fill="#607d8b"/>`;
    case 'apple':
      return `<path d="M200 130 C240 100 300 120 300 190 C300 260 250 310 200 290 C150 310 100 260 100 190 C100 120 160 100 200 130 Z" fill="${color}"/><path d="M200 130 Q196 100 214 80" fill="none" stroke="#6d4c41" stroke-width="8" stroke-linecap="round"/><path d="M210 100 Q250 80 262 110 Q230 120 210 100 Z" fill="${accent}"/>`;
    case 'gift':
      return `<rect x="110" y="170" width="180" height="140" rx="8" fill="${color}"/><rect x="98" y="134" width="204" height="44" rx="8" fill="${color}"/><rect x="186" y="134" width="28" height="176" fill="${accent}"/><path d="M200 134 C160 90 130 110 150 134 Z M200 134 C240 90 270 110 250 134 Z" fill="${accent}"/>`;
  }
}

/** A 600 × 400 picture for a season (category): a motif on a soft background, no text. */
export function seasonImageSvg(options: { motif: SeasonMotif; hex: string }): string {
  const p = paletteFor(options.hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="${p.background}"/><circle cx="80" cy="340" r="120" fill="${p.halo}"/><circle cx="540" cy="50" r="90" fill="${p.halo}"/><g transform="translate(100 0)">${motif(options.motif, p.fill, p.detail)}</g></svg>`;
}

export type PromoImageOptions = {
  /** Products drawn on the right-hand side (up to three). */
  kinds: ProductKind[];
  hex: string;
  /** Optional motif drawn behind the products. */
  motif?: SeasonMotif;
};

/** The first product in the colour, the others in a lighter and a darker shade of it. */
function promoScene(options: PromoImageOptions, transforms: string[]): string {
  const shades = [options.hex, mixHex(options.hex, '#ffffff', 0.35), mixHex(options.hex, '#000000', 0.35)];
  return options.kinds
    .slice(0, transforms.length)
    .map((kind, index) => {
      const palette = paletteFor(shades[index] ?? options.hex);
      return `<g transform="${transforms[index] ?? ''}">${productGroup(kind, palette, false)}</g>`;
    })
    .join('');
}

/**
 * A home slider picture without text (the page overlays title and description): products and a
 * motif on the right half, a calm gradient on the left. `wide` is 1600 × 600, `mobile` 800 × 800.
 */
export function sliderImageSvg(options: PromoImageOptions & { format: 'wide' | 'mobile' }): string {
  const p = paletteFor(options.hex);
  const deep = mixHex(p.fill, '#000000', 0.45);
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${p.fill}"/></linearGradient></defs>`;
  if (options.format === 'wide') {
    const back = options.motif
      ? `<g transform="translate(1030 40) scale(1.3)" opacity=".25">${motif(options.motif, '#ffffff', '#ffffff')}</g>`
      : '';
    const scene = promoScene(options, [
      'translate(1020 110) scale(1.05)',
      'translate(860 250) scale(.75)',
      'translate(1270 260) scale(.7)',
    ]);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">${gradient}<rect width="1600" height="600" fill="url(#g)"/><circle cx="1220" cy="300" r="330" fill="#ffffff" opacity=".12"/><circle cx="120" cy="560" r="180" fill="#ffffff" opacity=".06"/>${back}${scene}</svg>`;
  }
  const back = options.motif
    ? `<g transform="translate(260 300) scale(1.1)" opacity=".25">${motif(options.motif, '#ffffff', '#ffffff')}</g>`
    : '';
  const scene = promoScene(options, [
    'translate(250 330) scale(1.05)',
    'translate(110 460) scale(.7)',
    'translate(470 470) scale(.65)',
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${gradient}<rect width="800" height="800" fill="url(#g)"/><circle cx="400" cy="560" r="300" fill="#ffffff" opacity=".12"/>${back}${scene}</svg>`;
}

/** A 1600 × 400 banner picture without text, products on the right. */
export function bannerImageSvg(options: PromoImageOptions): string {
  const p = paletteFor(options.hex);
  const back = options.motif
    ? `<g transform="translate(1180 20) scale(.9)" opacity=".3">${motif(options.motif, '#ffffff', '#ffffff')}</g>`
    : '';
  const scene = promoScene(options, [
    'translate(1000 40) scale(.8)',
    'translate(1240 80) scale(.7)',
    'translate(850 110) scale(.6)',
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400" viewBox="0 0 1600 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.background}"/><stop offset=".55" stop-color="${p.halo}"/><stop offset="1" stop-color="${p.fill}"/></linearGradient></defs><rect width="1600" height="400" fill="url(#g)"/>${back}${scene}</svg>`;
}
