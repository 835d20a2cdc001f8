// Wire-shaped sample data for component tests of the product card and the screens that show it.
import type { ProductCard, ProductDetail, ProductFilters, ProductPage } from '@cotizador/contracts/catalogue';

export function makeProductCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    name: 'Bolígrafo Clásico Click',
    sku: 'BOL-1001',
    image: ['/media/demo/products/bol-1001-azul-1.svg'],
    minimum_units: 100,
    price: 5,
    is_favorite: false,
    users_favorite: [],
    productcolors: [
      { id: 11, color: { id: 5, name: 'Azul', hex: '#1E5AA8' } },
      { id: 12, color: { id: 2, name: 'Negro', hex: '#1F1F1F' } },
    ],
    ...overrides,
  };
}

export function makeProductPage(data: ProductCard[], overrides: Partial<ProductPage> = {}): ProductPage {
  return {
    data,
    current_page: 1,
    last_page: 1,
    from: data.length > 0 ? 1 : null,
    to: data.length > 0 ? data.length : null,
    total: data.length,
    per_page: 24,
    ...overrides,
  };
}

export function makeProductFilters(overrides: Partial<ProductFilters> = {}): ProductFilters {
  return {
    categories: [
      { id: 3, name: 'Día de las Madres' },
      { id: 11, name: 'Navidad' },
    ],
    materials: [
      { id: 1, name: 'Plástico' },
      { id: 2, name: 'Metal' },
    ],
    colors: [
      { id: 5, name: 'Azul', hex: '#1E5AA8' },
      { id: 2, name: 'Negro', hex: '#1F1F1F' },
    ],
    product_types: [
      { id: 1, name: 'Bolígrafos' },
      { id: 2, name: 'Tazas y termos' },
    ],
    product_versions: [{ id: 1, name: 'Estándar' }],
    min_delivery: 7,
    max_delivery: 12,
    max_price: 448,
    price: [0, 448],
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 2,
    name: 'Bolígrafo Metálico Ejecutivo',
    sku: 'BOL-1002',
    description: 'Bolígrafo de metal con acabado satinado y punta de 1 mm.',
    image: ['/media/demo/products/bol-1002-blanco-1.svg'],
    length: 13.8,
    width: 1,
    height: 1,
    weight: 22,
    unit_measure: 'Pieza',
    notes: null,
    material: { id: 2, name: 'Metal' },
    product_version: { id: 2, name: 'Premium' },
    categories: [{ id: 4, name: 'Día del Maestro' }],
    product_types: [
      {
        id: 1,
        name: 'Bolígrafos',
        products: [
          makeProductCard({ id: 1, name: 'Bolígrafo Clásico Click' }),
          makeProductCard({ id: 2, name: 'Bolígrafo Metálico Ejecutivo' }),
        ],
      },
      { id: 7, name: 'Libretas y oficina', products: [makeProductCard({ id: 1, name: 'Bolígrafo Clásico Click' })] },
    ],
    related_products: [makeProductCard({ id: 1, name: 'Bolígrafo Clásico Click' })],
    productcolors: [
      {
        id: 6,
        color: { id: 1, name: 'Blanco', hex: '#FFFFFF' },
        images: ['/media/demo/products/bol-1002-blanco-1.svg', '/media/demo/products/bol-1002-blanco-2.svg'],
        stock: 42500,
      },
      { id: 7, color: { id: 5, name: 'Azul', hex: '#1E5AA8' }, images: [], stock: 41800 },
    ],
    is_favorite: false,
    users_favorite: [],
    minimum_units: 100,
    price: 10.33,
    min_delivery_days: 11,
    salesvolume: [
      { id: 4, minimum_units: 100, maximum_units: 499, days_customization: 6, base_price: 11.9, price: 13.22 },
      { id: 5, minimum_units: 500, maximum_units: 2499, days_customization: 8, base_price: 10.5, price: 11.67 },
    ],
    customizations: [
      {
        base_price: 11.9,
        sale_volume: { id: 4, minimum_units: 100, maximum_units: 499, days_customization: 6, cost_per_unit: 7 },
        customization: {
          id: 5,
          print_type_id: 3,
          print_type: { id: 3, name: 'Grabado láser' },
          personalization: '2 x 0.5 cm - 5 x 0.8 cm',
          max_number_inks: null,
          printing_area: '5 x 0.8 cm',
          sales_volume: [],
        },
      },
      {
        base_price: 10.5,
        sale_volume: { id: 5, minimum_units: 500, maximum_units: 2499, days_customization: 8, cost_per_unit: 1.3 },
        customization: {
          id: 6,
          print_type_id: 2,
          print_type: { id: 2, name: 'Tampografía' },
          personalization: '1 tinta',
          max_number_inks: 1,
          printing_area: '4 x 1 cm',
          sales_volume: [],
        },
      },
    ],
    containerbox: {
      id: 2,
      length: 14.8,
      width: 2,
      height: 2,
      weight: 34,
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
    ...overrides,
  };
}
