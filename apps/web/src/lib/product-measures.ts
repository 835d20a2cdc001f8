import type { CustomizationEntry } from '@cotizador/contracts/catalogue';
import { numberFormatter } from '@cotizador/domain/format';
import { saleVolumeForUnits } from '@cotizador/domain/pricing';

// Product figures shown by the product page and the quotation detail (SPEC §2 tabs).

export type PrintingRow = {
  id: number;
  printType: string;
  personalization: string;
  printingArea: string | null;
  maxNumberInks: number | null;
};

/**
 * 'Inf. de impresión': the printings whose sale volume holds the units (all of them when no
 * units are chosen), one row per customization.
 */
export function printingRows(entries: readonly CustomizationEntry[], units: number | null | undefined): PrintingRow[] {
  const rows = new Map<number, PrintingRow>();
  for (const entry of entries) {
    if (typeof units === 'number' && !saleVolumeForUnits([entry.sale_volume], units)) continue;
    const { customization } = entry;
    if (rows.has(customization.id)) continue;
    rows.set(customization.id, {
      id: customization.id,
      printType: customization.print_type.name,
      personalization: customization.personalization,
      printingArea: customization.printing_area,
      maxNumberInks: customization.max_number_inks,
    });
  }
  return [...rows.values()].sort(
    (a, b) => a.printType.localeCompare(b.printType, 'es-MX') || a.personalization.localeCompare(b.personalization, 'es-MX'),
  );
}

const measureFormatter = numberFormatter(2);

export function formatMeasure(value: number): string {
  return measureFormatter.format(value);
}

/** 'L x W x H cm', or null when no dimension is known. */
export function dimensionsText(item: { length: number | null; width: number | null; height: number | null }): string | null {
  const { length, width, height } = item;
  if (length === null && width === null && height === null) return null;
  const part = (value: number | null) => (value === null ? '-' : formatMeasure(value));
  return `${part(length)} x ${part(width)} x ${part(height)} cm`;
}
