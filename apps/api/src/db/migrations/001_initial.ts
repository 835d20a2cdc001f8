import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { moneyType, realType, withId } from '../dialect.ts';

// The complete data model of SPEC §3 and DESIGN.md §3 (see ../schema.ts for the conventions).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export function initialMigration(dialect: Dialect) {
  const money = moneyType(dialect);
  const real = realType(dialect);
  const ts = 'text' as const;

  async function up(db: AnyDb): Promise<void> {
    const named = async (
      table: string,
      extra?: (t: ReturnType<AnyDb['schema']['createTable']>) => ReturnType<AnyDb['schema']['createTable']>,
    ) => {
      let builder = withId(db.schema.createTable(table), dialect).addColumn('name', 'text', (c) => c.notNull());
      if (extra) builder = extra(builder);
      await builder.execute();
    };

    await withId(db.schema.createTable('companies'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('percentage_indirect_expenses', real)
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('users'), dialect)
      .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
      .addColumn('role', 'text', (c) => c.notNull().check(sqlIn('role', ['operator', 'admin'])))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avatar_url', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('access_tokens'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('revoked_at', ts)
      .addColumn('last_used_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

    await withId(db.schema.createTable('otps'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('new_email', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('consumed_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otps_user_purpose_idx').on('otps').columns(['user_id', 'purpose']).execute();

    await named('product_types', (t) =>
      t.addColumn('image', 'text').addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await named('categories', (t) => t.addColumn('image', 'text'));
    await named('materials');
    await named('colors', (t) => t.addColumn('hex', 'text', (c) => c.notNull()));
    await named('product_versions');
    await named('print_types');
    await withId(db.schema.createTable('box_types'), dialect)
      .addColumn('size', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('products'), dialect)
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('length', real)
      .addColumn('width', real)
      .addColumn('height', real)
      .addColumn('weight', real)
      .addColumn('unit_measure', 'text')
      .addColumn('material_id', 'integer', (c) => c.references('materials.id').onDelete('set null'))
      .addColumn('product_version_id', 'integer', (c) => c.references('product_versions.id').onDelete('set null'))
      .addColumn('notes', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('min_base_price_cents', money)
      .addColumn('min_units', 'integer')
      .addColumn('min_delivery_days', 'integer')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_active_created_idx').on('products').columns(['is_active', 'created_at']).execute();
    await db.schema
      .createIndex('products_active_price_idx')
      .on('products')
      .columns(['is_active', 'min_base_price_cents'])
      .execute();

    await db.schema
      .createTable('product_categories')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('product_categories_category_idx')
      .on('product_categories')
      .columns(['category_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('product_product_types')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('product_type_id', 'integer', (c) => c.notNull().references('product_types.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('product_product_types_pk', ['product_id', 'product_type_id'])
      .execute();
    await db.schema
      .createIndex('product_product_types_type_idx')
      .on('product_product_types')
      .columns(['product_type_id', 'product_id'])
      .execute();

    await withId(db.schema.createTable('product_colors'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('color_id', 'integer', (c) => c.notNull().references('colors.id'))
      .addColumn('stock', 'integer')
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.createIndex('product_colors_product_idx').on('product_colors').column('product_id').execute();
    await db.schema.createIndex('product_colors_color_idx').on('product_colors').columns(['color_id', 'product_id']).execute();

    await withId(db.schema.createTable('sale_volumes'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('minimum_units', 'integer', (c) => c.notNull())
      .addColumn('maximum_units', 'integer', (c) => c.notNull())
      .addColumn('days_customization', 'integer', (c) => c.notNull())
      .addColumn('base_price_cents', money, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sale_volumes_product_idx').on('sale_volumes').columns(['product_id', 'minimum_units']).execute();

    await withId(db.schema.createTable('customizations'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('print_type_id', 'integer', (c) => c.notNull().references('print_types.id'))
      .addColumn('personalization', 'text', (c) => c.notNull())
      .addColumn('max_number_inks', 'integer')
      .addColumn('printing_area', 'text')
      .execute();
    await db.schema.createIndex('customizations_product_idx').on('customizations').column('product_id').execute();

    await db.schema
      .createTable('customization_sale_volumes')
      .addColumn('customization_id', 'integer', (c) => c.notNull().references('customizations.id').onDelete('cascade'))
      .addColumn('sale_volume_id', 'integer', (c) => c.notNull().references('sale_volumes.id').onDelete('cascade'))
      .addColumn('cost_per_unit_cents', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('customization_sale_volumes_pk', ['customization_id', 'sale_volume_id'])
      .execute();

    await withId(db.schema.createTable('container_boxes'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().unique().references('products.id').onDelete('cascade'))
      .addColumn('length', real)
      .addColumn('width', real)
      .addColumn('height', real)
      .addColumn('weight', real)
      .addColumn('dimensions_known', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('master_boxes'), dialect)
      .addColumn('container_box_id', 'integer', (c) => c.notNull().unique().references('container_boxes.id').onDelete('cascade'))
      .addColumn('box_type_id', 'integer', (c) => c.references('box_types.id'))
      .addColumn('max_total_containers', 'integer', (c) => c.notNull())
      .addColumn('days_approx_shipping', 'integer', (c) => c.notNull())
      .addColumn('base_delivery_price_cents', money, (c) => c.notNull())
      .addColumn('packaging_price_cents', money, (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('favorite_products')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('favorite_products_pk', ['user_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('product_views')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('viewed_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_views_pk', ['user_id', 'product_id'])
      .execute();
    await db.schema.createIndex('product_views_recent_idx').on('product_views').columns(['user_id', 'viewed_at']).execute();

    await named('clients');
    await named('brands', (t) =>
      t.addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade')),
    );
    await db.schema.createIndex('brands_client_idx').on('brands').column('client_id').execute();
    await named('channels');

    await withId(db.schema.createTable('files'), dialect)
      .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('storage_name', 'text', (c) => c.notNull().unique())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('quotations'), dialect)
      .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['DRAFT', 'SENT', 'IN_PROCESS', 'CLOSE'])))
      .addColumn('sales_operator_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('admin_id', 'integer', (c) => c.references('users.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('product_color_id', 'integer', (c) => c.notNull().references('product_colors.id'))
      .addColumn('customization_id', 'integer', (c) => c.references('customizations.id'))
      .addColumn('sale_volume_id', 'integer', (c) => c.references('sale_volumes.id'))
      .addColumn('print_type_id', 'integer', (c) => c.references('print_types.id'))
      .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
      .addColumn('channel_id', 'integer', (c) => c.references('channels.id'))
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('number_of_positions', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('special_quotation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('additional_requirements', 'text')
      .addColumn('file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('max_number_inks', 'integer')
      .addColumn('printing_area', 'text')
      .addColumn('custom_total_master_boxes', 'integer')
      .addColumn('custom_days_approx_delivery', 'integer')
      .addColumn('custom_days_approx_customization', 'integer')
      .addColumn('custom_days_approx_shipping', 'integer')
      .addColumn('sent_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('quotations_operator_status_idx')
      .on('quotations')
      .columns(['sales_operator_id', 'status', 'created_at'])
      .execute();
    await db.schema.createIndex('quotations_admin_idx').on('quotations').columns(['admin_id', 'status']).execute();

    await withId(db.schema.createTable('historic_prices'), dialect)
      .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('number_of_positions', 'integer', (c) => c.notNull())
      .addColumn('historic_base_price_cents', money, (c) => c.notNull())
      .addColumn('historic_packaging_price_by_container_cents', money, (c) => c.notNull())
      .addColumn('historic_cost_per_impression_cents', money, (c) => c.notNull())
      .addColumn('historic_final_price_cents', money, (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('historic_prices_quotation_idx')
      .on('historic_prices')
      .columns(['quotation_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('messages'), dialect)
      .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('messages_quotation_idx').on('messages').columns(['quotation_id', 'created_at']).execute();

    await withId(db.schema.createTable('notifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();

    await withId(db.schema.createTable('sliders'), dialect)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('images_mobile', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('banners'), dialect)
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .execute();

    await withId(db.schema.createTable('mail_outbox'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', ts, (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('sent_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  }

  async function down(db: AnyDb): Promise<void> {
    const tables = [
      'mail_outbox',
      'banners',
      'sliders',
      'notifications',
      'messages',
      'historic_prices',
      'quotations',
      'files',
      'channels',
      'brands',
      'clients',
      'product_views',
      'favorite_products',
      'master_boxes',
      'container_boxes',
      'customization_sale_volumes',
      'customizations',
      'sale_volumes',
      'product_colors',
      'product_product_types',
      'product_categories',
      'products',
      'box_types',
      'print_types',
      'product_versions',
      'colors',
      'materials',
      'categories',
      'product_types',
      'otps',
      'access_tokens',
      'users',
      'companies',
    ];
    for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  }

  return { up, down };
}

function sqlIn(column: string, values: string[]) {
  // Values are constants from this file, never user input.
  return sqlRaw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}

import { sql } from 'kysely';

function sqlRaw(text: string) {
  return sql.raw(text);
}
