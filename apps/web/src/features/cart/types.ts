// Wire types of the cart (SPEC §3 Quotation, §7), mirroring cartItemSchema in
// apps/api/src/modules/cart/cart.routes.ts. Money is pesos (JSON numbers, at most two decimals).

export type HistoricPrice = {
  units: number;
  number_of_positions: number;
  historic_base_price: number;
  historic_packaging_price_by_container: number;
  historic_cost_per_impression: number;
  historic_final_price: number;
  created_at: string;
};

/** A quotation in the cart (a draft owned by the operator). */
export type CartItem = {
  id: number;
  status: string;
  product_id: number;
  product: {
    id: number;
    name: string;
    sku: string;
    image: string[];
    product_types: { id: number; name: string }[];
    /** The special product COTESPI001. */
    is_special: boolean;
  };
  product_color_id: number;
  color: { id: number; name: string; hex: string };
  customization_id: number | null;
  sale_volume_id: number | null;
  print_type_id: number | null;
  print_type: { id: number; name: string } | null;
  personalization: string | null;
  max_number_inks: number | null;
  ink_text: string | null;
  printing_area: string | null;
  brand_id: number | null;
  channel_id: number | null;
  units: number;
  number_of_positions: number;
  special_quotation: boolean;
  additional_requirements: string | null;
  /** A short-lived signed download URL of the specifications file. */
  file: string | null;
  file_name: string | null;
  custom_total_master_boxes: number | null;
  custom_days_approx_customization: number | null;
  custom_days_approx_shipping: number | null;
  custom_days_approx_delivery: number | null;
  /** Current unit price (SPEC §9). */
  unit_price: number;
  /** The unit price when it was added or last edited (newest historic price). */
  previous_unit_price: number | null;
  /** Units × current unit price. */
  final_price: number;
  available: boolean;
  historic_prices: HistoricPrice[];
  created_at: string;
};

/** GET /sales-operator/cart and the answers of cart/add, cart/edit and cart/delete. */
export type Cart = { multi_quotation: CartItem[]; total?: number };

/** POST /sales-operator/cart/finish */
export type FinishCartResponse = { message: string; quotation_ids: number[] };
