// Types of the quotation form (SPEC §3 "Quotation form (client side)").

export type QuoteMode = 'add' | 'edit' | 'create';

/** GET /common/all-clients */
export type Client = { id: number; name: string; brands: { id: number; name: string }[] };
export type ClientsResponse = { clients: Client[] };

/** GET /common/all-channels */
export type Channel = { id: number; name: string };
export type ChannelsResponse = { channels: Channel[] };

/** POST /sales-operator/quotations/create-quotation */
export type CreateQuotationResponse = { message: string; quotation_id: number };

/**
 * The fields of a cart item that pre-fill the form when it is edited (`?quotationId=`). The cart's
 * own item type has these and more; the form only reads these.
 */
export type EditableQuotation = {
  id: number;
  product_id: number;
  product_color_id: number;
  customization_id: number | null;
  print_type_id: number | null;
  personalization: string | null;
  units: number;
  special_quotation: boolean;
  additional_requirements: string | null;
  /** A short-lived signed download URL of the specifications file. */
  file: string | null;
  file_name: string | null;
};
