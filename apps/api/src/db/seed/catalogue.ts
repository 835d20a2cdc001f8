import type { InsertObject, Kysely } from 'kysely';
import { refreshProductDerived } from '../../modules/catalogue/product-derived.repository.ts';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import {
  bannerImageSvg,
  type DemoImage,
  demoImageUrl,
  PRODUCT_KINDS,
  type ProductKind,
  productImageSvg,
  productTypeImageSvg,
  type SeasonMotif,
  seasonImageSvg,
  sliderImageSvg,
  slugify,
  writeDemoImages,
} from './images.ts';

// The demo catalogue of DESIGN.md §7: a believable Mexican promotional-products catalogue,
// identical on every run (seeded pseudo-randomness, dates relative to `now`).
// Naming (DESIGN.md §3): product types are the home "categories"; categories are seasons.

// ---------------------------------------------------------------------------------------------
// Deterministic pseudo-randomness

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** Up to `count` distinct items, in a random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  chance: (probability: number) => boolean;
};

/** mulberry32: small, fast and good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const a = pool[i] as T;
      pool[i] = pool[j] as T;
      pool[j] = a;
    }
    return pool.slice(0, Math.max(0, count));
  };
  return { next, int, pick, sample, chance: (probability) => next() < probability };
}

// ---------------------------------------------------------------------------------------------
// Lookup lists

export const MATERIALS = [
  'Plástico',
  'Metal',
  'Aluminio',
  'Acero inoxidable',
  'Bambú',
  'Madera',
  'Poliéster',
  'Polipropileno',
  'Algodón',
  'Cerámica',
  'Vidrio',
  'Piel sintética',
  'Yute',
  'Papel reciclado',
  'Silicón',
] as const;
export type MaterialName = (typeof MATERIALS)[number];

export const COLORS: ReadonlyArray<{ name: string; hex: string }> = [
  { name: 'Blanco', hex: '#FFFFFF' },
  { name: 'Negro', hex: '#1F1F1F' },
  { name: 'Gris', hex: '#8A8D91' },
  { name: 'Plata', hex: '#C0C4C8' },
  { name: 'Azul', hex: '#1E5AA8' },
  { name: 'Azul marino', hex: '#1B2A4A' },
  { name: 'Turquesa', hex: '#00A3AD' },
  { name: 'Verde', hex: '#2E7D32' },
  { name: 'Verde limón', hex: '#9CCC3C' },
  { name: 'Amarillo', hex: '#F9C80E' },
  { name: 'Naranja', hex: '#EF6C00' },
  { name: 'Rojo', hex: '#C62828' },
  { name: 'Rosa', hex: '#E91E63' },
  { name: 'Morado', hex: '#6A1B9A' },
  { name: 'Café', hex: '#6D4C41' },
  { name: 'Natural', hex: '#D8C3A5' },
];

export const PRODUCT_VERSIONS = ['Estándar', 'Premium', 'Ecológico'] as const;
type VersionName = (typeof PRODUCT_VERSIONS)[number];

export const PRINT_TYPES = ['Serigrafía', 'Tampografía', 'Grabado láser', 'Bordado', 'Sublimación', 'Impresión digital'] as const;
export type PrintTypeName = (typeof PRINT_TYPES)[number];
/** The print type of the customizations that sell a product without printing. */
export const NO_PRINT_TYPE = 'Sin personalización';
export const NO_PRINT_PERSONALIZATION = 'No aplica';

/** SPEC §4: the form labels these print types 'Tintas de impresión'; the others take areas. */
export function isInkPrintType(name: string): boolean {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return plain.includes('serigrafia') || plain.includes('tampografia');
}

export function inkPersonalization(inks: number): string {
  return inks === 1 ? '1 tinta' : `${inks} tintas`;
}

export const BOX_SIZES = ['Chica', 'Mediana', 'Grande'] as const;
type BoxSize = (typeof BOX_SIZES)[number];

export const CHANNELS = ['Distribuidor', 'Venta directa', 'Comercio electrónico', 'Corporativo', 'Gobierno'];

export const CLIENTS: ReadonlyArray<{ name: string; brands: string[] }> = [
  { name: 'Grupo Alimentos del Bajío', brands: ['Lácteos La Vaquita', 'Botanas Don Chema', 'Panificadora El Trigal'] },
  { name: 'Farmacias Salud Integral', brands: ['Vitalis', 'FarmaBien'] },
  { name: 'Constructora Sierra Madre', brands: ['Sierra Madre Residencial', 'Cementos Cumbre', 'Aceros del Norte'] },
  { name: 'Autotransportes del Pacífico', brands: ['Pacífico Express', 'Carga Segura'] },
  { name: 'Financiera Horizonte Mexicano', brands: ['Horizonte Crédito', 'Horizonte Seguros', 'Ahorra+', 'Horizonte Empresas'] },
  { name: 'Bebidas Tropicales de Veracruz', brands: ['Agua Fresca Jarocha', 'Refrescos Costeño', 'Café Cumbres de Orizaba'] },
  { name: 'Universidad Tecnológica del Valle', brands: ['UTV Posgrados', 'UTV Deportes'] },
  { name: 'Hoteles Costa Esmeralda', brands: ['Esmeralda Resort', 'Esmeralda Spa', 'Club Marina Esmeralda'] },
];

/** Seasons and temporalities: the `categories` table. */
export const SEASONS: ReadonlyArray<{ name: string; motif: SeasonMotif; hex: string }> = [
  { name: 'Día del Amor y la Amistad', motif: 'heart', hex: '#D81B60' },
  { name: 'Día del Niño', motif: 'balloon', hex: '#0288D1' },
  { name: 'Día de las Madres', motif: 'heart', hex: '#EC407A' },
  { name: 'Día del Maestro', motif: 'apple', hex: '#C62828' },
  { name: 'Día del Padre', motif: 'tie', hex: '#1E5AA8' },
  { name: 'Verano', motif: 'sun', hex: '#F9A825' },
  { name: 'Regreso a clases', motif: 'pencil', hex: '#EF6C00' },
  { name: 'Fiestas Patrias', motif: 'flag', hex: '#2E7D32' },
  { name: 'Ferias y exposiciones', motif: 'gift', hex: '#00897B' },
  { name: 'Buen Fin', motif: 'tag', hex: '#6A1B9A' },
  { name: 'Navidad', motif: 'tree', hex: '#1B5E20' },
  { name: 'Fin de año', motif: 'star', hex: '#F5B301' },
];

const SEASON = {
  love: 'Día del Amor y la Amistad',
  children: 'Día del Niño',
  mothers: 'Día de las Madres',
  teachers: 'Día del Maestro',
  fathers: 'Día del Padre',
  summer: 'Verano',
  school: 'Regreso a clases',
  patriotic: 'Fiestas Patrias',
  fairs: 'Ferias y exposiciones',
  buenFin: 'Buen Fin',
  christmas: 'Navidad',
  yearEnd: 'Fin de año',
} as const;

/** Sale-volume tiers as boundaries: [50, 250, 1000] means 50–249 and 250–1000. */
const TIERS = {
  standard: [50, 250, 1000, 5000, 20000],
  hundred: [100, 500, 2500, 10000],
  mass: [500, 1000, 5000, 20000, 50000],
  premium: [25, 100, 500, 2000],
  short: [50, 300, 1000, 3000],
} as const;
type TierSet = readonly number[];

// ---------------------------------------------------------------------------------------------
// Product types (home "categories")

export type ProductTypeDef = {
  name: string;
  kind: ProductKind;
  /** Theme colour of the home tile. */
  hex: string;
  skuPrefix: string;
  prints: PrintTypeName[];
  printingArea: string;
  /** Personalization values of the print types priced by area ('3 x 3 cm - 7 x 7 cm'). */
  areaRanges: string[];
  maxInks: number;
  colors: string[];
  seasons: string[];
  tierSets: TierSet[];
  /** Pieces per master box. */
  perMaster: number;
  packagingCents: number;
  printCostFactor: number;
};

export const PRODUCT_TYPES: ProductTypeDef[] = [
  {
    name: 'Bolígrafos',
    kind: 'pen',
    hex: '#1E5AA8',
    skuPrefix: 'BOL',
    prints: ['Tampografía', 'Serigrafía', 'Grabado láser'],
    printingArea: '5 x 0.8 cm',
    areaRanges: ['2 x 0.5 cm - 5 x 0.8 cm'],
    maxInks: 2,
    colors: ['Azul', 'Negro', 'Rojo', 'Verde', 'Blanco', 'Naranja', 'Morado', 'Plata'],
    seasons: [SEASON.school, SEASON.teachers, SEASON.fairs, SEASON.buenFin],
    tierSets: [TIERS.standard, TIERS.hundred, TIERS.mass],
    perMaster: 500,
    packagingCents: 20,
    printCostFactor: 0.8,
  },
  {
    name: 'Tazas y termos',
    kind: 'mug',
    hex: '#C62828',
    skuPrefix: 'TAZ',
    prints: ['Sublimación', 'Serigrafía', 'Grabado láser'],
    printingArea: '8 x 6 cm',
    areaRanges: ['5 x 5 cm - 8 x 6 cm', '8 x 6 cm - 20 x 9 cm'],
    maxInks: 3,
    colors: ['Blanco', 'Negro', 'Rojo', 'Azul', 'Verde limón', 'Amarillo', 'Rosa'],
    seasons: [SEASON.mothers, SEASON.fathers, SEASON.christmas, SEASON.teachers, SEASON.love],
    tierSets: [TIERS.standard, TIERS.short],
    perMaster: 36,
    packagingCents: 350,
    printCostFactor: 1,
  },
  {
    name: 'Termos y botellas',
    kind: 'bottle',
    hex: '#00838F',
    skuPrefix: 'TER',
    prints: ['Grabado láser', 'Serigrafía', 'Sublimación'],
    printingArea: '6 x 8 cm',
    areaRanges: ['3 x 3 cm - 7 x 7 cm', '7 x 7 cm - 10 x 12 cm'],
    maxInks: 3,
    colors: ['Plata', 'Negro', 'Azul marino', 'Blanco', 'Rojo', 'Verde', 'Turquesa', 'Rosa'],
    seasons: [SEASON.fathers, SEASON.christmas, SEASON.yearEnd, SEASON.summer, SEASON.buenFin],
    tierSets: [TIERS.standard, TIERS.short, TIERS.premium],
    perMaster: 50,
    packagingCents: 600,
    printCostFactor: 1.2,
  },
  {
    name: 'Bolsas y mochilas',
    kind: 'tote',
    hex: '#6D4C41',
    skuPrefix: 'BOM',
    prints: ['Serigrafía', 'Bordado', 'Impresión digital'],
    printingArea: '25 x 25 cm',
    areaRanges: ['7 x 7 cm - 12 x 12 cm', '12 x 12 cm - 25 x 25 cm'],
    maxInks: 3,
    colors: ['Natural', 'Negro', 'Azul marino', 'Gris', 'Rojo', 'Verde', 'Azul'],
    seasons: [SEASON.school, SEASON.summer, SEASON.fairs, SEASON.buenFin],
    tierSets: [TIERS.standard, TIERS.short],
    perMaster: 100,
    packagingCents: 150,
    printCostFactor: 1.5,
  },
  {
    name: 'Textiles',
    kind: 'tshirt',
    hex: '#3949AB',
    skuPrefix: 'TEX',
    prints: ['Serigrafía', 'Bordado', 'Sublimación'],
    printingArea: '25 x 30 cm',
    areaRanges: ['5 x 5 cm - 10 x 10 cm', '10 x 10 cm - 25 x 30 cm'],
    maxInks: 3,
    colors: ['Blanco', 'Negro', 'Azul marino', 'Gris', 'Rojo', 'Verde', 'Amarillo', 'Azul'],
    seasons: [SEASON.patriotic, SEASON.summer, SEASON.fairs, SEASON.fathers],
    tierSets: [TIERS.standard, TIERS.hundred],
    perMaster: 100,
    packagingCents: 150,
    printCostFactor: 1.5,
  },
  {
    name: 'Gorras',
    kind: 'cap',
    hex: '#2E7D32',
    skuPrefix: 'GOR',
    prints: ['Bordado', 'Serigrafía', 'Sublimación'],
    printingArea: '10 x 5 cm',
    areaRanges: ['5 x 3 cm - 10 x 5 cm'],
    maxInks: 2,
    colors: ['Negro', 'Azul marino', 'Blanco', 'Rojo', 'Gris', 'Verde', 'Café'],
    seasons: [SEASON.summer, SEASON.patriotic, SEASON.fathers, SEASON.fairs],
    tierSets: [TIERS.standard, TIERS.short],
    perMaster: 100,
    packagingCents: 80,
    printCostFactor: 1.2,
  },
  {
    name: 'Libretas y oficina',
    kind: 'notebook',
    hex: '#455A64',
    skuPrefix: 'LIB',
    prints: ['Grabado láser', 'Serigrafía', 'Impresión digital'],
    printingArea: '8 x 10 cm',
    areaRanges: ['3 x 3 cm - 7 x 7 cm', '7 x 7 cm - 10 x 14 cm'],
    maxInks: 3,
    colors: ['Negro', 'Café', 'Azul marino', 'Gris', 'Rojo', 'Natural'],
    seasons: [SEASON.school, SEASON.teachers, SEASON.yearEnd],
    tierSets: [TIERS.standard, TIERS.short],
    perMaster: 50,
    packagingCents: 60,
    printCostFactor: 1,
  },
  {
    name: 'Tecnología',
    kind: 'usb',
    hex: '#5E35B1',
    skuPrefix: 'TEC',
    prints: ['Grabado láser', 'Tampografía', 'Impresión digital'],
    printingArea: '4 x 2 cm',
    areaRanges: ['2 x 1 cm - 4 x 2 cm'],
    maxInks: 2,
    colors: ['Negro', 'Blanco', 'Plata', 'Azul', 'Rojo', 'Gris'],
    seasons: [SEASON.buenFin, SEASON.christmas, SEASON.yearEnd, SEASON.fathers],
    tierSets: [TIERS.standard, TIERS.premium, TIERS.short],
    perMaster: 100,
    packagingCents: 250,
    printCostFactor: 1,
  },
  {
    name: 'Paraguas',
    kind: 'umbrella',
    hex: '#0277BD',
    skuPrefix: 'PAR',
    prints: ['Serigrafía', 'Sublimación'],
    printingArea: '20 x 15 cm',
    areaRanges: ['10 x 10 cm - 20 x 15 cm'],
    maxInks: 3,
    colors: ['Negro', 'Azul marino', 'Rojo', 'Azul', 'Verde', 'Amarillo'],
    seasons: [SEASON.fairs, SEASON.school, SEASON.summer],
    tierSets: [TIERS.premium, TIERS.short],
    perMaster: 25,
    packagingCents: 200,
    printCostFactor: 1.4,
  },
  {
    name: 'Llaveros',
    kind: 'keychain',
    hex: '#F57C00',
    skuPrefix: 'LLA',
    prints: ['Grabado láser', 'Tampografía'],
    printingArea: '3 x 2 cm',
    areaRanges: ['2 x 1 cm - 3 x 2 cm'],
    maxInks: 2,
    colors: ['Plata', 'Negro', 'Café', 'Rojo', 'Azul', 'Natural', 'Amarillo'],
    seasons: [SEASON.children, SEASON.fairs, SEASON.love, SEASON.patriotic],
    tierSets: [TIERS.hundred, TIERS.mass, TIERS.standard],
    perMaster: 500,
    packagingCents: 10,
    printCostFactor: 0.8,
  },
  {
    name: 'Hogar y cocina',
    kind: 'board',
    hex: '#8D6E63',
    skuPrefix: 'HOG',
    prints: ['Grabado láser', 'Serigrafía', 'Impresión digital'],
    printingArea: '10 x 8 cm',
    areaRanges: ['3 x 3 cm - 7 x 7 cm', '7 x 7 cm - 12 x 10 cm'],
    maxInks: 3,
    colors: ['Natural', 'Café', 'Blanco', 'Negro', 'Rojo', 'Verde'],
    seasons: [SEASON.mothers, SEASON.christmas, SEASON.yearEnd, SEASON.patriotic],
    tierSets: [TIERS.standard, TIERS.short, TIERS.premium],
    perMaster: 40,
    packagingCents: 300,
    printCostFactor: 1.1,
  },
];

// ---------------------------------------------------------------------------------------------
// The products

type TypeName =
  | 'Bolígrafos'
  | 'Tazas y termos'
  | 'Termos y botellas'
  | 'Bolsas y mochilas'
  | 'Textiles'
  | 'Gorras'
  | 'Libretas y oficina'
  | 'Tecnología'
  | 'Paraguas'
  | 'Llaveros'
  | 'Hogar y cocina';

type ProductDef = {
  sku: string;
  name: string;
  description: string;
  type: TypeName;
  alsoType?: TypeName;
  material: MaterialName;
  version: VersionName;
  /** Length, width and height in cm. */
  size: [number, number, number];
  /** Grams. */
  weight: number;
  /** Price per piece, in pesos, of the smallest tier. */
  price: number;
  kind?: ProductKind;
  prints?: PrintTypeName[];
  colors?: string[];
  perMaster?: number;
  inactive?: true;
};

// biome-ignore format: one product per line reads as a table.
const PRODUCTS: ProductDef[] = [
  // Bolígrafos
  { sku: 'BOL-1001', name: 'Bolígrafo Clásico Click', description: 'Bolígrafo de plástico con mecanismo retráctil y clip. Tinta azul de secado rápido. El favorito para ferias, congresos y campañas masivas.', type: 'Bolígrafos', material: 'Plástico', version: 'Estándar', size: [14, 1.1, 1.1], weight: 9, price: 6.5 },
  { sku: 'BOL-1002', name: 'Bolígrafo Metálico Ejecutivo', description: 'Bolígrafo de metal con acabado satinado y punta de 1 mm. Su cuerpo es ideal para un grabado láser elegante.', type: 'Bolígrafos', material: 'Metal', version: 'Premium', size: [13.8, 1, 1], weight: 22, price: 11.9, prints: ['Grabado láser', 'Tampografía'] },
  { sku: 'BOL-1003', name: 'Bolígrafo de Bambú Eco', description: 'Bolígrafo con cuerpo de bambú y detalles en plástico reciclado. Una opción responsable para empresas con visión sustentable.', type: 'Bolígrafos', material: 'Bambú', version: 'Ecológico', size: [14, 1, 1], weight: 11, price: 9.8, colors: ['Negro', 'Azul', 'Verde', 'Rojo'] },
  { sku: 'BOL-1004', name: 'Bolígrafo Touch con Stylus', description: 'Bolígrafo de aluminio con punta touch para pantallas de celular y tableta. Escritura suave en tinta negra.', type: 'Bolígrafos', material: 'Aluminio', version: 'Premium', size: [14.2, 0.9, 0.9], weight: 15, price: 12 },
  { sku: 'BOL-1005', name: 'Bolígrafo de Cartón Reciclado', description: 'Bolígrafo con barril de cartón reciclado y clip de plástico. Económico y ecológico para campañas de gran volumen.', type: 'Bolígrafos', material: 'Papel reciclado', version: 'Ecológico', size: [14, 1, 1], weight: 7, price: 4.5, prints: ['Tampografía'], colors: ['Azul', 'Negro', 'Rojo', 'Verde'] },
  { sku: 'BOL-1006', name: 'Bolígrafo Translúcido Neón', description: 'Bolígrafo de plástico translúcido en colores neón con tinta azul. Llamativo para eventos juveniles.', type: 'Bolígrafos', material: 'Plástico', version: 'Estándar', size: [14, 1.1, 1.1], weight: 8, price: 5.2, inactive: true },
  { sku: 'BOL-1007', name: 'Marcatextos Doble Punta', description: 'Marcatextos con punta biselada en un extremo y punta fina en el otro. Tinta fluorescente que no traspasa el papel.', type: 'Bolígrafos', material: 'Plástico', version: 'Estándar', size: [12.5, 1.6, 1.6], weight: 12, price: 8.9, colors: ['Amarillo', 'Verde limón', 'Rosa', 'Naranja'] },
  { sku: 'BOL-1008', name: 'Bolígrafo Ejecutivo con Estuche', description: 'Bolígrafo metálico de trazo firme presentado en estuche rígido con interior de terciopelo. Un regalo corporativo de alto nivel.', type: 'Bolígrafos', material: 'Metal', version: 'Premium', size: [14, 1.2, 1.2], weight: 30, price: 34, prints: ['Grabado láser'], perMaster: 200 },
  { sku: 'BOL-1009', name: 'Bolígrafo Multifunción 4 en 1', description: 'Bolígrafo con stylus, nivel de burbuja y regla impresa en el cuerpo. Útil en obra, oficina y campo.', type: 'Bolígrafos', material: 'Plástico', version: 'Estándar', size: [15, 1.3, 1.3], weight: 18, price: 11.5 },
  { sku: 'BOL-1010', name: 'Set de Bolígrafo y Lapicero', description: 'Juego de bolígrafo y lapicero metálicos a juego en caja de regalo. Ideal para graduaciones y reconocimientos.', type: 'Bolígrafos', alsoType: 'Libretas y oficina', material: 'Metal', version: 'Premium', size: [17, 6, 2.5], weight: 95, price: 48, prints: ['Grabado láser'], perMaster: 100 },

  // Tazas y termos
  { sku: 'TAZ-2001', name: 'Taza Cerámica Clásica 11 oz', description: 'Taza de cerámica blanca con capacidad de 325 ml, apta para microondas y lavavajillas. Perfecta para sublimar fotografías y logotipos a todo color.', type: 'Tazas y termos', kind: 'mug', material: 'Cerámica', version: 'Estándar', size: [8, 8, 9.5], weight: 330, price: 38 },
  { sku: 'TAZ-2002', name: 'Taza Térmica Mágica', description: 'Taza de cerámica negra que revela el diseño al servir una bebida caliente. Sorprende a tus clientes con un efecto memorable.', type: 'Tazas y termos', kind: 'mug', material: 'Cerámica', version: 'Premium', size: [8, 8, 9.5], weight: 340, price: 62, prints: ['Sublimación'], colors: ['Negro', 'Azul marino', 'Rojo'] },
  { sku: 'TAZ-2003', name: 'Taza de Peltre Vintage', description: 'Taza de peltre esmaltado con borde metálico, estilo campirano. Ligera, resistente y con mucho carácter.', type: 'Tazas y termos', kind: 'mug', material: 'Metal', version: 'Estándar', size: [8, 8, 8], weight: 160, price: 55, prints: ['Serigrafía', 'Sublimación'] },
  { sku: 'TAZ-2004', name: 'Taza de Vidrio Esmerilado', description: 'Taza de vidrio con acabado esmerilado y capacidad de 350 ml. Luce muy bien con logotipos a una tinta.', type: 'Tazas y termos', kind: 'mug', material: 'Vidrio', version: 'Estándar', size: [8.2, 8.2, 10], weight: 300, price: 48, prints: ['Serigrafía', 'Sublimación'], colors: ['Blanco', 'Azul', 'Verde limón', 'Rosa'] },
  { sku: 'TAZ-2005', name: 'Taza Cerámica con Cuchara', description: 'Taza de cerámica de 400 ml con cuchara integrada en el asa. Ideal para café de olla, chocolate y atole.', type: 'Tazas y termos', kind: 'mug', material: 'Cerámica', version: 'Premium', size: [9, 9, 10.5], weight: 390, price: 72 },
  { sku: 'TAZ-2006', name: 'Taza de Bambú Ecológica', description: 'Taza elaborada con fibra de bambú y tapa de silicón. Reutilizable, ligera y libre de BPA.', type: 'Tazas y termos', kind: 'tumbler', material: 'Bambú', version: 'Ecológico', size: [9, 9, 11], weight: 150, price: 58, prints: ['Serigrafía', 'Tampografía'], colors: ['Natural', 'Verde', 'Café', 'Negro'] },
  { sku: 'TAZ-2007', name: 'Termo Cafetero con Tapa', description: 'Termo cafetero de acero inoxidable de doble pared con tapa antiderrames. Conserva tu café caliente hasta por 6 horas.', type: 'Tazas y termos', alsoType: 'Termos y botellas', kind: 'tumbler', material: 'Acero inoxidable', version: 'Premium', size: [8.5, 8.5, 17], weight: 310, price: 145, prints: ['Grabado láser', 'Serigrafía'], perMaster: 50 },
  { sku: 'TAZ-2008', name: 'Taza Cónica Bicolor', description: 'Taza de cerámica con interior y asa de color. Un clásico de oficina que combina con cualquier imagen corporativa.', type: 'Tazas y termos', kind: 'mug', material: 'Cerámica', version: 'Estándar', size: [8.5, 8.5, 10], weight: 350, price: 45, prints: ['Serigrafía', 'Sublimación'] },

  // Termos y botellas
  { sku: 'TER-3001', name: 'Termo de Acero Inoxidable 500 ml', description: 'Termo de doble pared al vacío que mantiene bebidas frías 24 horas y calientes 12 horas. Tapa de rosca hermética.', type: 'Termos y botellas', kind: 'bottle', material: 'Acero inoxidable', version: 'Premium', size: [7, 7, 25], weight: 340, price: 189 },
  { sku: 'TER-3002', name: 'Botella Deportiva de Aluminio 600 ml', description: 'Botella de aluminio ligera con mosquetón. Ideal para gimnasio, carreras y actividades al aire libre.', type: 'Termos y botellas', kind: 'bottle', material: 'Aluminio', version: 'Estándar', size: [7, 7, 23], weight: 120, price: 120 },
  { sku: 'TER-3003', name: 'Vaso Térmico con Popote 20 oz', description: 'Vaso térmico de acero inoxidable con tapa y popote reutilizable. Conserva la temperatura por horas.', type: 'Termos y botellas', alsoType: 'Tazas y termos', kind: 'tumbler', material: 'Acero inoxidable', version: 'Premium', size: [9, 9, 20], weight: 360, price: 210 },
  { sku: 'TER-3004', name: 'Botella de Vidrio con Funda de Bambú', description: 'Botella de vidrio borosilicato con tapa de bambú y funda protectora. Sin sabores ni olores.', type: 'Termos y botellas', kind: 'bottle', material: 'Vidrio', version: 'Ecológico', size: [7, 7, 22], weight: 380, price: 165, prints: ['Grabado láser', 'Serigrafía'], colors: ['Natural', 'Negro', 'Gris'] },
  { sku: 'TER-3005', name: 'Cilindro Plástico Libre de BPA 700 ml', description: 'Cilindro de plástico resistente con tapa abatible. Económico y práctico para eventos deportivos y escuelas.', type: 'Termos y botellas', kind: 'bottle', material: 'Plástico', version: 'Estándar', size: [7.5, 7.5, 24], weight: 95, price: 58, prints: ['Serigrafía', 'Tampografía'], perMaster: 100 },
  { sku: 'TER-3006', name: 'Termo Inteligente con Indicador de Temperatura', description: 'Termo de acero inoxidable con pantalla LED táctil en la tapa que muestra la temperatura. Un regalo tecnológico que impresiona.', type: 'Termos y botellas', alsoType: 'Tecnología', kind: 'bottle', material: 'Acero inoxidable', version: 'Premium', size: [7, 7, 26], weight: 390, price: 349, prints: ['Grabado láser'] },
  { sku: 'TER-3007', name: 'Botella Plegable de Silicón', description: 'Botella de silicón grado alimenticio que se pliega para ocupar poco espacio. Perfecta para viajes.', type: 'Termos y botellas', kind: 'bottle', material: 'Silicón', version: 'Estándar', size: [7, 7, 21], weight: 110, price: 95, prints: ['Tampografía', 'Serigrafía'], colors: ['Azul', 'Turquesa', 'Rosa', 'Gris', 'Verde'] },
  { sku: 'TER-3008', name: 'Termo Tipo Matraz 1 L', description: 'Termo de acero inoxidable de un litro con taza integrada en la tapa. Ideal para viajes largos y jornadas en campo.', type: 'Termos y botellas', kind: 'bottle', material: 'Acero inoxidable', version: 'Premium', size: [9, 9, 30], weight: 560, price: 320, perMaster: 24 },
  { sku: 'TER-3009', name: 'Vaso Térmico de Bambú y Acero', description: 'Vaso de acero inoxidable con recubrimiento de bambú natural y tapa deslizable. Cálido al tacto y muy resistente.', type: 'Termos y botellas', kind: 'tumbler', material: 'Bambú', version: 'Ecológico', size: [8.5, 8.5, 16], weight: 290, price: 240, prints: ['Grabado láser'], colors: ['Natural', 'Negro', 'Plata'] },

  // Bolsas y mochilas
  { sku: 'BOM-4001', name: 'Bolsa Ecológica de Yute', description: 'Bolsa de yute natural con asas reforzadas y fuelle. Resistente, reutilizable y con gran área de impresión.', type: 'Bolsas y mochilas', kind: 'tote', material: 'Yute', version: 'Ecológico', size: [40, 12, 35], weight: 180, price: 68, prints: ['Serigrafía'], colors: ['Natural', 'Verde', 'Negro'] },
  { sku: 'BOM-4002', name: 'Tote Bag de Algodón 100%', description: 'Bolsa de manta de algodón con asas largas para llevar al hombro. Un básico para supermercados, museos y eventos.', type: 'Bolsas y mochilas', kind: 'tote', material: 'Algodón', version: 'Ecológico', size: [38, 1, 42], weight: 120, price: 42, prints: ['Serigrafía', 'Impresión digital'] },
  { sku: 'BOM-4003', name: 'Bolsa Reutilizable de Tela No Tejida', description: 'Bolsa de polipropileno no tejido con asas cortas. La opción más económica para congresos y puntos de venta.', type: 'Bolsas y mochilas', kind: 'tote', material: 'Polipropileno', version: 'Estándar', size: [35, 10, 40], weight: 60, price: 16, prints: ['Serigrafía'], perMaster: 200 },
  { sku: 'BOM-4004', name: 'Mochila Ejecutiva para Laptop 15"', description: 'Mochila de poliéster con compartimento acolchado para laptop de 15 pulgadas y puerto USB externo. Comodidad y estilo para el día a día.', type: 'Bolsas y mochilas', kind: 'backpack', material: 'Poliéster', version: 'Premium', size: [30, 15, 45], weight: 850, price: 560, prints: ['Bordado', 'Serigrafía'], colors: ['Negro', 'Gris', 'Azul marino'], perMaster: 20 },
  { sku: 'BOM-4005', name: 'Mochila Deportiva Tipo Costal', description: 'Mochila ligera de poliéster con cordones de ajuste. Ideal para carreras, torneos y activaciones de marca.', type: 'Bolsas y mochilas', kind: 'tote', material: 'Poliéster', version: 'Estándar', size: [34, 1, 42], weight: 70, price: 38, prints: ['Serigrafía', 'Sublimación'], perMaster: 200 },
  { sku: 'BOM-4006', name: 'Mochila Escolar Antirrobo', description: 'Mochila con cierre oculto, bolsillos interiores y material repelente al agua. Segura y cómoda para estudiantes.', type: 'Bolsas y mochilas', kind: 'backpack', material: 'Poliéster', version: 'Premium', size: [29, 14, 42], weight: 780, price: 420, prints: ['Bordado', 'Serigrafía'], colors: ['Negro', 'Azul', 'Rojo', 'Gris'], perMaster: 20 },
  { sku: 'BOM-4007', name: 'Maleta Deportiva Weekender', description: 'Maleta de poliéster con correa ajustable y compartimento para calzado. Para el gimnasio o un fin de semana fuera.', type: 'Bolsas y mochilas', kind: 'lunchbox', material: 'Poliéster', version: 'Estándar', size: [50, 25, 28], weight: 650, price: 380, prints: ['Bordado', 'Serigrafía'], perMaster: 20 },
  { sku: 'BOM-4008', name: 'Hielera Suave 12 Latas', description: 'Hielera plegable de poliéster con aislante térmico y forro impermeable. Capacidad para 12 latas.', type: 'Bolsas y mochilas', alsoType: 'Hogar y cocina', kind: 'lunchbox', material: 'Poliéster', version: 'Estándar', size: [28, 18, 22], weight: 320, price: 240, prints: ['Serigrafía', 'Bordado'], perMaster: 30 },
  { sku: 'BOM-4009', name: 'Bolsa Ejecutiva de Piel Sintética', description: 'Portafolio de piel sintética con correa desmontable y compartimentos organizadores. Elegante para reuniones y viajes de negocio.', type: 'Bolsas y mochilas', kind: 'tote', material: 'Piel sintética', version: 'Premium', size: [40, 8, 30], weight: 900, price: 450, prints: ['Grabado láser', 'Serigrafía'], colors: ['Negro', 'Café'], perMaster: 20 },

  // Textiles
  { sku: 'TEX-5001', name: 'Playera Cuello Redondo de Algodón', description: 'Playera de algodón peinado de 160 g/m², suave y fresca. Disponible en tallas de CH a XXL.', type: 'Textiles', kind: 'tshirt', material: 'Algodón', version: 'Estándar', size: [72, 52, 0.5], weight: 160, price: 65, prints: ['Serigrafía', 'Bordado', 'Impresión digital'] },
  { sku: 'TEX-5002', name: 'Playera Tipo Polo Piqué', description: 'Playera polo de tejido piqué con cuello y puños de punto. Imagen profesional para equipos de trabajo.', type: 'Textiles', kind: 'tshirt', material: 'Algodón', version: 'Premium', size: [74, 54, 0.6], weight: 220, price: 145, prints: ['Bordado'] },
  { sku: 'TEX-5003', name: 'Playera Deportiva Dry Fit', description: 'Playera de poliéster con tecnología que absorbe la humedad y seca rápido. Ideal para carreras y eventos deportivos.', type: 'Textiles', kind: 'tshirt', material: 'Poliéster', version: 'Estándar', size: [72, 52, 0.4], weight: 130, price: 78, prints: ['Sublimación', 'Serigrafía'] },
  { sku: 'TEX-5004', name: 'Sudadera con Capucha', description: 'Sudadera de algodón perchado con capucha y bolsa canguro. Abrigadora y cómoda para temporada de frío.', type: 'Textiles', kind: 'tshirt', material: 'Algodón', version: 'Premium', size: [70, 56, 1.5], weight: 480, price: 320, prints: ['Bordado', 'Serigrafía'], perMaster: 40 },
  { sku: 'TEX-5005', name: 'Chaleco Acolchado Corporativo', description: 'Chaleco de poliéster con relleno térmico y bolsas con cierre. Uniforme ligero para personal de campo y oficina.', type: 'Textiles', kind: 'tshirt', material: 'Poliéster', version: 'Premium', size: [68, 54, 2], weight: 420, price: 480, prints: ['Bordado'], colors: ['Negro', 'Azul marino', 'Gris', 'Rojo'], perMaster: 30 },
  { sku: 'TEX-5006', name: 'Mandil de Gabardina con Bolsa', description: 'Mandil de gabardina con bolsa frontal y cintas ajustables. Para restaurantes, cafeterías y eventos gastronómicos.', type: 'Textiles', alsoType: 'Hogar y cocina', kind: 'apron', material: 'Algodón', version: 'Estándar', size: [80, 60, 0.5], weight: 210, price: 95, prints: ['Bordado', 'Serigrafía'], colors: ['Negro', 'Blanco', 'Rojo', 'Café', 'Azul marino'] },
  { sku: 'TEX-5007', name: 'Chamarra Rompevientos', description: 'Chamarra ligera de poliéster repelente al agua con capucha guardable en el cuello.', type: 'Textiles', kind: 'tshirt', material: 'Poliéster', version: 'Estándar', size: [70, 58, 1], weight: 300, price: 390, prints: ['Bordado', 'Serigrafía'], perMaster: 40 },

  // Gorras
  { sku: 'GOR-6001', name: 'Gorra Clásica 6 Gajos', description: 'Gorra de algodón de seis gajos con visera precurvada y ajuste de hebilla metálica.', type: 'Gorras', material: 'Algodón', version: 'Estándar', size: [27, 18, 12], weight: 90, price: 58 },
  { sku: 'GOR-6002', name: 'Gorra Trucker de Malla', description: 'Gorra con frente de espuma y malla trasera transpirable. Ajuste de broche para todas las tallas.', type: 'Gorras', material: 'Poliéster', version: 'Estándar', size: [27, 18, 13], weight: 80, price: 52, prints: ['Bordado', 'Sublimación', 'Serigrafía'] },
  { sku: 'GOR-6003', name: 'Gorra de Gabardina Premium', description: 'Gorra de gabardina gruesa con bordado de ojillos y cierre de velcro. Acabado de larga duración.', type: 'Gorras', material: 'Algodón', version: 'Premium', size: [27, 18, 12], weight: 110, price: 98, prints: ['Bordado'] },
  { sku: 'GOR-6004', name: 'Gorra Deportiva Dry Fit', description: 'Gorra ligera de poliéster de secado rápido con banda absorbente. Perfecta para correr y entrenar.', type: 'Gorras', material: 'Poliéster', version: 'Estándar', size: [27, 18, 11], weight: 70, price: 85, prints: ['Bordado', 'Sublimación'] },
  { sku: 'GOR-6005', name: 'Sombrero Pescador', description: 'Sombrero tipo bucket de algodón con ala corta. Protección solar con estilo para la temporada de verano.', type: 'Gorras', material: 'Algodón', version: 'Estándar', size: [30, 30, 10], weight: 95, price: 115, prints: ['Bordado', 'Serigrafía'], colors: ['Natural', 'Negro', 'Azul marino', 'Verde'] },
  { sku: 'GOR-6006', name: 'Visera Deportiva', description: 'Visera de poliéster con banda de toalla y ajuste de velcro. Fresca para eventos al aire libre.', type: 'Gorras', material: 'Poliéster', version: 'Estándar', size: [26, 18, 7], weight: 45, price: 45, prints: ['Serigrafía', 'Bordado'], inactive: true },

  // Libretas y oficina
  { sku: 'LIB-7001', name: 'Libreta Ejecutiva con Elástico A5', description: 'Libreta tamaño A5 con pasta de piel sintética, 80 hojas rayadas, cinta separadora y cierre de elástico.', type: 'Libretas y oficina', material: 'Piel sintética', version: 'Premium', size: [21, 14.5, 1.5], weight: 280, price: 115, prints: ['Grabado láser', 'Serigrafía'] },
  { sku: 'LIB-7002', name: 'Libreta Ecológica de Cartón Reciclado', description: 'Libreta con pasta de cartón reciclado, espiral metálico y bolígrafo incluido. 70 hojas de papel reciclado.', type: 'Libretas y oficina', material: 'Papel reciclado', version: 'Ecológico', size: [18, 13, 1.2], weight: 160, price: 38, prints: ['Serigrafía', 'Tampografía'], colors: ['Natural', 'Negro', 'Verde', 'Rojo'] },
  { sku: 'LIB-7003', name: 'Cuaderno Profesional Pasta Dura', description: 'Cuaderno profesional de 100 hojas de cuadro chico con pasta dura impresa a todo color.', type: 'Libretas y oficina', material: 'Papel reciclado', version: 'Estándar', size: [29.7, 21, 1.3], weight: 420, price: 72, prints: ['Impresión digital'], colors: ['Blanco', 'Azul', 'Rojo', 'Negro'] },
  { sku: 'LIB-7004', name: 'Set de Notas Adhesivas y Banderitas', description: 'Block de notas adhesivas y banderitas de colores en portada de cartón. Práctico para escritorios y escuelas.', type: 'Libretas y oficina', kind: 'notebook', material: 'Papel reciclado', version: 'Estándar', size: [10, 8, 1], weight: 60, price: 29, prints: ['Impresión digital', 'Tampografía'], perMaster: 200 },
  { sku: 'LIB-7005', name: 'Organizador de Escritorio de Bambú', description: 'Organizador de bambú con portalápices, porta celular y charola para clips. Mantiene el escritorio en orden.', type: 'Libretas y oficina', kind: 'generic', material: 'Bambú', version: 'Ecológico', size: [22, 10, 10], weight: 450, price: 185, prints: ['Grabado láser'], colors: ['Natural', 'Café'], perMaster: 24 },
  { sku: 'LIB-7006', name: 'Carpeta Portadocumentos con Cierre', description: 'Carpeta de piel sintética con cierre perimetral, block de notas y compartimentos para tarjetas.', type: 'Libretas y oficina', material: 'Piel sintética', version: 'Premium', size: [33, 25, 3], weight: 620, price: 260, prints: ['Grabado láser', 'Serigrafía'], colors: ['Negro', 'Café', 'Azul marino'], perMaster: 20 },
  { sku: 'LIB-7007', name: 'Agenda Semanal Ejecutiva', description: 'Agenda semanal sin fecha con pasta de piel sintética, calendario anual y directorio. Se usa cualquier año.', type: 'Libretas y oficina', material: 'Piel sintética', version: 'Premium', size: [21, 15, 2], weight: 380, price: 175, prints: ['Grabado láser', 'Serigrafía'] },
  { sku: 'LIB-7008', name: 'Kit Escolar Libreta y Bolígrafo', description: 'Kit con libreta de pasta de cartón, bolígrafo a juego y regla. Ideal para campañas de regreso a clases.', type: 'Libretas y oficina', alsoType: 'Bolígrafos', material: 'Papel reciclado', version: 'Estándar', size: [21, 15, 2], weight: 210, price: 54, prints: ['Serigrafía', 'Impresión digital'] },

  // Tecnología
  { sku: 'TEC-8001', name: 'Memoria USB Giratoria 16 GB', description: 'Memoria USB 2.0 de 16 GB con cubierta metálica giratoria que protege el conector. Incluye argolla para llavero.', type: 'Tecnología', kind: 'usb', material: 'Metal', version: 'Estándar', size: [5.8, 1.9, 1], weight: 12, price: 95, perMaster: 250 },
  { sku: 'TEC-8002', name: 'Memoria USB de Bambú 32 GB', description: 'Memoria USB de 32 GB con carcasa de bambú natural y tapa magnética. Tecnología con un toque ecológico.', type: 'Tecnología', kind: 'usb', material: 'Bambú', version: 'Ecológico', size: [6, 2, 1.2], weight: 10, price: 140, prints: ['Grabado láser'], colors: ['Natural', 'Café'], perMaster: 250 },
  { sku: 'TEC-8003', name: 'Memoria USB Tarjeta 8 GB', description: 'Memoria USB con forma de tarjeta de crédito, impresa a todo color por ambos lados. Cabe en cualquier cartera.', type: 'Tecnología', kind: 'usb', material: 'Plástico', version: 'Estándar', size: [8.5, 5.4, 0.3], weight: 8, price: 68, prints: ['Impresión digital'], perMaster: 500, inactive: true },
  { sku: 'TEC-8004', name: 'Batería Portátil 5,000 mAh', description: 'Batería externa de 5,000 mAh con salida USB y cable incluido. Carga el celular hasta una vez y media.', type: 'Tecnología', kind: 'powerbank', material: 'Plástico', version: 'Estándar', size: [10, 6.5, 1.5], weight: 130, price: 180, prints: ['Tampografía', 'Impresión digital'] },
  { sku: 'TEC-8005', name: 'Batería Portátil Inalámbrica 10,000 mAh', description: 'Batería de aluminio de 10,000 mAh con carga inalámbrica y carga rápida por USB-C. Indicador de nivel con luces LED.', type: 'Tecnología', kind: 'powerbank', material: 'Aluminio', version: 'Premium', size: [14, 7, 1.6], weight: 230, price: 420, prints: ['Grabado láser'], colors: ['Negro', 'Plata', 'Azul'] },
  { sku: 'TEC-8006', name: 'Bocina Bluetooth Compacta', description: 'Bocina inalámbrica con sonido envolvente, micrófono para llamadas y batería de 4 horas.', type: 'Tecnología', kind: 'speaker', material: 'Plástico', version: 'Estándar', size: [8, 8, 7], weight: 180, price: 260, prints: ['Tampografía', 'Impresión digital'] },
  { sku: 'TEC-8007', name: 'Audífonos Inalámbricos con Estuche', description: 'Audífonos bluetooth con estuche de carga y controles táctiles. Hasta 20 horas de reproducción con el estuche.', type: 'Tecnología', kind: 'powerbank', material: 'Plástico', version: 'Premium', size: [6, 5, 2.5], weight: 50, price: 350, prints: ['Tampografía'], colors: ['Blanco', 'Negro'] },
  { sku: 'TEC-8008', name: 'Cargador Inalámbrico de Bambú', description: 'Base de carga inalámbrica de 10 W con cubierta de bambú. Compatible con celulares con carga Qi.', type: 'Tecnología', kind: 'charger', material: 'Bambú', version: 'Ecológico', size: [10, 10, 1], weight: 90, price: 210, prints: ['Grabado láser'], colors: ['Natural', 'Negro'] },
  { sku: 'TEC-8009', name: 'Cable Multicargador 3 en 1', description: 'Cable con conectores USB-C, Lightning y micro USB en un llavero compacto. Nunca te quedarás sin carga.', type: 'Tecnología', alsoType: 'Llaveros', kind: 'usb', material: 'Plástico', version: 'Estándar', size: [12, 3, 1], weight: 25, price: 60, prints: ['Tampografía'], perMaster: 250 },

  // Paraguas
  { sku: 'PAR-9001', name: 'Paraguas Automático 23"', description: 'Paraguas de apertura automática con varillas de fibra de vidrio y mango recto de plástico. Resistente al viento.', type: 'Paraguas', material: 'Poliéster', version: 'Estándar', size: [82, 6, 6], weight: 380, price: 165 },
  { sku: 'PAR-9002', name: 'Paraguas de Golf Doble Capa 30"', description: 'Paraguas grande de doble capa con ventilación antiviento. Cubre a dos personas con comodidad.', type: 'Paraguas', material: 'Poliéster', version: 'Premium', size: [98, 7, 7], weight: 620, price: 380, perMaster: 20 },
  { sku: 'PAR-9003', name: 'Paraguas Plegable de Bolsillo', description: 'Paraguas plegable en tres secciones con funda. Cabe en la bolsa o en la guantera del auto.', type: 'Paraguas', material: 'Poliéster', version: 'Estándar', size: [24, 5, 5], weight: 240, price: 120, perMaster: 50 },
  { sku: 'PAR-9004', name: 'Paraguas Invertido Manos Libres', description: 'Paraguas de cierre invertido que no escurre agua y se sostiene solo. Mango en forma de C para manos libres.', type: 'Paraguas', material: 'Poliéster', version: 'Premium', size: [80, 8, 8], weight: 520, price: 290 },

  // Llaveros
  { sku: 'LLA-1101', name: 'Llavero Metálico Rectangular', description: 'Llavero de metal con placa rectangular pulida y argolla reforzada. Tu logo grabado con precisión láser.', type: 'Llaveros', material: 'Metal', version: 'Estándar', size: [8, 3, 0.4], weight: 25, price: 22, prints: ['Grabado láser'], colors: ['Plata', 'Negro', 'Azul', 'Rojo'] },
  { sku: 'LLA-1102', name: 'Llavero Destapador', description: 'Llavero de aluminio con destapador integrado. Práctico, ligero y muy útil en reuniones.', type: 'Llaveros', material: 'Aluminio', version: 'Estándar', size: [7, 2.5, 0.5], weight: 15, price: 18 },
  { sku: 'LLA-1103', name: 'Llavero de Piel Sintética', description: 'Llavero de piel sintética con costura perimetral y herraje metálico. Grabado en bajorrelieve.', type: 'Llaveros', material: 'Piel sintética', version: 'Premium', size: [9, 3, 0.5], weight: 18, price: 35, prints: ['Grabado láser'], colors: ['Negro', 'Café'] },
  { sku: 'LLA-1104', name: 'Llavero de Madera Natural', description: 'Llavero de madera de pino con argolla metálica. Un detalle artesanal para ferias y eventos.', type: 'Llaveros', material: 'Madera', version: 'Ecológico', size: [6, 4, 0.5], weight: 8, price: 15, prints: ['Grabado láser'], colors: ['Natural', 'Café'] },
  { sku: 'LLA-1105', name: 'Llavero Antiestrés Casita', description: 'Llavero de espuma antiestrés con forma de casa. El favorito de inmobiliarias y constructoras.', type: 'Llaveros', material: 'Plástico', version: 'Estándar', size: [5, 5, 4], weight: 12, price: 16, prints: ['Tampografía'], colors: ['Rojo', 'Azul', 'Amarillo', 'Verde limón', 'Naranja'] },
  { sku: 'LLA-1106', name: 'Llavero con Linterna LED', description: 'Llavero con linterna LED de luz blanca y pilas incluidas. Pequeño pero muy útil en emergencias.', type: 'Llaveros', alsoType: 'Tecnología', material: 'Plástico', version: 'Estándar', size: [6, 2.5, 1.5], weight: 20, price: 28, prints: ['Tampografía'] },

  // Hogar y cocina
  { sku: 'HOG-1201', name: 'Tabla para Picar de Bambú', description: 'Tabla de bambú con canal para jugos y orificio para colgar. Higiénica, resistente y fácil de limpiar.', type: 'Hogar y cocina', kind: 'board', material: 'Bambú', version: 'Ecológico', size: [30, 20, 1.5], weight: 620, price: 145, prints: ['Grabado láser'], colors: ['Natural', 'Café'] },
  { sku: 'HOG-1202', name: 'Set de Utensilios de Cocina de Bambú', description: 'Juego de cuatro utensilios de bambú con base organizadora. No rayan los sartenes antiadherentes.', type: 'Hogar y cocina', kind: 'board', material: 'Bambú', version: 'Ecológico', size: [32, 8, 8], weight: 350, price: 160, prints: ['Grabado láser'], colors: ['Natural', 'Café'] },
  { sku: 'HOG-1203', name: 'Lonchera Térmica Ejecutiva', description: 'Lonchera de poliéster con aislante térmico, asa acolchada y bolsillo frontal. Mantiene los alimentos frescos.', type: 'Hogar y cocina', alsoType: 'Bolsas y mochilas', kind: 'lunchbox', material: 'Poliéster', version: 'Estándar', size: [25, 16, 22], weight: 260, price: 195, prints: ['Serigrafía', 'Bordado'], colors: ['Negro', 'Gris', 'Azul marino', 'Rojo'], perMaster: 30 },
  { sku: 'HOG-1204', name: 'Juego de Portavasos de Madera', description: 'Set de seis portavasos de madera con base. Protegen la mesa con un toque cálido y natural.', type: 'Hogar y cocina', kind: 'generic', material: 'Madera', version: 'Ecológico', size: [11, 11, 6], weight: 240, price: 65, prints: ['Grabado láser', 'Impresión digital'], colors: ['Natural', 'Café', 'Negro'] },
  { sku: 'HOG-1205', name: 'Vaso Tequilero de Vidrio', description: 'Caballito tequilero de vidrio grueso de 60 ml. El detalle perfecto para fiestas patrias y celebraciones.', type: 'Hogar y cocina', kind: 'tumbler', material: 'Vidrio', version: 'Estándar', size: [5, 5, 8], weight: 110, price: 22, prints: ['Serigrafía'], colors: ['Blanco', 'Verde', 'Rojo'], perMaster: 144 },
  { sku: 'HOG-1206', name: 'Sacacorchos Sommelier', description: 'Sacacorchos de acero inoxidable de doble palanca con navaja cortacápsulas. Un clásico para amantes del vino.', type: 'Hogar y cocina', kind: 'keychain', material: 'Acero inoxidable', version: 'Premium', size: [12, 2.5, 1.5], weight: 85, price: 85, prints: ['Grabado láser'], colors: ['Plata', 'Negro', 'Rojo'], perMaster: 100 },
];

export const SPECIAL_PRODUCT_SKU = 'COTESPI001';

const PRODUCT_NOTES = [
  'Precios sujetos a cambio sin previo aviso.',
  'Tiempo de entrega sujeto a disponibilidad de inventario al confirmar el pedido.',
  'La tonalidad del color puede variar ligeramente respecto a la imagen.',
  'Producto sujeto a pruebas de impresión antes de la producción final.',
];

// ---------------------------------------------------------------------------------------------
// Building the rows

/** A product with every related row, in lookup ids: the unit both seeders insert. */
export type ProductPlan = {
  sku: string;
  name: string;
  description: string;
  images: string[];
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  unitMeasure: string;
  materialId: number | null;
  versionId: number | null;
  notes: string | null;
  isActive: boolean;
  createdAt: string;
  typeIds: number[];
  categoryIds: number[];
  colors: Array<{ colorId: number; stock: number | null; images: string[] }>;
  /** Ordered by minimum units, without gaps or overlaps. */
  volumes: Array<{ minimumUnits: number; maximumUnits: number; daysCustomization: number; basePriceCents: number }>;
  /** Each customization is linked to every volume; `costsCents[i]` goes with `volumes[i]`. */
  customizations: Array<{
    printTypeId: number;
    personalization: string;
    maxNumberInks: number | null;
    printingArea: string | null;
    costsCents: number[];
  }>;
  containerBox: null | {
    length: number;
    width: number;
    height: number;
    weight: number;
    dimensionsKnown: boolean;
    masterBox: null | {
      boxTypeId: number | null;
      maxTotalContainers: number;
      daysApproxShipping: number;
      baseDeliveryPriceCents: number;
      packagingPriceCents: number;
    };
  };
};

/** Turns tier boundaries into sale volumes with falling prices and growing production days. */
export function buildVolumes(random: Random, boundaries: TierSet, topPriceCents: number): ProductPlan['volumes'] {
  const count = boundaries.length - 1;
  const priceFactors = count >= 4 ? [1, 0.9, 0.8, 0.72] : [1, 0.88, 0.78];
  const extraDays = count >= 4 ? [0, 1, 3, 5] : [0, 2, 4];
  const baseDays = random.int(5, 7);
  const volumes: ProductPlan['volumes'] = [];
  for (let i = 0; i < count; i++) {
    const minimum = boundaries[i] ?? 1;
    const next = boundaries[i + 1] ?? minimum;
    const isLast = i === count - 1;
    volumes.push({
      minimumUnits: minimum,
      maximumUnits: isLast ? next : next - 1,
      daysCustomization: Math.min(12, baseDays + (extraDays[i] ?? 0)),
      basePriceCents: roundTo(topPriceCents * (priceFactors[i] ?? 0.7), 10),
    });
  }
  return volumes;
}

/** Cost per piece of a print, falling with the tier ($3.00 → $1.20 per ink over four tiers). */
export function tierCosts(baseCents: number, tiers: number): number[] {
  const factors = tiers >= 4 ? [1, 0.7, 0.5, 0.4] : [1, 0.65, 0.45];
  return Array.from({ length: tiers }, (_, i) => roundTo(baseCents * (factors[i] ?? 0.4), 10));
}

/** Base cost in centavos per piece: per ink for inks, per area range otherwise. */
export const PRINT_BASE_COST_CENTS: Record<PrintTypeName, number> = {
  Serigrafía: 300,
  Tampografía: 250,
  'Grabado láser': 900,
  Bordado: 1800,
  Sublimación: 1400,
  'Impresión digital': 1200,
};

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function boxSizeFor(volumeCm3: number): BoxSize {
  if (volumeCm3 < 20_000) return 'Chica';
  if (volumeCm3 < 60_000) return 'Mediana';
  return 'Grande';
}

export function deliveryPriceCents(random: Random, size: BoxSize): number {
  const [min, max] = size === 'Chica' ? [150, 220] : size === 'Mediana' ? [220, 320] : [320, 450];
  return random.int(min, max) * 100;
}

/** An instant `days` (plus some hours) before `now`, as an ISO string. */
export function daysBefore(now: string, days: number, random: Random): string {
  const ms = days * 86_400_000 + random.int(0, 86_399) * 1000;
  return new Date(Date.parse(now) - ms).toISOString();
}

const COMPATIBLE_MATERIALS: Partial<Record<PrintTypeName, readonly MaterialName[]>> = {
  'Grabado láser': ['Metal', 'Aluminio', 'Acero inoxidable', 'Bambú', 'Madera', 'Piel sintética', 'Vidrio'],
  Bordado: ['Algodón', 'Poliéster', 'Yute'],
};

type Ids = {
  types: Map<string, number>;
  categories: Map<string, number>;
  materials: Map<string, number>;
  colors: Map<string, number>;
  versions: Map<string, number>;
  printTypes: Map<string, number>;
  boxTypes: Map<string, number>;
};

function idOf(map: Map<string, number>, name: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Seed lookup missing: ${name}`);
  return id;
}

type CataloguePlan = { products: ProductPlan[]; images: DemoImage[] };

function buildCatalogue(now: string, ids: Ids): CataloguePlan {
  const random = createRandom(20_240_611);
  const images: DemoImage[] = [];
  const typeByName = new Map(PRODUCT_TYPES.map((type) => [type.name, type]));
  const hexByColor = new Map(COLORS.map((color) => [color.name, color.hex]));
  const products: ProductPlan[] = [];

  PRODUCTS.forEach((def, index) => {
    const type = typeByName.get(def.type);
    if (!type) throw new Error(`Unknown product type ${def.type}`);
    const kind = def.kind ?? type.kind;
    const slug = slugify(def.sku);

    // Colours: 2–5, each with 1–3 pictures (the first colour shows all three views).
    const palette = def.colors ?? type.colors;
    const colorCount = Math.min(palette.length, def.colors ? def.colors.length : random.int(2, 5));
    const colorNames = def.colors ? def.colors.slice(0, colorCount) : random.sample(palette, colorCount);
    const colors = colorNames.map((colorName, colorIndex) => {
      const pictureCount = colorIndex === 0 ? 3 : random.int(1, 2);
      const urls: string[] = [];
      for (let variant = 1; variant <= pictureCount; variant++) {
        const file = `products/${slug}-${slugify(colorName)}-${variant}.svg`;
        images.push({
          path: file,
          svg: productImageSvg({
            kind,
            hex: hexByColor.get(colorName) ?? '#9E9E9E',
            name: def.name,
            variant: variant as 1 | 2 | 3,
          }),
        });
        urls.push(demoImageUrl(file));
      }
      const limited = random.chance(0.08);
      return {
        colorId: idOf(ids.colors, colorName),
        stock: limited ? random.pick([75, 120, 350, 480]) : roundTo(random.int(2_000, 60_000), 100),
        images: urls,
      };
    });

    const tiers = random.pick(type.tierSets);
    const volumes = buildVolumes(random, tiers, Math.round(def.price * 100));
    const customizations = buildCustomizations(random, def, type, ids, volumes.length);
    // A few products are also sold without printing.
    if (random.chance(0.12)) {
      customizations.push({
        printTypeId: idOf(ids.printTypes, NO_PRINT_TYPE),
        personalization: NO_PRINT_PERSONALIZATION,
        maxNumberInks: null,
        printingArea: null,
        costsCents: volumes.map(() => 0),
      });
    }

    const [length, width, height] = def.size;
    const folded = type.kind === 'tshirt' || def.kind === 'apron';
    const box = folded ? { length: 32, width: 26, height: 3 } : { length: length + 1, width: width + 1, height: height + 1 };
    const containerWeight = Math.round(def.weight * 1.1 + 10);
    const perMaster = def.perMaster ?? type.perMaster;
    const size = boxSizeFor(box.length * box.width * box.height * perMaster);
    const seasons = random.sample(type.seasons, random.int(0, 3));

    products.push({
      sku: def.sku,
      name: def.name,
      description: def.description,
      images: colors[0]?.images.slice(0, 1) ?? [],
      length,
      width,
      height,
      weight: def.weight,
      unitMeasure: 'Pieza',
      materialId: idOf(ids.materials, def.material),
      versionId: idOf(ids.versions, def.version),
      notes: random.chance(0.4) ? random.pick(PRODUCT_NOTES) : null,
      isActive: !def.inactive,
      // Spread over the last eight months; the list order keeps a little of the catalogue order.
      createdAt: daysBefore(now, Math.min(240, 3 + Math.floor(index * 2.6) + random.int(0, 20)), random),
      typeIds: [idOf(ids.types, def.type), ...(def.alsoType ? [idOf(ids.types, def.alsoType)] : [])],
      categoryIds: seasons.map((season) => idOf(ids.categories, season)),
      colors,
      volumes,
      customizations,
      containerBox: {
        ...box,
        weight: containerWeight,
        dimensionsKnown: !random.chance(0.1),
        masterBox: {
          boxTypeId: idOf(ids.boxTypes, size),
          maxTotalContainers: perMaster,
          daysApproxShipping: random.int(2, 5),
          baseDeliveryPriceCents: deliveryPriceCents(random, size),
          packagingPriceCents: type.packagingCents,
        },
      },
    });
  });

  products.push(specialProduct(now, ids));
  return { products, images };
}

function buildCustomizations(
  random: Random,
  def: ProductDef,
  type: ProductTypeDef,
  ids: Ids,
  tiers: number,
): ProductPlan['customizations'] {
  const compatible = (def.prints ?? type.prints).filter((print) => COMPATIBLE_MATERIALS[print]?.includes(def.material) ?? true);
  const prints = compatible.length > 0 ? compatible.slice(0, 3) : (['Serigrafía'] as PrintTypeName[]);
  const factor = type.printCostFactor * (0.9 + random.next() * 0.2);
  const customizations: ProductPlan['customizations'] = [];
  for (const print of prints) {
    const printTypeId = idOf(ids.printTypes, print);
    const base = PRINT_BASE_COST_CENTS[print] * factor;
    if (isInkPrintType(print)) {
      for (let inks = 1; inks <= type.maxInks; inks++) {
        customizations.push({
          printTypeId,
          personalization: inkPersonalization(inks),
          maxNumberInks: inks,
          printingArea: type.printingArea,
          costsCents: tierCosts(base * inks, tiers),
        });
      }
      continue;
    }
    type.areaRanges.forEach((range, rangeIndex) => {
      customizations.push({
        printTypeId,
        personalization: range,
        maxNumberInks: null,
        printingArea: type.printingArea,
        costsCents: tierCosts(base * (rangeIndex === 0 ? 1 : 1.6), tiers),
      });
    });
  }
  return customizations;
}

function specialProduct(now: string, ids: Ids): ProductPlan {
  return {
    sku: SPECIAL_PRODUCT_SKU,
    name: 'Cotización especial',
    description:
      '¿Tu cliente busca un artículo que no está en el catálogo? Describe en los requerimientos lo que necesita (producto, cantidad, colores y personalización) y adjunta un archivo con las especificaciones. Nuestro equipo de compras lo cotiza con entrega en la Ciudad de México (CDMX).',
    images: [],
    length: null,
    width: null,
    height: null,
    weight: null,
    unitMeasure: 'Pieza',
    materialId: null,
    versionId: null,
    notes: 'El precio y el tiempo de entrega se confirman en la respuesta de la cotización.',
    isActive: true,
    // The oldest product, so it does not lead the "Lo más nuevo" order.
    createdAt: new Date(Date.parse(now) - 300 * 86_400_000).toISOString(),
    typeIds: [],
    categoryIds: [],
    colors: [{ colorId: idOf(ids.colors, 'Blanco'), stock: null, images: [] }],
    volumes: [{ minimumUnits: 1, maximumUnits: 100_000, daysCustomization: 10, basePriceCents: 0 }],
    customizations: [],
    containerBox: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Inserting

type Executor = Kysely<Database>;
type TableName = keyof Database & string;

/** Rows per insert: well under PostgreSQL's 65 535 parameters and SQLite's 32 766. */
export const INSERT_CHUNK = 500;

export function chunk<T>(items: readonly T[], size = INSERT_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export async function insertRows<T extends TableName>(
  db: Executor,
  table: T,
  rows: ReadonlyArray<InsertObject<Database, T>>,
): Promise<void> {
  for (const part of chunk(rows)) await db.insertInto(table).values(part).execute();
}

const json = (value: unknown): string => JSON.stringify(value);

/**
 * Inserts products with their types, seasons, colours, volumes, customizations and boxes, in
 * groups of 500 products. Generated ids are matched back by natural keys (SKU, product + minimum
 * units…), never by the order of `returning`. Returns the new product ids in plan order.
 */
export async function insertProductPlans(db: Executor, plans: readonly ProductPlan[]): Promise<number[]> {
  const allIds: number[] = [];
  for (const group of chunk(plans)) {
    const inserted = await db
      .insertInto('products')
      .values(
        group.map((plan) => ({
          sku: plan.sku,
          name: plan.name,
          description: plan.description,
          images: json(plan.images),
          length: plan.length,
          width: plan.width,
          height: plan.height,
          weight: plan.weight,
          unit_measure: plan.unitMeasure,
          material_id: plan.materialId,
          product_version_id: plan.versionId,
          notes: plan.notes,
          is_active: plan.isActive ? 1 : 0,
          search_text: '',
          created_at: plan.createdAt,
          updated_at: plan.createdAt,
        })),
      )
      .returning(['id', 'sku'])
      .execute();
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    const productIds = group.map((plan) => {
      const id = idBySku.get(plan.sku);
      if (id === undefined) throw new Error(`Product ${plan.sku} was not inserted`);
      return id;
    });
    allIds.push(...productIds);
    const withIds = group.map((plan, i) => ({ plan, productId: productIds[i] as number }));

    await insertRows(
      db,
      'product_product_types',
      withIds.flatMap(({ plan, productId }) =>
        plan.typeIds.map((typeId) => ({ product_id: productId, product_type_id: typeId })),
      ),
    );
    await insertRows(
      db,
      'product_categories',
      withIds.flatMap(({ plan, productId }) =>
        plan.categoryIds.map((categoryId) => ({ product_id: productId, category_id: categoryId })),
      ),
    );
    await insertRows(
      db,
      'product_colors',
      withIds.flatMap(({ plan, productId }) =>
        plan.colors.map((color) => ({
          product_id: productId,
          color_id: color.colorId,
          stock: color.stock,
          images: json(color.images),
        })),
      ),
    );

    const volumeIds = new Map<string, number>();
    for (const part of chunk(
      withIds.flatMap(({ plan, productId }) =>
        plan.volumes.map((volume) => ({
          product_id: productId,
          minimum_units: volume.minimumUnits,
          maximum_units: volume.maximumUnits,
          days_customization: volume.daysCustomization,
          base_price_cents: volume.basePriceCents,
        })),
      ),
    )) {
      const rows = await db.insertInto('sale_volumes').values(part).returning(['id', 'product_id', 'minimum_units']).execute();
      for (const row of rows) volumeIds.set(`${row.product_id}:${row.minimum_units}`, row.id);
    }

    const customizationIds = new Map<string, number>();
    for (const part of chunk(
      withIds.flatMap(({ plan, productId }) =>
        plan.customizations.map((customization) => ({
          product_id: productId,
          print_type_id: customization.printTypeId,
          personalization: customization.personalization,
          max_number_inks: customization.maxNumberInks,
          printing_area: customization.printingArea,
        })),
      ),
    )) {
      const rows = await db
        .insertInto('customizations')
        .values(part)
        .returning(['id', 'product_id', 'print_type_id', 'personalization'])
        .execute();
      for (const row of rows) customizationIds.set(`${row.product_id}:${row.print_type_id}:${row.personalization}`, row.id);
    }

    await insertRows(
      db,
      'customization_sale_volumes',
      withIds.flatMap(({ plan, productId }) =>
        plan.customizations.flatMap((customization) => {
          const customizationId = customizationIds.get(
            `${productId}:${customization.printTypeId}:${customization.personalization}`,
          );
          if (customizationId === undefined) throw new Error(`Customization of ${plan.sku} was not inserted`);
          return plan.volumes.map((volume, i) => {
            const saleVolumeId = volumeIds.get(`${productId}:${volume.minimumUnits}`);
            if (saleVolumeId === undefined) throw new Error(`Sale volume of ${plan.sku} was not inserted`);
            return {
              customization_id: customizationId,
              sale_volume_id: saleVolumeId,
              cost_per_unit_cents: customization.costsCents[i] ?? 0,
            };
          });
        }),
      ),
    );

    const boxed = withIds.filter(({ plan }) => plan.containerBox !== null);
    const containerIds = new Map<number, number>();
    for (const part of chunk(boxed)) {
      const rows = await db
        .insertInto('container_boxes')
        .values(
          part.map(({ plan, productId }) => ({
            product_id: productId,
            length: plan.containerBox?.length ?? null,
            width: plan.containerBox?.width ?? null,
            height: plan.containerBox?.height ?? null,
            weight: plan.containerBox?.weight ?? null,
            dimensions_known: plan.containerBox?.dimensionsKnown ? 1 : 0,
          })),
        )
        .returning(['id', 'product_id'])
        .execute();
      for (const row of rows) containerIds.set(row.product_id, row.id);
    }
    await insertRows(
      db,
      'master_boxes',
      boxed.flatMap(({ plan, productId }) => {
        const master = plan.containerBox?.masterBox;
        const containerBoxId = containerIds.get(productId);
        if (!master || containerBoxId === undefined) return [];
        return [
          {
            container_box_id: containerBoxId,
            box_type_id: master.boxTypeId,
            max_total_containers: master.maxTotalContainers,
            days_approx_shipping: master.daysApproxShipping,
            base_delivery_price_cents: master.baseDeliveryPriceCents,
            // Decision 007: the demo keeps packaging out of prices so cart and stored unit prices agree.
            packaging_price_cents: 0,
          },
        ];
      }),
    );
  }
  return allIds;
}

/** Inserts named rows and returns their ids by name. */
async function insertNamed(
  db: Executor,
  table: 'materials' | 'product_versions' | 'print_types' | 'clients' | 'channels',
  names: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .insertInto(table)
    .values(names.map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Inserts the lookup lists of the demo catalogue and returns their ids by name. */
async function insertLookups(db: Executor, images: DemoImage[]): Promise<Ids> {
  const typeRows = PRODUCT_TYPES.map((type, index) => {
    const file = `product-types/${slugify(type.name)}.svg`;
    images.push({ path: file, svg: productTypeImageSvg({ kind: type.kind, hex: type.hex }) });
    return { name: type.name, image: demoImageUrl(file), sort_order: index + 1 };
  });
  const types = await db.insertInto('product_types').values(typeRows).returning(['id', 'name']).execute();

  const categoryRows = SEASONS.map((season) => {
    const file = `categories/${slugify(season.name)}.svg`;
    images.push({ path: file, svg: seasonImageSvg({ motif: season.motif, hex: season.hex }) });
    return { name: season.name, image: demoImageUrl(file) };
  });
  const categories = await db.insertInto('categories').values(categoryRows).returning(['id', 'name']).execute();

  const colors = await db
    .insertInto('colors')
    .values(COLORS.map((color) => ({ name: color.name, hex: color.hex })))
    .returning(['id', 'name'])
    .execute();
  const boxTypes = await db
    .insertInto('box_types')
    .values(BOX_SIZES.map((size) => ({ size })))
    .returning(['id', 'size'])
    .execute();

  return {
    types: new Map(types.map((row) => [row.name, row.id])),
    categories: new Map(categories.map((row) => [row.name, row.id])),
    materials: await insertNamed(db, 'materials', MATERIALS),
    colors: new Map(colors.map((row) => [row.name, row.id])),
    versions: await insertNamed(db, 'product_versions', PRODUCT_VERSIONS),
    printTypes: await insertNamed(db, 'print_types', [...PRINT_TYPES, NO_PRINT_TYPE]),
    boxTypes: new Map(boxTypes.map((row) => [row.size, row.id])),
  };
}

/** The generic pictures (one per silhouette and colour) that synthetic products point to. */
export function genericImagePath(kind: ProductKind, colorName: string): string {
  return `generic/${kind}-${slugify(colorName)}.svg`;
}

export function genericImages(
  colors: ReadonlyArray<{ name: string; hex: string }>,
  kinds: readonly ProductKind[] = PRODUCT_KINDS,
): DemoImage[] {
  return kinds.flatMap((kind) =>
    colors.map((color) => ({ path: genericImagePath(kind, color.name), svg: productImageSvg({ kind, hex: color.hex }) })),
  );
}

async function insertPromotions(db: Executor, ids: Ids, productIds: Map<string, number>, images: DemoImage[]): Promise<void> {
  const sliders: Array<{
    title: string;
    description: string;
    sku: string;
    status: number;
    hex: string;
    kinds: ProductKind[];
    motif?: SeasonMotif;
  }> = [
    {
      title: 'Regreso a clases',
      description: 'Mochilas, libretas y kits escolares con el logo de tu cliente. Cotiza hoy y entrega a tiempo.',
      sku: 'BOM-4006',
      status: 1,
      hex: '#EF6C00',
      kinds: ['backpack', 'notebook', 'pen'],
      motif: 'pencil',
    },
    {
      title: 'Regalos para el Día del Padre',
      description: 'Termos, tazas y gorras personalizadas que sí se usan todos los días.',
      sku: 'TER-3001',
      status: 1,
      hex: '#1E5AA8',
      kinds: ['bottle', 'mug', 'cap'],
      motif: 'tie',
    },
    {
      title: 'Línea ecológica',
      description: 'Bambú, yute y materiales reciclados para campañas responsables con el planeta.',
      sku: 'BOM-4001',
      status: 1,
      hex: '#2E7D32',
      kinds: ['tote', 'board', 'pen'],
    },
    {
      title: 'Buen Fin en tecnología',
      description: 'Precios especiales por volumen en baterías portátiles, memorias USB y bocinas.',
      sku: 'TEC-8004',
      status: 0,
      hex: '#6A1B9A',
      kinds: ['powerbank', 'usb', 'speaker'],
      motif: 'tag',
    },
  ];
  await db
    .insertInto('sliders')
    .values(
      sliders.map((slider, index) => {
        const wide = `sliders/slider-${index + 1}-wide.svg`;
        const mobile = `sliders/slider-${index + 1}-mobile.svg`;
        const art = { kinds: slider.kinds, hex: slider.hex, ...(slider.motif ? { motif: slider.motif } : {}) };
        images.push({ path: wide, svg: sliderImageSvg({ ...art, format: 'wide' }) });
        images.push({ path: mobile, svg: sliderImageSvg({ ...art, format: 'mobile' }) });
        return {
          title: slider.title,
          description: slider.description,
          images: json([demoImageUrl(wide)]),
          images_mobile: json([demoImageUrl(mobile)]),
          status: slider.status,
          product_id: productIds.get(slider.sku) ?? null,
          sort_order: index + 1,
        };
      }),
    )
    .execute();

  images.push({
    path: 'banners/home.svg',
    svg: bannerImageSvg({ kinds: ['mug', 'tote', 'tumbler'], hex: '#E91E63', motif: 'heart' }),
  });
  images.push({
    path: 'banners/catalogue.svg',
    svg: bannerImageSvg({ kinds: ['bottle', 'notebook', 'speaker'], hex: '#1B5E20', motif: 'tree' }),
  });
  await db
    .insertInto('banners')
    .values([
      {
        section: 'home',
        title: 'Temporada Día de las Madres',
        description: 'Regalos corporativos que enamoran: tazas, termos y bolsas personalizadas para mamá.',
        images: json([demoImageUrl('banners/home.svg')]),
        status: 1,
        category_id: idOf(ids.categories, SEASON.mothers),
      },
      {
        section: 'catalogue',
        title: 'Navidad corporativa',
        description: 'Kits y regalos para cerrar el año con tus clientes y colaboradores.',
        images: json([demoImageUrl('banners/catalogue.svg')]),
        status: 1,
        category_id: idOf(ids.categories, SEASON.christmas),
      },
    ])
    .execute();
}

async function insertClients(db: Executor): Promise<void> {
  const clientIds = await insertNamed(
    db,
    'clients',
    CLIENTS.map((client) => client.name),
  );
  await insertRows(
    db,
    'brands',
    CLIENTS.flatMap((client) => client.brands.map((name) => ({ name, client_id: idOf(clientIds, client.name) }))),
  );
  await insertNamed(db, 'channels', CHANNELS);
}

/**
 * Seeds the demo catalogue (DESIGN.md §7) into an empty catalogue, in one transaction, and writes
 * its pictures under `<mediaDir>/demo`. The data is the same on every run for the same `now`.
 */
export async function seedCatalogue(db: Db, options: { mediaDir: string; now: string }): Promise<void> {
  const images: DemoImage[] = [];
  await db.transaction().execute(async (trx) => {
    const ids = await insertLookups(trx, images);
    const plan = buildCatalogue(options.now, ids);
    images.push(...plan.images);
    const productIds = await insertProductPlans(trx, plan.products);
    const idBySku = new Map(plan.products.map((product, i) => [product.sku, productIds[i] as number]));
    await insertPromotions(trx, ids, idBySku, images);
    await insertClients(trx);
    await refreshProductDerived(trx, productIds);
  });
  images.push(...genericImages(COLORS));
  await writeDemoImages(options.mediaDir, images);
}
