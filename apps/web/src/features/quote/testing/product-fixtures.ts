import type { CustomizationEntry, CustomizationSaleVolume, ProductDetail, SaleVolume } from '@cotizador/contracts/catalogue';

const volumes: SaleVolume[] = [
  { id: 4, minimum_units: 100, maximum_units: 499, days_customization: 6, base_price: 11.9, price: 13.22 },
  { id: 5, minimum_units: 500, maximum_units: 2499, days_customization: 8, base_price: 10.5, price: 11.67 },
];

function entries(
  customization: { id: number; printTypeId: number; printType: string; personalization: string; inks: number | null },
  costs: [number, number],
): CustomizationEntry[] {
  const salesVolume: CustomizationSaleVolume[] = volumes.map((volume, index) => ({
    id: volume.id,
    minimum_units: volume.minimum_units,
    maximum_units: volume.maximum_units,
    days_customization: volume.days_customization,
    cost_per_unit: costs[index] ?? 0,
  }));
  return volumes.map((volume, index) => ({
    base_price: volume.base_price,
    sale_volume: salesVolume[index] as CustomizationSaleVolume,
    customization: {
      id: customization.id,
      print_type_id: customization.printTypeId,
      print_type: { id: customization.printTypeId, name: customization.printType },
      personalization: customization.personalization,
      max_number_inks: customization.inks,
      printing_area: '3 x 1 cm',
      sales_volume: salesVolume,
    },
  }));
}

/** A normal product: two sale volumes, tampografía with 1 or 2 inks and a 'No aplica' option. */
export const penProduct: ProductDetail = {
  id: 2,
  name: 'Bolígrafo Metálico Ejecutivo',
  sku: 'BOL-1002',
  description: 'Bolígrafo de metal con acabado satinado.',
  image: [],
  length: 14.8,
  width: 2,
  height: 2,
  weight: 34,
  unit_measure: 'Pieza',
  notes: null,
  material: { id: 1, name: 'Metal' },
  product_version: null,
  categories: [{ id: 3, name: 'Día del Maestro' }],
  product_types: [],
  related_products: [],
  productcolors: [
    { id: 6, color: { id: 1, name: 'Blanco', hex: '#ffffff' }, images: [], stock: null },
    { id: 7, color: { id: 2, name: 'Azul', hex: '#1f4fa0' }, images: [], stock: 800 },
  ],
  is_favorite: false,
  users_favorite: [],
  minimum_units: 100,
  price: 13.22,
  min_delivery_days: 11,
  salesvolume: volumes,
  customizations: [
    ...entries({ id: 6, printTypeId: 3, printType: 'Tampografía', personalization: '1 tinta', inks: 1 }, [2, 1.3]),
    ...entries({ id: 7, printTypeId: 3, printType: 'Tampografía', personalization: '2 tintas', inks: 2 }, [3.9, 2.5]),
    ...entries({ id: 9, printTypeId: 8, printType: 'Sin personalización', personalization: 'No aplica', inks: null }, [0, 0]),
  ],
  containerbox: {
    id: 2,
    length: 40,
    width: 30,
    height: 20,
    weight: 9000,
    dimensions_known: true,
    masterbox: {
      id: 2,
      max_total_containers: 500,
      days_approx_shipping: 5,
      base_delivery_price: 237,
      packaging_price: 0,
      box_type: { id: 2, size: 'Mediana' },
    },
  },
  percentage_indirect_expenses: 10,
};

/** The special product COTESPI001. */
export const specialProduct: ProductDetail = {
  ...penProduct,
  id: 83,
  name: 'Cotización especial',
  sku: 'COTESPI001',
  description: 'Describe lo que necesita tu cliente.',
  material: null,
  categories: [],
  productcolors: [{ id: 90, color: { id: 1, name: 'Blanco', hex: '#ffffff' }, images: [], stock: null }],
  salesvolume: [{ id: 30, minimum_units: 1, maximum_units: 100000, days_customization: 10, base_price: 0, price: 0 }],
  customizations: [],
  containerbox: null,
};
