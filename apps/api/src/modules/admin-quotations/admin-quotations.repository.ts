import type { AdminInboxAssigned, AdminInboxOrder, AdminInboxStatus } from '@cotizador/contracts/admin-quotations';
import type { QuotationStatus } from '@cotizador/contracts/quotations';
import { type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.ts';
import type { Database, QuotationStatus as StoredStatus } from '../../db/schema.ts';

// The admin inbox (decision 020): one page of sent quotations with what a row shows, the counts of
// the status tabs, the unread markers and the list of admins. Four queries per page, whatever its size.

export type InboxFilters = {
  adminId: number;
  status: AdminInboxStatus;
  assigned: AdminInboxAssigned;
  /** Normalised words (packages/domain searchWords); every one must match. */
  words: string[];
  createdRange: { fromIso: string; toIsoExclusive: string } | null;
  order: AdminInboxOrder;
  limit: number;
  offset: number;
};

type InboxDb = Database & { q: Database['quotations'] };
type Eb = ExpressionBuilder<
  InboxDb & {
    p: Database['products'];
    so: Database['users'];
    co: Database['companies'];
    b: Database['brands'];
    cl: Database['clients'];
  },
  'q' | 'p' | 'so' | 'co' | 'b' | 'cl'
>;

/**
 * Each letter of a search word (already normalised by the domain: lower case, no accents) matches
 * itself in either case and with the accents Spanish text carries, so no per-row function folds
 * the stored text: 'vaquita' matches 'VAQUITA' and 'Váquita', 'pena' matches 'Peña'.
 */
const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  a: 'aáàäâãAÁÀÄÂÃ',
  e: 'eéèëêEÉÈËÊ',
  i: 'iíìïîIÍÌÏÎ',
  o: 'oóòöôõOÓÒÖÔÕ',
  u: 'uúùüûUÚÙÜÛ',
  n: 'nñNÑ',
  c: 'cçCÇ',
};

function variantsOf(ch: string): string {
  const known = LETTER_VARIANTS[ch];
  if (known) return known;
  const upper = ch.toUpperCase();
  return upper !== ch && [...upper].length === 1 ? `${ch}${upper}` : ch;
}

/** SQLite: a GLOB pattern (case-sensitive, so the classes carry both cases); `*`, `?`, `[` match literally. */
export function globPatternOf(word: string): string {
  const body = [...word]
    .map((ch) => {
      const variants = variantsOf(ch);
      if (variants.length > 1) return `[${variants}]`;
      return '*?['.includes(ch) ? `[${ch}]` : ch;
    })
    .join('');
  return `*${body}*`;
}

/** PostgreSQL: the same classes as a regular expression for `~`; other characters are escaped. */
export function regexPatternOf(word: string): string {
  return [...word]
    .map((ch) => {
      const variants = variantsOf(ch);
      if (variants.length > 1) return `[${variants}]`;
      return /[\\^$.|?*+()[\]{}]/.test(ch) ? `\\${ch}` : ch;
    })
    .join('');
}

function wordMatches(dialect: Dialect, text: RawBuilder<string>, word: string): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${text} ~ ${regexPatternOf(word)}`
    : sql<SqlBool>`${text} glob ${globPatternOf(word)}`;
}

/** id, product name and SKU, operator name, last name and e-mail, company name and code, client and brand. */
function haystack(eb: Eb): RawBuilder<string> {
  const parts = [
    sql<string>`cast(${eb.ref('q.id')} as text)`,
    eb.ref('p.name'),
    eb.ref('p.sku'),
    eb.ref('so.name'),
    eb.ref('so.last_name'),
    eb.ref('so.email'),
    sql<string>`coalesce(${eb.ref('co.name')}, '')`,
    sql<string>`coalesce(${eb.ref('co.code')}, '')`,
    sql<string>`coalesce(${eb.ref('cl.name')}, '')`,
    sql<string>`coalesce(${eb.ref('b.name')}, '')`,
  ];
  return sql<string>`(${sql.join(parts, sql` || ' ' || `)})`;
}

/** Every filter but the status tab (the tab counts use the same ones). */
function filteredQuotations(
  db: Executor,
  dialect: Dialect,
  filters: Omit<InboxFilters, 'status' | 'order' | 'limit' | 'offset'>,
) {
  let query = db
    .selectFrom('quotations as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('users as so', 'so.id', 'q.sales_operator_id')
    .leftJoin('companies as co', 'co.id', 'so.company_id')
    .leftJoin('brands as b', 'b.id', 'q.brand_id')
    .leftJoin('clients as cl', 'cl.id', 'b.client_id')
    .where('q.status', '!=', 'DRAFT');
  if (filters.assigned === 'me') query = query.where('q.admin_id', '=', filters.adminId);
  if (filters.assigned === 'unassigned') query = query.where('q.admin_id', 'is', null);
  if (filters.createdRange) {
    query = query
      .where('q.created_at', '>=', filters.createdRange.fromIso)
      .where('q.created_at', '<', filters.createdRange.toIsoExclusive);
  }
  if (filters.words.length > 0) {
    const { words } = filters;
    query = query.where((eb) => {
      const text = haystack(eb as unknown as Eb);
      return eb.and(words.map((word) => wordMatches(dialect, text, word)));
    });
  }
  return query;
}

/**
 * The newest of: sent (else created), last message, last price revision, last status change.
 * PostgreSQL's greatest() and SQLite's scalar max() take the same coalesced arguments.
 */
function activitySql(dialect: Dialect): RawBuilder<string> {
  const greatest = sql.raw(dialect === 'postgres' ? 'greatest' : 'max');
  const base = sql`coalesce(q.sent_at, q.created_at)`;
  return sql<string>`${greatest}(
    ${base},
    coalesce((select max(m.created_at) from messages m where m.quotation_id = q.id), ${base}),
    coalesce((select max(h.created_at) from historic_prices h where h.quotation_id = q.id), ${base}),
    coalesce((select max(e.created_at) from quotation_events e where e.quotation_id = q.id and e.kind = 'status'), ${base})
  )`;
}

/** How many quotations each status tab holds under the other filters. */
export async function countInboxByStatus(
  db: Executor,
  dialect: Dialect,
  filters: InboxFilters,
): Promise<Record<StoredStatus, number>> {
  const rows = await filteredQuotations(db, dialect, filters)
    .select(['q.status', (eb) => eb.fn.countAll<number>().as('total')])
    .groupBy('q.status')
    .execute();
  const counts: Record<StoredStatus, number> = { DRAFT: 0, SENT: 0, IN_PROCESS: 0, CLOSE: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** The ids of one page, in the page's order. */
export async function findInboxPageIds(db: Executor, dialect: Dialect, filters: InboxFilters): Promise<number[]> {
  let query = filteredQuotations(db, dialect, filters).select('q.id');
  if (filters.status !== 'ALL') query = query.where('q.status', '=', filters.status);
  const direction = filters.order === 'createdAtAsc' ? 'asc' : 'desc';
  if (filters.order === 'activityDesc' && dialect === 'postgres') {
    // PostgreSQL sorts every candidate faster from one grouped (hashed) pass over each table than
    // from three lookups per row; SQLite is the other way round (decision 020 has the figures).
    const rows = await query
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('messages')
            .select(['quotation_id', (e) => e.fn.max('created_at').as('at')])
            .groupBy('quotation_id')
            .as('lm'),
        (join) => join.onRef('lm.quotation_id', '=', 'q.id'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('historic_prices')
            .select(['quotation_id', (e) => e.fn.max('created_at').as('at')])
            .groupBy('quotation_id')
            .as('lh'),
        (join) => join.onRef('lh.quotation_id', '=', 'q.id'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('quotation_events')
            .select(['quotation_id', (e) => e.fn.max('created_at').as('at')])
            .where('kind', '=', 'status')
            .groupBy('quotation_id')
            .as('le'),
        (join) => join.onRef('le.quotation_id', '=', 'q.id'),
      )
      .orderBy(
        sql`greatest(coalesce(q.sent_at, q.created_at), coalesce(lm.at, q.created_at), coalesce(lh.at, q.created_at), coalesce(le.at, q.created_at))`,
        'desc',
      )
      .orderBy('q.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute();
    return rows.map((row) => row.id);
  }
  query =
    filters.order === 'activityDesc' ? query.orderBy(activitySql(dialect), 'desc') : query.orderBy('q.created_at', direction);
  const rows = await query.orderBy('q.id', direction).limit(filters.limit).offset(filters.offset).execute();
  return rows.map((row) => row.id);
}

/** What the inbox shows of each quotation of the page (any order; the caller keeps the page's). */
export async function findInboxRows(db: Executor, dialect: Dialect, ids: number[], adminId: number) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('quotations as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
    .innerJoin('users as so', 'so.id', 'q.sales_operator_id')
    .leftJoin('companies as co', 'co.id', 'so.company_id')
    .leftJoin('users as a', 'a.id', 'q.admin_id')
    .leftJoin('brands as b', 'b.id', 'q.brand_id')
    .leftJoin('clients as cl', 'cl.id', 'b.client_id')
    .leftJoin('channels as ch', 'ch.id', 'q.channel_id')
    .select([
      'q.id',
      'q.status',
      'q.units',
      'q.special_quotation',
      'q.created_at',
      'q.admin_id',
      'q.sales_operator_id',
      'p.id as product_id',
      'p.name as product_name',
      'p.sku as product_sku',
      'p.images as product_images',
      'pc.images as color_images',
      'so.name as operator_name',
      'so.last_name as operator_last_name',
      'so.email as operator_email',
      'co.id as company_id',
      'co.name as company_name',
      'co.code as company_code',
      'a.name as admin_name',
      'a.last_name as admin_last_name',
      'b.name as brand_name',
      'cl.name as client_name',
      'ch.name as channel_name',
      activitySql(dialect).as('last_activity_at'),
      sql<
        number | null
      >`(select h.historic_final_price_cents from historic_prices h where h.quotation_id = q.id order by h.created_at desc, h.id desc limit 1)`.as(
        'final_price_cents',
      ),
      sql<
        number | null
      >`(select m.id from messages m where m.quotation_id = q.id order by m.created_at desc, m.id desc limit 1)`.as(
        'last_message_id',
      ),
      // Unread: the operator wrote after this admin last opened it (or the admin never did).
      sql<number>`case when exists (
        select 1 from messages m
        where m.quotation_id = q.id and m.user_id = q.sales_operator_id
          and m.created_at > coalesce((select r.seen_at from admin_quotation_reads r where r.quotation_id = q.id and r.admin_id = ${adminId}), '')
      ) then 1 else 0 end`.as('unread'),
    ])
    .where('q.id', 'in', ids)
    .$narrowType<{ status: QuotationStatus }>()
    .execute();
}

/** The given messages with whether their author is an admin. */
export async function findMessagesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.quotation_id', 'm.message', 'm.created_at', 'u.role'])
    .where('m.id', 'in', ids)
    .execute();
}

/** Record that an admin opened a quotation now. */
export async function markQuotationSeen(db: Executor, adminId: number, quotationId: number, now: string): Promise<void> {
  await db
    .insertInto('admin_quotation_reads')
    .values({ admin_id: adminId, quotation_id: quotationId, seen_at: now })
    .onConflict((oc) => oc.columns(['admin_id', 'quotation_id']).doUpdateSet({ seen_at: now }))
    .execute();
}

/** Active admins, by name (the assign selector). */
export async function listActiveAdmins(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'last_name', 'email'])
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .orderBy('name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}
