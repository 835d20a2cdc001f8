import { normalizeSearchText } from '@cotizador/domain/search';
import { type Kysely, sql } from 'kysely';
import { refreshProductDerived } from '../../modules/catalogue/product-derived.repository.ts';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import {
  BOX_SIZES,
  boxSizeFor,
  buildVolumes,
  COLORS,
  createRandom,
  daysBefore,
  deliveryPriceCents,
  genericImagePath,
  genericImages,
  inkPersonalization,
  insertProductPlans,
  isInkPrintType,
  MATERIALS,
  NO_PRINT_TYPE,
  PRINT_BASE_COST_CENTS,
  PRINT_TYPES,
  PRODUCT_TYPES,
  PRODUCT_VERSIONS,
  type PrintTypeName,
  type ProductPlan,
  type ProductTypeDef,
  type Random,
  roundTo,
  SEASONS,
  tierCosts,
} from './catalogue.ts';
import { demoImageUrl, type ProductKind, writeDemoImages } from './images.ts';

// Synthetic products for load tests (DESIGN.md §7, CLI `products:generate`): realistic names,
// prices and related rows built on the existing lookup lists, inserted in chunks of at most 500
// rows (PostgreSQL allows 65 535 bind parameters per statement) inside one transaction.

export type SyntheticOptions = {
  now: string;
  seed?: number;
  /** When given, the generic pictures the new products use are written under `<mediaDir>/demo`. */
  mediaDir?: string;
};

const SKU_PREFIX = 'SYN-';

/** Adjectives agree with the noun: 'metálico/metálica' is masculine/feminine, 'de bambú' both. */
type Noun = { text: string; feminine?: true; kind: ProductKind };

type Profile = {
  nouns: Noun[];
  adjectives: string[];
  materials: string[];
  /** Price per piece of the smallest tier, in pesos. */
  price: [number, number];
  size: [number, number, number];
  weight: [number, number];
  uses: string[];
};

const noun = (text: string, kind: ProductKind, feminine = false): Noun =>
  feminine ? { text, kind, feminine: true } : { text, kind };

const PROFILES: Record<string, Profile> = {
  Bolígrafos: {
    nouns: [
      noun('Bolígrafo', 'pen'),
      noun('Pluma', 'pen', true),
      noun('Roller', 'pen'),
      noun('Portaminas', 'pen'),
      noun('Marcatextos', 'pen'),
    ],
    adjectives: [
      'metálico/metálica',
      'ecológico/ecológica',
      'ejecutivo/ejecutiva',
      'clásico/clásica',
      'ergonómico/ergonómica',
      'slim',
      'con stylus',
      'de gel',
      'translúcido/translúcida',
      'soft touch',
      'de bambú',
      'retráctil',
    ],
    materials: ['Plástico', 'Metal', 'Aluminio', 'Bambú', 'Papel reciclado'],
    price: [4.5, 35],
    size: [14, 1.1, 1.1],
    weight: [7, 35],
    uses: [
      'Ideal para ferias, congresos y capacitaciones.',
      'Un básico de escritorio que acompaña a tu marca todos los días.',
      'Escritura suave y tinta de secado rápido.',
    ],
  },
  'Tazas y termos': {
    nouns: [
      noun('Taza', 'mug', true),
      noun('Tarro', 'mug'),
      noun('Jarro', 'mug'),
      noun('Taza térmica', 'tumbler', true),
      noun('Mug', 'mug'),
    ],
    adjectives: [
      'de cerámica',
      'mágico/mágica',
      'cónico/cónica',
      'esmaltado/esmaltada',
      'de peltre',
      'bicolor',
      'de vidrio',
      'mate',
      'con cuchara',
      'de bambú',
      'vintage',
    ],
    materials: ['Cerámica', 'Vidrio', 'Metal', 'Bambú', 'Acero inoxidable'],
    price: [35, 90],
    size: [8, 8, 9.5],
    weight: [150, 420],
    uses: [
      'Apto para microondas y lavavajillas.',
      'Perfecto para regalos de fin de año.',
      'Tu logo presente en cada café de la mañana.',
    ],
  },
  'Termos y botellas': {
    nouns: [
      noun('Termo', 'bottle'),
      noun('Botella', 'bottle', true),
      noun('Cilindro', 'bottle'),
      noun('Vaso térmico', 'tumbler'),
      noun('Cantimplora', 'bottle', true),
    ],
    adjectives: [
      'de acero inoxidable',
      'deportivo/deportiva',
      'de aluminio',
      'de doble pared',
      'con popote',
      'plegable',
      'térmico/térmica',
      'con infusor',
      'hermético/hermética',
      'de vidrio',
    ],
    materials: ['Acero inoxidable', 'Aluminio', 'Plástico', 'Vidrio', 'Silicón'],
    price: [55, 350],
    size: [7, 7, 24],
    weight: [90, 560],
    uses: [
      'Mantiene bebidas frías o calientes por horas.',
      'Ideal para gimnasio, oficina y viajes.',
      'Libre de BPA y fácil de lavar.',
    ],
  },
  'Bolsas y mochilas': {
    nouns: [
      noun('Bolsa', 'tote', true),
      noun('Mochila', 'backpack', true),
      noun('Tote bag', 'tote', true),
      noun('Maleta', 'lunchbox', true),
      noun('Morral', 'tote'),
      noun('Hielera', 'lunchbox', true),
      noun('Backpack', 'backpack'),
    ],
    adjectives: [
      'ecológico/ecológica',
      'ejecutivo/ejecutiva',
      'deportivo/deportiva',
      'plegable',
      'antirrobo',
      'de yute',
      'de manta',
      'térmico/térmica',
      'para laptop',
      'reutilizable',
      'impermeable',
    ],
    materials: ['Poliéster', 'Algodón', 'Yute', 'Polipropileno', 'Piel sintética'],
    price: [15, 600],
    size: [38, 12, 40],
    weight: [60, 900],
    uses: [
      'Amplia área de impresión para tu marca.',
      'Resistente y cómoda para el uso diario.',
      'Ideal para eventos, escuelas y supermercados.',
    ],
  },
  Textiles: {
    nouns: [
      noun('Playera', 'tshirt', true),
      noun('Polo', 'tshirt'),
      noun('Sudadera', 'tshirt', true),
      noun('Chaleco', 'tshirt'),
      noun('Chamarra', 'tshirt', true),
      noun('Mandil', 'apron'),
      noun('Camisa', 'tshirt', true),
    ],
    adjectives: [
      'de algodón',
      'dry fit',
      'corporativo/corporativa',
      'deportivo/deportiva',
      'acolchado/acolchada',
      'rompevientos',
      'manga larga',
      'cuello V',
      'de gabardina',
      'ligero/ligera',
    ],
    materials: ['Algodón', 'Poliéster'],
    price: [55, 480],
    size: [72, 52, 0.6],
    weight: [120, 500],
    uses: [
      'Disponible en tallas de CH a XXL.',
      'Uniforme cómodo para equipos de trabajo.',
      'Tela suave que conserva la forma lavada tras lavada.',
    ],
  },
  Gorras: {
    nouns: [noun('Gorra', 'cap', true), noun('Sombrero', 'cap'), noun('Visera', 'cap', true), noun('Gorro', 'cap')],
    adjectives: [
      'trucker',
      'de gabardina',
      'deportivo/deportiva',
      '6 gajos',
      'de malla',
      'pescador',
      'tejido/tejida',
      'ajustable',
      'dry fit',
      'clásico/clásica',
    ],
    materials: ['Algodón', 'Poliéster'],
    price: [45, 120],
    size: [27, 18, 12],
    weight: [45, 120],
    uses: ['Ajuste para todas las tallas.', 'Protección solar con estilo.', 'Tu logo bordado con acabado de larga duración.'],
  },
  'Libretas y oficina': {
    nouns: [
      noun('Libreta', 'notebook', true),
      noun('Cuaderno', 'notebook'),
      noun('Agenda', 'notebook', true),
      noun('Carpeta', 'notebook', true),
      noun('Block de notas', 'notebook'),
      noun('Organizador', 'generic'),
    ],
    adjectives: [
      'ejecutivo/ejecutiva',
      'ecológico/ecológica',
      'de piel sintética',
      'con elástico',
      'de pasta dura',
      'de espiral',
      'A5',
      'de cartón reciclado',
      'de bambú',
      'minimalista',
    ],
    materials: ['Piel sintética', 'Papel reciclado', 'Bambú', 'Plástico'],
    price: [25, 260],
    size: [21, 14.5, 1.5],
    weight: [60, 620],
    uses: [
      'Hojas rayadas de alta calidad.',
      'Ideal para regalos de bienvenida y capacitaciones.',
      'Un clásico de oficina con tu marca siempre a la vista.',
    ],
  },
  Tecnología: {
    nouns: [
      noun('Memoria USB', 'usb', true),
      noun('Batería portátil', 'powerbank', true),
      noun('Bocina', 'speaker', true),
      noun('Diadema', 'speaker', true),
      noun('Cargador inalámbrico', 'charger'),
      noun('Cable multicargador', 'usb'),
      noun('Mouse', 'usb'),
      noun('Hub USB', 'usb'),
    ],
    adjectives: [
      'inalámbrico/inalámbrica',
      'bluetooth',
      'compacto/compacta',
      'de bambú',
      'giratorio/giratoria',
      'de aluminio',
      'con luz LED',
      'magnético/magnética',
      'recargable',
      'USB-C',
    ],
    materials: ['Plástico', 'Aluminio', 'Bambú', 'Metal'],
    price: [60, 420],
    size: [10, 6, 2],
    weight: [10, 250],
    uses: [
      'Tecnología útil que tus clientes sí conservan.',
      'Incluye cable de carga.',
      'Un regalo corporativo moderno y práctico.',
    ],
  },
  Paraguas: {
    nouns: [noun('Paraguas', 'umbrella'), noun('Sombrilla', 'umbrella', true)],
    adjectives: [
      'automático/automática',
      'plegable',
      'de golf',
      'invertido/invertida',
      'antiviento',
      'de bolsillo',
      'reforzado/reforzada',
      'doble capa',
    ],
    materials: ['Poliéster'],
    price: [110, 380],
    size: [80, 6, 6],
    weight: [220, 650],
    uses: [
      'Varillas de fibra de vidrio resistentes al viento.',
      'Gran área de impresión en los gajos.',
      'Protección para la temporada de lluvias.',
    ],
  },
  Llaveros: {
    nouns: [noun('Llavero', 'keychain')],
    adjectives: [
      'metálico',
      'destapador',
      'de piel sintética',
      'de madera',
      'antiestrés',
      'con linterna',
      'de acrílico',
      'giratorio',
      'con ficha',
      'de silicón',
    ],
    materials: ['Metal', 'Aluminio', 'Piel sintética', 'Madera', 'Plástico', 'Silicón'],
    price: [12, 40],
    size: [7, 3, 0.5],
    weight: [8, 30],
    uses: [
      'Un detalle económico para campañas masivas.',
      'Acompaña las llaves de tus clientes todos los días.',
      'Ideal para inmobiliarias, agencias y ferias.',
    ],
  },
  'Hogar y cocina': {
    nouns: [
      noun('Tabla para picar', 'board', true),
      noun('Lonchera', 'lunchbox', true),
      noun('Mandil', 'apron'),
      noun('Set de cocina', 'board'),
      noun('Portavasos', 'generic'),
      noun('Vaso tequilero', 'tumbler'),
      noun('Sacacorchos', 'keychain'),
      noun('Recipiente', 'lunchbox'),
    ],
    adjectives: [
      'de bambú',
      'térmico/térmica',
      'de acero inoxidable',
      'de madera',
      'ecológico/ecológica',
      'de vidrio',
      'clásico/clásica',
      'gourmet',
      'hermético/hermética',
    ],
    materials: ['Bambú', 'Madera', 'Acero inoxidable', 'Vidrio', 'Poliéster'],
    price: [20, 200],
    size: [25, 15, 8],
    weight: [60, 650],
    uses: [
      'Práctico para la cocina de todos los días.',
      'Un regalo útil para el hogar.',
      'Ideal para restaurantes y campañas de temporada.',
    ],
  },
};

const GENERIC_PROFILE: Profile = {
  nouns: [noun('Artículo promocional', 'generic'), noun('Kit', 'generic'), noun('Set de regalo', 'generic')],
  adjectives: ['corporativo/corporativa', 'ejecutivo/ejecutiva', 'ecológico/ecológica', 'premium', 'clásico/clásica'],
  materials: [...MATERIALS],
  price: [20, 300],
  size: [15, 10, 5],
  weight: [30, 500],
  uses: ['Un artículo versátil para cualquier campaña.', 'Personalizable con el logo de tu cliente.'],
};

const QUALIFIERS = [
  'ejecutivo/ejecutiva',
  'premium',
  'eco',
  'clásico/clásica',
  'deluxe',
  'básico/básica',
  'pro',
  'plus',
  'mini',
  'XL',
];
const SERIES = [
  'Atlas',
  'Cancún',
  'Tulum',
  'Sonora',
  'Bajío',
  'Orizaba',
  'Nova',
  'Aura',
  'Delta',
  'Cozumel',
  'Mitla',
  'Palenque',
  'Sierra',
  'Coral',
  'Jade',
  'Ámbar',
  'Olmeca',
  'Tajín',
  'Cholula',
  'Bacalar',
  'Loreto',
  'Huasteca',
  'Janitzio',
  'Real',
];
const CAMPAIGN_USES = [
  'Perfecto para campañas de lealtad.',
  'Entrega rápida en volúmenes grandes.',
  'Excelente relación calidad-precio.',
  'Personalízalo con el logo de tu cliente.',
];
const DEFAULT_TIERS = [
  [50, 250, 1000, 5000],
  [100, 500, 2500, 10000],
  [25, 100, 500, 2000],
  [500, 2000, 10000, 50000],
];

function agree(adjective: string, feminine: boolean): string {
  const [masculine, feminineForm] = adjective.split('/');
  return (feminine ? feminineForm : masculine) ?? adjective;
}

type Lookup = { id: number; name: string };
type Lookups = {
  types: Lookup[];
  categories: Lookup[];
  materials: Lookup[];
  colors: Array<Lookup & { hex: string }>;
  versions: Lookup[];
  printTypes: Lookup[];
  boxTypes: Array<{ id: number; size: string }>;
};

/** Loads the lookup lists, creating the demo ones in any list that is empty. */
async function ensureLookups(db: Kysely<Database>): Promise<Lookups> {
  const load = async () => ({
    types: await db.selectFrom('product_types').select(['id', 'name']).orderBy('id').execute(),
    categories: await db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute(),
    materials: await db.selectFrom('materials').select(['id', 'name']).orderBy('id').execute(),
    colors: await db.selectFrom('colors').select(['id', 'name', 'hex']).orderBy('id').execute(),
    versions: await db.selectFrom('product_versions').select(['id', 'name']).orderBy('id').execute(),
    printTypes: await db.selectFrom('print_types').select(['id', 'name']).orderBy('id').execute(),
    boxTypes: await db.selectFrom('box_types').select(['id', 'size']).orderBy('id').execute(),
  });
  const current = await load();
  const names = (list: readonly string[]) => list.map((name) => ({ name }));
  if (current.types.length === 0) {
    await db
      .insertInto('product_types')
      .values(PRODUCT_TYPES.map((type, index) => ({ name: type.name, image: null, sort_order: index + 1 })))
      .execute();
  }
  if (current.categories.length === 0)
    await db
      .insertInto('categories')
      .values(SEASONS.map((season) => ({ name: season.name, image: null })))
      .execute();
  if (current.materials.length === 0) await db.insertInto('materials').values(names(MATERIALS)).execute();
  if (current.colors.length === 0)
    await db
      .insertInto('colors')
      .values(COLORS.map((color) => ({ name: color.name, hex: color.hex })))
      .execute();
  if (current.versions.length === 0) await db.insertInto('product_versions').values(names(PRODUCT_VERSIONS)).execute();
  if (current.printTypes.length === 0) await db.insertInto('print_types').values(names(PRINT_TYPES)).execute();
  if (current.boxTypes.length === 0)
    await db
      .insertInto('box_types')
      .values(BOX_SIZES.map((size) => ({ size })))
      .execute();
  const lookups = await load();
  // Products without printing are not what a load test needs.
  return { ...lookups, printTypes: lookups.printTypes.filter((printType) => printType.name !== NO_PRINT_TYPE) };
}

async function nextSkuNumber(db: Kysely<Database>): Promise<number> {
  const last = await db
    .selectFrom('products')
    .select('sku')
    .where('sku', 'like', `${SKU_PREFIX}%`)
    .orderBy(sql`length(sku)`, 'desc')
    .orderBy('sku', 'desc')
    .limit(1)
    .executeTakeFirst();
  const number = last ? Number.parseInt(last.sku.slice(SKU_PREFIX.length), 10) : 0;
  return (Number.isFinite(number) ? number : 0) + 1;
}

type TypeContext = { type: Lookup; def: ProductTypeDef | undefined; profile: Profile };

function typeContext(type: Lookup): TypeContext {
  const plain = normalizeSearchText(type.name);
  const def =
    PRODUCT_TYPES.find((candidate) => normalizeSearchText(candidate.name) === plain) ??
    PRODUCT_TYPES.find((candidate) => plain.includes(normalizeSearchText(candidate.name).split(' ')[0] ?? '\u0000'));
  return { type, def, profile: (def && PROFILES[def.name]) ?? GENERIC_PROFILE };
}

function byName<T extends Lookup>(items: readonly T[], names: readonly string[]): T[] {
  const wanted = new Set(names.map(normalizeSearchText));
  return items.filter((item) => wanted.has(normalizeSearchText(item.name)));
}

function buildPlan(
  random: Random,
  sku: string,
  now: string,
  lookups: Lookups,
  contexts: TypeContext[],
): ProductPlan & { kind: ProductKind } {
  const context = random.pick(contexts);
  const { profile, def } = context;
  const chosenNoun = random.pick(profile.nouns);
  const feminine = chosenNoun.feminine === true;
  const colors = random.sample(lookups.colors, random.int(2, Math.min(4, lookups.colors.length)));
  const firstColor = colors[0];

  const words = [chosenNoun.text, agree(random.pick(profile.adjectives), feminine)];
  if (random.chance(0.5)) words.push(agree(random.pick(QUALIFIERS), feminine));
  const tail = random.next();
  if (tail < 0.3 && firstColor) words.push(firstColor.name.toLowerCase());
  else if (tail < 0.8) words.push(random.pick(SERIES));
  const name = words.join(' ');

  const materialCandidates = byName(lookups.materials, profile.materials);
  const material = random.pick(materialCandidates.length > 0 ? materialCandidates : lookups.materials);
  const version = random.pick(lookups.versions);
  const description = [
    `${name} con acabados de calidad para tu marca.`,
    `Material principal: ${material.name.toLowerCase()}.`,
    random.pick(profile.uses),
    random.chance(0.5) ? random.pick(CAMPAIGN_USES) : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Prices spread log-uniformly over the profile's range.
  const [low, high] = profile.price;
  const topPriceCents = roundTo(low * (high / low) ** random.next() * 100, 10);
  const tiers = random.pick(def?.tierSets ?? DEFAULT_TIERS).slice(0, 4);
  const volumes = buildVolumes(random, tiers, topPriceCents);
  const customizations = buildCustomizations(random, lookups, def, volumes.length);

  const scale = 0.8 + random.next() * 0.4;
  const [length, width, height] = profile.size.map((value) => Math.round(value * scale * 10) / 10) as [number, number, number];
  const weight = random.int(profile.weight[0], profile.weight[1]);
  const perMaster = def?.perMaster ?? random.pick([50, 100, 250, 500]);
  const box = { length: Math.round(length + 1), width: Math.round(width + 1), height: Math.round(height + 1) };
  const size = boxSizeFor(box.length * box.width * box.height * perMaster);
  const boxType =
    lookups.boxTypes.find((candidate) => candidate.size === size) ??
    (lookups.boxTypes.length > 0 ? random.pick(lookups.boxTypes) : undefined);

  const types = [context.type];
  if (random.chance(0.15)) {
    const other = random.pick(contexts).type;
    if (other.id !== context.type.id) types.push(other);
  }
  const kind = chosenNoun.kind;
  const colorRows = colors.map((color) => {
    const image = demoImageUrl(genericImagePath(kind, color.name));
    return {
      colorId: color.id,
      stock: random.chance(0.05) ? random.pick([75, 120, 350]) : roundTo(random.int(1_000, 80_000), 100),
      images: [image],
    };
  });

  return {
    kind,
    sku,
    name,
    description,
    images: colorRows[0]?.images ?? [],
    length,
    width,
    height,
    weight,
    unitMeasure: 'Pieza',
    materialId: material.id,
    versionId: version.id,
    notes: null,
    isActive: !random.chance(0.03),
    createdAt: daysBefore(now, random.int(0, 730), random),
    typeIds: types.map((type) => type.id),
    categoryIds: random
      .sample(lookups.categories, random.int(0, Math.min(3, lookups.categories.length)))
      .map((category) => category.id),
    colors: colorRows,
    volumes,
    customizations,
    containerBox: {
      ...box,
      weight: Math.round(weight * 1.1 + 10),
      dimensionsKnown: !random.chance(0.1),
      masterBox: {
        boxTypeId: boxType?.id ?? null,
        maxTotalContainers: perMaster,
        daysApproxShipping: random.int(2, 5),
        baseDeliveryPriceCents: deliveryPriceCents(random, size),
        packagingPriceCents: def?.packagingCents ?? 100,
      },
    },
  };
}

/** Two customizations with distinct (print type, personalization), linked to every volume. */
function buildCustomizations(
  random: Random,
  lookups: Lookups,
  def: ProductTypeDef | undefined,
  tiers: number,
): ProductPlan['customizations'] {
  const preferred = byName(lookups.printTypes, def?.prints ?? []);
  const pool = preferred.length >= 2 ? preferred : lookups.printTypes;
  const chosen = random.sample(pool, 2);
  const areaRanges = def?.areaRanges ?? ['3 x 3 cm - 7 x 7 cm'];
  const printingArea = def?.printingArea ?? '5 x 3 cm';
  const variants = (printType: Lookup): ProductPlan['customizations'] => {
    const base = (PRINT_BASE_COST_CENTS[printType.name as PrintTypeName] ?? 1000) * (def?.printCostFactor ?? 1);
    if (isInkPrintType(printType.name)) {
      return [1, 2].map((inks) => ({
        printTypeId: printType.id,
        personalization: inkPersonalization(inks),
        maxNumberInks: inks,
        printingArea,
        costsCents: tierCosts(base * inks, tiers),
      }));
    }
    const ranges = areaRanges.length >= 2 ? areaRanges : [...areaRanges, '7 x 7 cm - 12 x 12 cm'];
    return ranges.map((range, index) => ({
      printTypeId: printType.id,
      personalization: range,
      maxNumberInks: null,
      printingArea,
      costsCents: tierCosts(base * (index === 0 ? 1 : 1.6), tiers),
    }));
  };
  const [first, second] = chosen;
  if (!first) return [];
  if (!second) return variants(first).slice(0, 2);
  return [random.pick(variants(first)), random.pick(variants(second))];
}

/**
 * Adds `count` synthetic products (SKUs SYN-000001…, continuing after the existing ones) with
 * colours, three sale volumes, two customizations and boxes, then refreshes their derived
 * columns. Returns how many were inserted.
 */
export async function generateSyntheticProducts(db: Db, count: number, options: SyntheticOptions): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const used = new Map<string, { kind: ProductKind; name: string; hex: string }>();
  const inserted = await db.transaction().execute(async (trx) => {
    const lookups = await ensureLookups(trx);
    const start = await nextSkuNumber(trx);
    const random = createRandom(Math.imul(options.seed ?? 20_240_611, 31) + start);
    const contexts = lookups.types.map(typeContext);
    const colorById = new Map(lookups.colors.map((color) => [color.id, color]));
    const plans: ProductPlan[] = [];
    for (let i = 0; i < count; i++) {
      const plan = buildPlan(random, `${SKU_PREFIX}${String(start + i).padStart(6, '0')}`, options.now, lookups, contexts);
      plans.push(plan);
      for (const row of plan.colors) {
        const color = colorById.get(row.colorId);
        if (color) used.set(`${plan.kind}:${color.id}`, { kind: plan.kind, name: color.name, hex: color.hex });
      }
    }
    const ids = await insertProductPlans(trx, plans);
    await refreshProductDerived(trx, ids);
    return ids.length;
  });
  if (options.mediaDir) {
    const pictures = [...used.values()].flatMap((entry) => genericImages([{ name: entry.name, hex: entry.hex }], [entry.kind]));
    await writeDemoImages(options.mediaDir, pictures);
  }
  return inserted;
}
