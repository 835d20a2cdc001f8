// SPEC §4 "Product form logic" and §5 "Product units" / "Action button enabled", as a reducer and
// pure selectors. Every rule comes from the domain package; this file only wires them together.

import type { CartItem } from '@cotizador/contracts/cart';
import type { CustomizationEntry, ProductDetail, SaleVolume } from '@cotizador/contracts/catalogue';
import type { QuotationFieldName, SPEC_FILE_FIELD } from '@cotizador/contracts/quotations';
import {
  approxDeliveryDays,
  canSubmitQuotation,
  defaultPositions,
  isSpecialProduct,
  personalizationLabel,
  pesosToCents,
  priceConfiguration,
  REQUIREMENTS_MAX_LENGTH,
  saleVolumeForUnits,
  unitsInRange,
  unitsRange,
} from '@cotizador/domain/pricing';

export type QuoteMode = 'add' | 'edit' | 'create';

/** The fields of a cart item that pre-fill the form when it is edited (`?quotationId=`). */
export type EditableQuotation = Pick<
  CartItem,
  | 'id'
  | 'product_id'
  | 'product_color_id'
  | 'customization_id'
  | 'print_type_id'
  | 'personalization'
  | 'units'
  | 'special_quotation'
  | 'additional_requirements'
  | 'file'
  | 'file_name'
>;

/** SPEC §5: accepted extensions of the specifications file. */

export type QuoteFormState = {
  /** The product this state belongs to (null before it loads). */
  productId: number | null;
  /** The cart item being edited, once its values were loaded into the form. */
  prefilledQuotationId: number | null;
  colorId: number | null;
  units: number | null;
  printTypeId: number | null;
  customizationId: number | null;
  positions: number;
  specialQuotation: boolean;
  /** SPEC §4: the special product forces the flag on and locks it. */
  specialLocked: boolean;
  requirements: string;
  file: File | null;
  clientId: number | null;
  brandId: number | null;
  channelId: number | null;
};

export type QuoteFormAction =
  | { type: 'reset'; state: QuoteFormState }
  | { type: 'colorChanged'; colorId: number | null }
  | { type: 'unitsChanged'; units: number | null }
  | { type: 'printTypeChanged'; printTypeId: number | null }
  | { type: 'customizationChanged'; customizationId: number | null; personalization: string | null }
  | { type: 'specialChanged'; special: boolean }
  | { type: 'requirementsChanged'; requirements: string }
  | { type: 'fileChanged'; file: File | null }
  | { type: 'existingFileLoaded'; quotationId: number; file: File }
  | { type: 'clientChanged'; clientId: number | null }
  | { type: 'brandChanged'; brandId: number | null }
  | { type: 'channelChanged'; channelId: number | null };

/** SPEC §3: the default number of positions. */
const DEFAULT_POSITIONS = 1;

export function initialQuoteState(product: ProductDetail | null | undefined): QuoteFormState {
  const special = isSpecialProduct(product?.sku);
  return {
    productId: product?.id ?? null,
    prefilledQuotationId: null,
    colorId: product?.productcolors[0]?.id ?? null,
    units: null,
    printTypeId: null,
    customizationId: null,
    positions: DEFAULT_POSITIONS,
    specialQuotation: special,
    specialLocked: special,
    requirements: '',
    file: null,
    clientId: null,
    brandId: null,
    channelId: null,
  };
}

export function quoteFormReducer(state: QuoteFormState, action: QuoteFormAction): QuoteFormState {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'colorChanged':
      return { ...state, colorId: action.colorId };
    case 'unitsChanged':
      // SPEC §4: changing units clears the printing type (and so the customization built from it).
      return { ...state, units: action.units, printTypeId: null, customizationId: null, positions: DEFAULT_POSITIONS };
    case 'printTypeChanged':
      // SPEC §4: choosing a printing type clears the customization choice.
      return { ...state, printTypeId: action.printTypeId, customizationId: null, positions: DEFAULT_POSITIONS };
    case 'customizationChanged':
      // SPEC §4: positions are 0 for 'No aplica', else 1.
      return {
        ...state,
        customizationId: action.customizationId,
        positions: action.customizationId === null ? DEFAULT_POSITIONS : defaultPositions(action.personalization),
      };
    case 'specialChanged':
      if (state.specialLocked) return state;
      // SPEC §4: toggling the special flag clears the requirements and the file.
      return { ...state, specialQuotation: action.special, requirements: '', file: null };
    case 'requirementsChanged':
      if (!state.specialQuotation) return state;
      return { ...state, requirements: action.requirements.slice(0, REQUIREMENTS_MAX_LENGTH) };
    case 'fileChanged':
      if (!state.specialQuotation) return state;
      return { ...state, file: action.file };
    case 'existingFileLoaded':
      // The edited item's file, downloaded again; never over a file the user picked meanwhile.
      if (state.prefilledQuotationId !== action.quotationId || !state.specialQuotation || state.file) return state;
      return { ...state, file: action.file };
    case 'clientChanged':
      // SPEC §4: choosing a client clears the brand (its brands are loaded instead).
      return { ...state, clientId: action.clientId, brandId: null };
    case 'brandChanged':
      return { ...state, brandId: action.brandId };
    case 'channelChanged':
      return { ...state, channelId: action.channelId };
  }
}

function holdsUnits(range: { minimum_units: number; maximum_units: number }, units: number): boolean {
  return units >= range.minimum_units && units <= range.maximum_units;
}

/**
 * SPEC §4 "Editing from the cart": the item's units, special flag, requirements and print type,
 * and the customization whose print type, personalization and unit range match.
 */
export function prefilledQuoteState(product: ProductDetail, quotation: EditableQuotation): QuoteFormState {
  const base = initialQuoteState(product);
  const match = product.customizations.find(
    (entry) =>
      entry.customization.print_type_id === quotation.print_type_id &&
      entry.customization.personalization === quotation.personalization &&
      holdsUnits(entry.sale_volume, quotation.units),
  );
  const colorExists = product.productcolors.some((color) => color.id === quotation.product_color_id);
  const special = base.specialLocked || quotation.special_quotation;
  return {
    ...base,
    prefilledQuotationId: quotation.id,
    colorId: colorExists ? quotation.product_color_id : base.colorId,
    units: quotation.units,
    printTypeId: base.specialLocked ? null : quotation.print_type_id,
    customizationId: base.specialLocked ? null : (match?.customization.id ?? null),
    positions: match ? defaultPositions(match.customization.personalization) : DEFAULT_POSITIONS,
    specialQuotation: special,
    requirements: special ? (quotation.additional_requirements ?? '').slice(0, REQUIREMENTS_MAX_LENGTH) : '',
  };
}

export type SelectOption = { value: string; label: string };

export type QuoteFigures = {
  /** SPEC §2: pieces per master box (masterbox.max_total_containers). */
  masterBoxQuantity: number | null;
  /** SPEC §9: days_customization of the sale volume + days_approx_shipping. */
  deliveryDays: number | null;
  /** SPEC §9: base with the company's indirect expenses + cost per unit of the chosen printing. */
  unitPriceCents: number | null;
  /** SPEC §9: unit price × units + delivery price × master boxes; null when unknown ('-'). */
  totalCents: number | null;
  /** Unit price × units: the same figure the cart and "Mis cotizaciones" show (decision 014). */
  subtotalCents: number | null;
  /** What the total adds for shipping: master boxes × delivery price. */
  shipping: { boxes: number; cents: number } | null;
};

export type QuoteView = {
  isSpecialProduct: boolean;
  unitsRange: { min: number; max: number };
  unitsInRange: boolean;
  saleVolume: SaleVolume | undefined;
  printTypeOptions: SelectOption[];
  customizationOptions: SelectOption[];
  customizationLabel: string;
  chosenEntry: CustomizationEntry | undefined;
  figures: QuoteFigures;
};

/** Distinct print types of the product; with valid units, only those priced for them. */
function printTypeOptions(product: ProductDetail, units: number | null): SelectOption[] {
  const seen = new Map<number, string>();
  for (const entry of product.customizations) {
    if (units !== null && !holdsUnits(entry.sale_volume, units)) continue;
    const { print_type_id: id, print_type: printType } = entry.customization;
    if (!seen.has(id)) seen.set(id, printType.name);
  }
  return [...seen].map(([id, name]) => ({ value: String(id), label: name }));
}

/** SPEC §4: the distinct personalization values of that print type whose sale volume holds the units. */
function customizationOptions(product: ProductDetail, printTypeId: number | null, units: number | null): SelectOption[] {
  if (printTypeId === null || units === null) return [];
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const entry of product.customizations) {
    const { customization } = entry;
    if (customization.print_type_id !== printTypeId || !holdsUnits(entry.sale_volume, units)) continue;
    if (seen.has(customization.personalization)) continue;
    seen.add(customization.personalization);
    options.push({ value: String(customization.id), label: customization.personalization });
  }
  return options;
}

export function quoteView(product: ProductDetail, state: QuoteFormState, percentage: number | null): QuoteView {
  const special = isSpecialProduct(product.sku);
  const color = product.productcolors.find((candidate) => candidate.id === state.colorId);
  const range = unitsRange(product.salesvolume, color?.stock);
  const inRange = unitsInRange(state.units, range);
  const units = inRange ? state.units : null;
  // SPEC §4: the sale volume is recorded only when the units are within the overall range.
  const saleVolume = units === null ? undefined : saleVolumeForUnits(product.salesvolume, units);
  const printType = product.customizations.find((entry) => entry.customization.print_type_id === state.printTypeId);
  const chosenEntry =
    units === null
      ? undefined
      : product.customizations.find(
          (entry) => entry.customization.id === state.customizationId && holdsUnits(entry.sale_volume, units),
        );

  const masterbox = product.containerbox?.masterbox ?? null;
  let unitCents: number | null = null;
  let totalCents: number | null = null;
  let subtotalCents: number | null = null;
  let shipping: QuoteFigures['shipping'] = null;
  // The special product is priced in the answer to the quotation, not here.
  if (!special && saleVolume && units !== null) {
    // The one pricing function of the domain, the same the API recomputes (SPEC §9).
    const price = priceConfiguration({
      units,
      saleVolume: { baseCents: pesosToCents(saleVolume.base_price), daysCustomization: saleVolume.days_customization },
      costPerUnitCents: chosenEntry ? pesosToCents(chosenEntry.sale_volume.cost_per_unit) : 0,
      percentage,
      masterBox: masterbox
        ? {
            maxTotalContainers: masterbox.max_total_containers,
            baseDeliveryCents: pesosToCents(masterbox.base_delivery_price),
            packagingCents: 0,
            daysShipping: masterbox.days_approx_shipping,
          }
        : null,
    });
    unitCents = price.unitCents;
    if (chosenEntry) {
      totalCents = price.totalWithDeliveryCents;
      subtotalCents = price.lineCents;
      shipping = price.shippingCents > 0 ? { boxes: price.masterBoxes ?? 0, cents: price.shippingCents } : null;
    }
  }

  return {
    isSpecialProduct: special,
    unitsRange: range,
    unitsInRange: inRange,
    saleVolume,
    printTypeOptions: printTypeOptions(product, units),
    customizationOptions: customizationOptions(product, state.printTypeId, units),
    customizationLabel: personalizationLabel(printType?.customization.print_type.name),
    chosenEntry,
    figures: {
      masterBoxQuantity: masterbox?.max_total_containers || null,
      deliveryDays:
        special || !saleVolume ? null : approxDeliveryDays(saleVolume.days_customization, masterbox?.days_approx_shipping),
      unitPriceCents: unitCents,
      totalCents,
      subtotalCents,
      shipping,
    },
  };
}

/** SPEC §5: when the add / update / save button is enabled (rule in the domain package). */
export function canSubmit(state: QuoteFormState, view: QuoteView, isDirectQuote: boolean): boolean {
  return canSubmitQuotation({
    isSpecialProduct: view.isSpecialProduct,
    isDirectQuote,
    colorId: state.colorId,
    units: state.units,
    unitsRange: view.unitsRange,
    customizationId: view.chosenEntry?.customization.id ?? null,
    positions: state.positions,
    specialQuotation: state.specialQuotation,
    requirements: state.requirements,
    hasFile: state.file !== null,
    channelId: state.channelId,
    brandId: state.brandId,
  });
}

/**
 * SPEC §7 multipart body of create-quotation, cart/add and cart/edit: requirements and file only
 * when special; customization and sale volume only when not the special product; brand and
 * channel when chosen.
 */
export function quotationFormData(product: ProductDetail, state: QuoteFormState, view: QuoteView): FormData {
  // Field names checked against the contract (packages/contracts quotations.ts).
  const body = new FormData();
  body.append('special_quotation' satisfies QuotationFieldName, state.specialQuotation ? '1' : '0');
  body.append('product_id' satisfies QuotationFieldName, String(product.id));
  body.append('product_color_id' satisfies QuotationFieldName, String(state.colorId ?? ''));
  body.append('units' satisfies QuotationFieldName, String(state.units ?? ''));
  body.append('number_of_positions' satisfies QuotationFieldName, String(view.isSpecialProduct ? 0 : state.positions));
  if (!view.isSpecialProduct) {
    body.append('customization_id' satisfies QuotationFieldName, String(view.chosenEntry?.customization.id ?? ''));
    body.append('sale_volume_id' satisfies QuotationFieldName, String(view.saleVolume?.id ?? ''));
  }
  if (state.brandId !== null) body.append('brand_id' satisfies QuotationFieldName, String(state.brandId));
  if (state.channelId !== null) body.append('channel_id' satisfies QuotationFieldName, String(state.channelId));
  if (state.specialQuotation) {
    body.append('additional_requirements' satisfies QuotationFieldName, state.requirements.trim());
    if (state.file) body.append('specifications_file' satisfies typeof SPEC_FILE_FIELD, state.file, state.file.name);
  }
  return body;
}
