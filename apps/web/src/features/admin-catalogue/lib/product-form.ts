import type { AdminProduct, ProductCreateBody } from '@cotizador/contracts/admin-products';
import {
  PRODUCT_MESSAGES as M,
  PRODUCT_HEX_PATTERN,
  PRODUCT_NAME_MAX,
  PRODUCT_SKU_PATTERN,
} from '@cotizador/contracts/admin-products-rules';
import { centsToPesos, pesosToCents } from '@cotizador/domain/pricing';
import { randomUuid } from '@/lib/random-uuid';

// The product editor's state, its checks (the server's rules, same messages: decision 029) and the
// body it sends. Numbers are `''` while empty; money is in pesos here and centavos on the wire.
// Field errors use the API's paths (`colors.0.hex`), so a 422 lands under the same field.

export type Num = number | '';

export type ColorRow = {
  key: string;
  color_id: number | null;
  name: string;
  hex: string;
  stock: Num;
  images: string[];
  quoted: boolean;
};
export type VolumeRow = {
  key: string;
  minimum_units: Num;
  maximum_units: Num;
  days_customization: Num;
  base_price: Num;
  quoted: boolean;
};
export type CustomizationRow = {
  key: string;
  print_type_id: string | null;
  personalization: string;
  max_number_inks: Num;
  printing_area: string;
  /** Cost per unit (pesos) by the key of a volume row; empty = not offered for that volume. */
  costs: Record<string, Num>;
  quoted: boolean;
};
export type BoxForm = {
  enabled: boolean;
  length: Num;
  width: Num;
  height: Num;
  weight: Num;
  dimensions_known: boolean;
  master: boolean;
  box_type_id: string | null;
  max_total_containers: Num;
  days_approx_shipping: Num;
  base_delivery: Num;
  packaging: Num;
};
export type ProductForm = {
  sku: string;
  name: string;
  description: string;
  images: string[];
  length: Num;
  width: Num;
  height: Num;
  weight: Num;
  unit_measure: string;
  material_id: string | null;
  product_version_id: string | null;
  notes: string;
  is_active: boolean;
  type_ids: string[];
  category_ids: string[];
  colors: ColorRow[];
  volumes: VolumeRow[];
  customizations: CustomizationRow[];
  box: BoxForm;
  related: Array<{ id: number; sku: string; name: string }>;
};

export type FormErrors = Record<string, string>;

const n = (value: number | null): Num => (value === null ? '' : value);
const pesos = (cents: number): Num => centsToPesos(cents);
const key = () => randomUuid();

export function emptyColor(): ColorRow {
  return { key: key(), color_id: null, name: '', hex: '#000000', stock: '', images: [], quoted: false };
}
export function emptyVolume(): VolumeRow {
  return { key: key(), minimum_units: '', maximum_units: '', days_customization: '', base_price: '', quoted: false };
}
export function emptyCustomization(): CustomizationRow {
  return {
    key: key(),
    print_type_id: null,
    personalization: '',
    max_number_inks: '',
    printing_area: '',
    costs: {},
    quoted: false,
  };
}

export function emptyForm(): ProductForm {
  return {
    sku: '',
    name: '',
    description: '',
    images: [],
    length: '',
    width: '',
    height: '',
    weight: '',
    unit_measure: '',
    material_id: null,
    product_version_id: null,
    notes: '',
    is_active: true,
    type_ids: [],
    category_ids: [],
    colors: [],
    volumes: [],
    customizations: [],
    box: {
      enabled: false,
      length: '',
      width: '',
      height: '',
      weight: '',
      dimensions_known: false,
      master: false,
      box_type_id: null,
      max_total_containers: '',
      days_approx_shipping: '',
      base_delivery: '',
      packaging: '',
    },
    related: [],
  };
}

export function formOf(product: AdminProduct): ProductForm {
  const volumes: VolumeRow[] = product.sale_volumes.map((v) => ({
    key: key(),
    minimum_units: v.minimum_units,
    maximum_units: v.maximum_units,
    days_customization: v.days_customization,
    base_price: pesos(v.base_price_cents),
    quoted: v.quoted,
  }));
  const volumeKey = new Map(volumes.map((v) => [v.minimum_units, v.key]));
  const box = product.box;
  const master = box?.master ?? null;
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    images: product.images,
    length: n(product.length),
    width: n(product.width),
    height: n(product.height),
    weight: n(product.weight),
    unit_measure: product.unit_measure ?? '',
    material_id: product.material_id === null ? null : String(product.material_id),
    product_version_id: product.product_version_id === null ? null : String(product.product_version_id),
    notes: product.notes ?? '',
    is_active: product.is_active,
    type_ids: product.type_ids.map(String),
    category_ids: product.category_ids.map(String),
    colors: product.colors.map((c) => ({
      key: key(),
      color_id: c.color_id,
      name: c.name,
      hex: c.hex,
      stock: n(c.stock),
      images: c.images,
      quoted: c.quoted,
    })),
    volumes,
    customizations: product.customizations.map((cu) => ({
      key: key(),
      print_type_id: String(cu.print_type_id),
      personalization: cu.personalization,
      max_number_inks: n(cu.max_number_inks),
      printing_area: cu.printing_area ?? '',
      costs: Object.fromEntries(
        cu.costs.flatMap((cost) => {
          const k = volumeKey.get(cost.minimum_units);
          return k ? [[k, pesos(cost.cost_per_unit_cents)]] : [];
        }),
      ),
      quoted: cu.quoted,
    })),
    box: {
      enabled: box !== null,
      length: n(box?.length ?? null),
      width: n(box?.width ?? null),
      height: n(box?.height ?? null),
      weight: n(box?.weight ?? null),
      dimensions_known: box?.dimensions_known ?? false,
      master: master !== null,
      box_type_id: master?.box_type_id ? String(master.box_type_id) : null,
      max_total_containers: n(master?.max_total_containers ?? null),
      days_approx_shipping: n(master?.days_approx_shipping ?? null),
      base_delivery: master ? pesos(master.base_delivery_price_cents) : '',
      packaging: master ? pesos(master.packaging_price_cents) : '',
    },
    related: product.related,
  };
}

const isNonNegative = (value: Num) => value === '' || (Number.isFinite(value) && value >= 0);
const isCount = (value: Num) => value === '' || (Number.isInteger(value) && value >= 0);

/** The server's rules, checked before sending (the server checks them again). */
export function validateProduct(form: ProductForm): FormErrors {
  const errors: FormErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const sku = form.sku.trim();
  if (sku === '') add('sku', M.skuRequired);
  else if (!PRODUCT_SKU_PATTERN.test(sku)) add('sku', M.skuFormat);
  if (form.name.trim() === '') add('name', M.nameRequired);
  else if (form.name.trim().length > PRODUCT_NAME_MAX) add('name', M.nameMax);
  for (const field of ['length', 'width', 'height', 'weight'] as const) if (!isNonNegative(form[field])) add(field, M.number);

  const colorNames = new Set<string>();
  form.colors.forEach((color, i) => {
    const name = color.name.trim();
    if (name === '') add(`colors.${i}.name`, M.colorRequired);
    const nameKey = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (name !== '' && colorNames.has(nameKey)) add(`colors.${i}.name`, M.colorRepeated);
    colorNames.add(nameKey);
    if (!PRODUCT_HEX_PATTERN.test(color.hex)) add(`colors.${i}.hex`, M.hex);
    if (!isCount(color.stock)) add(`colors.${i}.stock`, M.integer);
  });

  form.volumes.forEach((volume, i) => {
    const min = volume.minimum_units;
    const max = volume.maximum_units;
    if (min === '' || !Number.isInteger(min) || min < 1) add(`sale_volumes.${i}.minimum_units`, M.minUnits);
    if (max === '' || !Number.isInteger(max) || max < 1) add(`sale_volumes.${i}.maximum_units`, M.minUnits);
    else if (min !== '' && max < min) add(`sale_volumes.${i}.maximum_units`, M.maxBelowMin);
    if (volume.days_customization === '' || !isCount(volume.days_customization))
      add(`sale_volumes.${i}.days_customization`, M.integer);
    if (volume.base_price === '' || !isNonNegative(volume.base_price)) add(`sale_volumes.${i}.base_price_cents`, M.number);
    const overlaps = form.volumes.some(
      (other, j) =>
        j < i &&
        min !== '' &&
        max !== '' &&
        other.minimum_units !== '' &&
        other.maximum_units !== '' &&
        min <= other.maximum_units &&
        other.minimum_units <= max,
    );
    if (overlaps) add(`sale_volumes.${i}.minimum_units`, M.volumeOverlap);
  });

  const customizationKeys = new Set<string>();
  form.customizations.forEach((cu, i) => {
    if (cu.print_type_id === null) add(`customizations.${i}.print_type_id`, M.printTypeRequired);
    if (cu.personalization.trim() === '') add(`customizations.${i}.personalization`, M.personalizationRequired);
    const k = `${cu.print_type_id}:${cu.personalization.trim().toLowerCase()}`;
    if (cu.personalization.trim() !== '' && customizationKeys.has(k))
      add(`customizations.${i}.personalization`, M.customizationRepeated);
    customizationKeys.add(k);
    if (!isCount(cu.max_number_inks)) add(`customizations.${i}.max_number_inks`, M.integer);
    for (const value of Object.values(cu.costs)) if (!isNonNegative(value)) add(`customizations.${i}.costs`, M.number);
  });

  if (form.box.enabled) {
    for (const field of ['length', 'width', 'height', 'weight'] as const)
      if (!isNonNegative(form.box[field])) add(`box.${field}`, M.number);
    if (form.box.master) {
      const containers = form.box.max_total_containers;
      if (containers === '' || !Number.isInteger(containers) || containers < 1)
        add('box.master.max_total_containers', M.containersMin);
      if (form.box.days_approx_shipping === '' || !isCount(form.box.days_approx_shipping))
        add('box.master.days_approx_shipping', M.integer);
      if (form.box.base_delivery === '' || !isNonNegative(form.box.base_delivery))
        add('box.master.base_delivery_price_cents', M.number);
      if (!isNonNegative(form.box.packaging)) add('box.master.packaging_price_cents', M.number);
    }
  }
  return errors;
}

/** A 422's field paths as the form shows them (a cost's path belongs to its customization). */
export function formErrorsOf(fieldErrors: Record<string, string[]>): FormErrors {
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = path.replace(/^(customizations\.\d+\.costs)\..*$/u, '$1').replace(/^(colors\.\d+\.images)\..*$/u, '$1');
    const message = messages[0];
    if (message) errors[field] ??= message;
  }
  return errors;
}

const orNull = (value: Num): number | null => (value === '' ? null : value);
const cents = (value: Num): number => (value === '' ? 0 : pesosToCents(value));
const id = (value: string | null): number | null => (value === null ? null : Number(value));

/** The body of POST/PATCH (call after validateProduct found nothing). */
export function bodyOf(form: ProductForm): ProductCreateBody {
  const minByKey = new Map(form.volumes.map((v) => [v.key, v.minimum_units]));
  return {
    sku: form.sku.trim(),
    name: form.name.trim(),
    description: form.description.trim(),
    images: form.images,
    length: orNull(form.length),
    width: orNull(form.width),
    height: orNull(form.height),
    weight: orNull(form.weight),
    unit_measure: form.unit_measure.trim() || null,
    material_id: id(form.material_id),
    product_version_id: id(form.product_version_id),
    notes: form.notes.trim() || null,
    is_active: form.is_active,
    type_ids: form.type_ids.map(Number),
    category_ids: form.category_ids.map(Number),
    colors: form.colors.map((c) => ({
      color_id: c.color_id,
      name: c.name.trim(),
      hex: c.hex.toUpperCase(),
      stock: orNull(c.stock),
      images: c.images,
    })),
    sale_volumes: form.volumes.map((v) => ({
      minimum_units: Number(v.minimum_units),
      maximum_units: Number(v.maximum_units),
      days_customization: Number(v.days_customization),
      base_price_cents: cents(v.base_price),
    })),
    customizations: form.customizations.map((cu) => ({
      print_type_id: Number(cu.print_type_id),
      personalization: cu.personalization.trim(),
      max_number_inks: orNull(cu.max_number_inks),
      printing_area: cu.printing_area.trim() || null,
      costs: Object.entries(cu.costs).flatMap(([volumeKey, value]) => {
        const min = minByKey.get(volumeKey);
        return value === '' || min === undefined || min === '' ? [] : [{ minimum_units: min, cost_per_unit_cents: cents(value) }];
      }),
    })),
    box: form.box.enabled
      ? {
          length: orNull(form.box.length),
          width: orNull(form.box.width),
          height: orNull(form.box.height),
          weight: orNull(form.box.weight),
          dimensions_known: form.box.dimensions_known,
          master: form.box.master
            ? {
                box_type_id: id(form.box.box_type_id),
                max_total_containers: Number(form.box.max_total_containers),
                days_approx_shipping: Number(form.box.days_approx_shipping),
                base_delivery_price_cents: cents(form.box.base_delivery),
                packaging_price_cents: cents(form.box.packaging),
              }
            : null,
        }
      : null,
    related_ids: form.related.map((r) => r.id),
  };
}
