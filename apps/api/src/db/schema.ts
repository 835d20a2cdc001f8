import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// The complete data model (SPEC §3, DESIGN.md §3). Conventions, the same on SQLite and
// PostgreSQL (docs/decisions/003-dialect-neutral-schema.md):
// - timestamps are ISO-8601 UTC strings (`...Z`), which sort and compare as text;
// - booleans are integers 0/1;
// - money is integer centavos (`*_cents`), never a float;
// - lists (image URLs) are JSON text.

type Timestamp = string;
type Bool = number;

export type UserRole = 'operator' | 'admin';
export type QuotationStatus = 'DRAFT' | 'SENT' | 'IN_PROCESS' | 'CLOSE';
export type OtpPurpose = 'activate' | 'reset' | 'change_email';
export type TokenKind = 'session' | 'temporal';
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';
export type FilePurpose = 'quotation' | 'avatar' | 'image';
export type BannerSection = 'home' | 'catalogue';
export type NotificationType = 'QUOTATION' | 'STATUS_QUOTATION' | 'PRICE_QUOTATION' | 'NEW_QUOTATION';

export type CompaniesTable = {
  id: Generated<number>;
  code: string;
  name: string;
  /** A percentage such as 10 or 12.5; not money. */
  percentage_indirect_expenses: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type UsersTable = {
  id: Generated<number>;
  company_id: number | null;
  role: UserRole;
  name: string;
  last_name: string;
  /** Always stored lower-case and trimmed. */
  email: string;
  password_hash: string | null;
  is_active: Bool;
  /** Public URL path of the avatar image, or null for the default. */
  avatar_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AccessTokensTable = {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  kind: TokenKind;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
};

export type OtpsTable = {
  id: Generated<number>;
  user_id: number;
  purpose: OtpPurpose;
  /** SHA-256 hex of the code. */
  code_hash: string;
  /** The new address, for purpose change_email. */
  new_email: string | null;
  attempts: number;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
};

export type NamedTable = {
  id: Generated<number>;
  name: string;
};

export type ProductTypesTable = NamedTable & { image: string | null; sort_order: number };
export type CategoriesTable = NamedTable & { image: string | null };
export type ColorsTable = NamedTable & { hex: string };
export type PrintTypesTable = NamedTable;
export type BoxTypesTable = { id: Generated<number>; size: string };

export type ProductsTable = {
  id: Generated<number>;
  sku: string;
  name: string;
  description: string;
  images: string;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  unit_measure: string | null;
  material_id: number | null;
  product_version_id: number | null;
  notes: string | null;
  is_active: Bool;
  /** Lower-case, accent-free text of name, SKU, description, material and types. */
  search_text: string;
  /** Lowest sale-volume base price; kept by the app for filtering and sorting. */
  min_base_price_cents: number | null;
  /** Smallest minimum units among the sale volumes. */
  min_units: number | null;
  /** Smallest approximate delivery (customization + shipping days). */
  min_delivery_days: number | null;
  /** JSON list of [product_color id, color id] in product_color order: the card's swatches (migration 014). */
  card_colors: Generated<string>;
  /** `,t<type id>,…,g<category id>,…,c<color id>,…,` ('' for none): the relation filters' keys (migration 015). */
  filter_keys: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ProductCategoriesTable = { product_id: number; category_id: number };
export type ProductProductTypesTable = { product_id: number; product_type_id: number };
/** Related products chosen by the admins, in `position` order (migration 009). */
export type ProductRelatedTable = { product_id: number; related_product_id: number; position: number };

export type ProductColorsTable = {
  id: Generated<number>;
  product_id: number;
  color_id: number;
  stock: number | null;
  images: string;
};

export type SaleVolumesTable = {
  id: Generated<number>;
  product_id: number;
  minimum_units: number;
  maximum_units: number;
  days_customization: number;
  base_price_cents: number;
};

export type CustomizationsTable = {
  id: Generated<number>;
  product_id: number;
  print_type_id: number;
  /** '1 tinta', '2 tintas', '3 x 3 cm - 7 x 7 cm', 'No aplica'... */
  personalization: string;
  max_number_inks: number | null;
  printing_area: string | null;
};

export type CustomizationSaleVolumesTable = {
  customization_id: number;
  sale_volume_id: number;
  cost_per_unit_cents: number;
};

export type ContainerBoxesTable = {
  id: Generated<number>;
  product_id: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  dimensions_known: Bool;
};

export type MasterBoxesTable = {
  id: Generated<number>;
  container_box_id: number;
  box_type_id: number | null;
  max_total_containers: number;
  days_approx_shipping: number;
  base_delivery_price_cents: number;
  packaging_price_cents: number;
};

export type FavoriteProductsTable = { user_id: number; product_id: number; created_at: Timestamp };
export type ProductViewsTable = { user_id: number; product_id: number; viewed_at: Timestamp };

/** Removed by an admin: hidden from new quotations, kept for the quotations that use it (migration 010). */
type SoftDeleted = { deleted_at: Generated<Timestamp | null> };
export type ClientsTable = NamedTable & SoftDeleted;
export type BrandsTable = NamedTable & { client_id: number } & SoftDeleted;
export type ChannelsTable = NamedTable & SoftDeleted;

export type FilesTable = {
  id: Generated<number>;
  owner_user_id: number | null;
  purpose: FilePurpose;
  /** Random name under DATA_DIR/uploads. */
  storage_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: Timestamp;
};

export type QuotationsTable = {
  id: Generated<number>;
  status: QuotationStatus;
  sales_operator_id: number;
  admin_id: number | null;
  product_id: number;
  product_color_id: number;
  customization_id: number | null;
  sale_volume_id: number | null;
  print_type_id: number | null;
  brand_id: number | null;
  channel_id: number | null;
  units: number;
  number_of_positions: number;
  special_quotation: Bool;
  additional_requirements: string | null;
  file_id: number | null;
  max_number_inks: number | null;
  printing_area: string | null;
  custom_total_master_boxes: number | null;
  custom_days_approx_delivery: number | null;
  custom_days_approx_customization: number | null;
  custom_days_approx_shipping: number | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type HistoricPricesTable = {
  id: Generated<number>;
  quotation_id: number;
  units: number;
  number_of_positions: number;
  historic_base_price_cents: number;
  historic_packaging_price_by_container_cents: number;
  historic_cost_per_impression_cents: number;
  historic_final_price_cents: number;
  /** The admin who revised the price; null for prices the operator's own actions recorded. */
  created_by: number | null;
  created_at: Timestamp;
};

export type MessagesTable = {
  id: Generated<number>;
  quotation_id: number;
  user_id: number;
  /** Sanitised HTML (p, br, strong, b, em, i). */
  message: string;
  created_at: Timestamp;
};

export type NotificationsTable = {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  /** JSON text of the notification data (SPEC §3 Notification message). */
  data: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
};

export type QuotationEventKind = 'status' | 'price' | 'assign';

/** Who changed a quotation and when (status transitions, price revisions, assignments). */
export type QuotationEventsTable = {
  id: Generated<number>;
  quotation_id: number;
  user_id: number | null;
  kind: QuotationEventKind;
  from_status: QuotationStatus | null;
  to_status: QuotationStatus | null;
  created_at: Timestamp;
};

/** When an admin last opened a quotation: operator messages after it make it `unread` in the inbox. */
export type AdminQuotationReadsTable = { admin_id: number; quotation_id: number; seen_at: Timestamp };

/**
 * The operator's chat e-mail of a quotation (decision 020): admin messages after
 * `last_mailed_message_id` go out together in one e-mail once `send_after` has passed.
 */
export type QuotationMailDigestsTable = {
  quotation_id: number;
  last_mailed_message_id: Generated<number>;
  /** Null when nothing waits to be e-mailed. */
  send_after: Timestamp | null;
  last_sent_at: Timestamp | null;
  /** Bumped by every message; the flush only commits when nobody wrote meanwhile. */
  version: Generated<number>;
};

export type SlidersTable = {
  id: Generated<number>;
  title: string;
  description: string | null;
  images: string;
  images_mobile: string;
  status: Bool;
  product_id: number | null;
  /** A `product_colors` row of the product (migration 012). */
  product_color_id: Generated<number | null>;
  sort_order: number;
};

export type BannersTable = {
  id: Generated<number>;
  section: BannerSection;
  title: string;
  description: string | null;
  images: string;
  status: Bool;
  category_id: number | null;
  /** Set by the admin (migration 010); the active banner of a section is the first in this order. */
  sort_order: Generated<number>;
};

export type MailOutboxTable = {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  /** JSON list of file ids attached to the message. */
  attachments: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  /** One Message-ID per row, kept across retries so mail clients merge duplicates (migration 007). */
  message_id: string | null;
};

/** A fixed-window counter of lib/limits.ts (migration 007); `key` is a hash of rule and subject. */
export type RateLimitsTable = { key: string; hits: number; reset_at: Timestamp };

/** Every admin change: who, when, what, before → after (JSON text; null for a creation or removal). */
export type AuditLogTable = {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity_type: string;
  entity_id: number | null;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
};

export type IdempotencyKeysTable = { user_id: number; key: string; response: string; created_at: Timestamp };

/** One row (id 1): goes up with every catalogue change (migration 011, decision 027). */
export type CatalogueVersionTable = {
  id: number;
  /** bigint: a string on PostgreSQL. */
  version: number | string;
};

export type Database = {
  companies: CompaniesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  otps: OtpsTable;
  product_types: ProductTypesTable;
  categories: CategoriesTable;
  materials: NamedTable;
  colors: ColorsTable;
  product_versions: NamedTable;
  print_types: PrintTypesTable;
  box_types: BoxTypesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_product_types: ProductProductTypesTable;
  product_related: ProductRelatedTable;
  product_colors: ProductColorsTable;
  sale_volumes: SaleVolumesTable;
  customizations: CustomizationsTable;
  customization_sale_volumes: CustomizationSaleVolumesTable;
  container_boxes: ContainerBoxesTable;
  master_boxes: MasterBoxesTable;
  favorite_products: FavoriteProductsTable;
  product_views: ProductViewsTable;
  clients: ClientsTable;
  brands: BrandsTable;
  channels: ChannelsTable;
  files: FilesTable;
  quotations: QuotationsTable;
  historic_prices: HistoricPricesTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  sliders: SlidersTable;
  banners: BannersTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  quotation_events: QuotationEventsTable;
  admin_quotation_reads: AdminQuotationReadsTable;
  quotation_mail_digests: QuotationMailDigestsTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;

  catalogue_version: CatalogueVersionTable;
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Company = Selectable<CompaniesTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
