// Wire types of "Mis cotizaciones" (GET /sales-operator/quotations/all-my-quotations-created),
// mirroring apps/api/src/modules/quotations/quotations.list.ts.

export type QuotationStatus = 'SENT' | 'IN_PROCESS' | 'CLOSE';

/** SPEC §9: the order options of the list. */
export type QuotationOrder = 'default' | 'createdAtAsc' | 'statusSENT' | 'statusIN_PROCESS' | 'statusCLOSE';

export type QuotationListItem = {
  id: number;
  status: QuotationStatus;
  units: number;
  special_quotation: boolean;
  created_at: string;
  product: { id: number; name: string; sku: string; image: string[] };
  color: { name: string; hex: string };
  print_type: { name: string } | null;
  admin: { name: string; last_name: string; avatar: string[] } | null;
  /** Company cpa only. */
  brand: { name: string; client: { name: string } } | null;
  channel: { name: string } | null;
  /** Pesos: the newest historic final price; null when there is none. */
  final_price: number | null;
};

/** Laravel-style page. */
export type QuotationPage = {
  data: QuotationListItem[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};
