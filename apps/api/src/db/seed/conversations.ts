import type { QuotationStatus } from '@cotizador/contracts/quotations';
import { revisionFinalPriceCents } from '@cotizador/domain/pricing';
import { loadPricingContexts } from '../../modules/quotations/pricing-context.repository.ts';
import { priceLine } from '../../modules/quotations/quotation-pricing.ts';
import type { Db } from '../database.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

// Demo quotations of both demo operators in every status, with conversations, a price revision and
// stored notifications, so the quotation screens and the bell are alive on first start (issue 12).

type Plan = {
  operator: string;
  sku: string;
  units: number;
  status: QuotationStatus;
  daysAgo: number;
  chat: { admin: boolean; text: string; hoursAfter: number }[];
  /** An admin's revision: the first price less this percentage, with a packaging cost per piece. */
  revision?: { discountPercent: number; packagingCents: number; hoursAfter: number };
};

const PLANS: Plan[] = [
  {
    operator: DEMO_ACCOUNTS.operator,
    sku: 'TER-3001',
    units: 300,
    status: 'SENT',
    daysAgo: 1,
    chat: [{ admin: false, text: '<p>Hola, ¿el termo se puede grabar a dos caras?</p>', hoursAfter: 1 }],
  },
  {
    operator: DEMO_ACCOUNTS.operator,
    sku: 'LIB-7001',
    units: 500,
    status: 'IN_PROCESS',
    daysAgo: 4,
    chat: [
      {
        admin: false,
        text: '<p>Buen día. El cliente necesita las libretas antes del <strong>15 de diciembre</strong>.</p>',
        hoursAfter: 2,
      },
      { admin: true, text: '<p>¡Hola! Lo revisamos con producción y te confirmo hoy mismo.</p>', hoursAfter: 5 },
      { admin: true, text: '<p>Te dejé un precio revisado: incluye <em>empaque individual</em>.</p>', hoursAfter: 9 },
      { admin: false, text: '<p>Perfecto, gracias. Lo comparto con el cliente.</p>', hoursAfter: 11 },
    ],
    revision: { discountPercent: 8, packagingCents: 150, hoursAfter: 9 },
  },
  {
    operator: DEMO_ACCOUNTS.operator,
    sku: 'GOR-6001',
    units: 200,
    status: 'CLOSE',
    daysAgo: 12,
    chat: [
      { admin: false, text: '<p>¿Tienen la gorra en azul marino?</p>', hoursAfter: 1 },
      { admin: true, text: '<p>Sí, y el bordado sale en 8 días hábiles.</p>', hoursAfter: 3 },
      { admin: true, text: '<p>Cerramos la cotización; el pedido ya está en producción. ¡Gracias!</p>', hoursAfter: 48 },
    ],
  },
  {
    operator: DEMO_ACCOUNTS.cpa,
    sku: 'TAZ-2001',
    units: 150,
    status: 'SENT',
    daysAgo: 2,
    chat: [],
  },
  {
    operator: DEMO_ACCOUNTS.cpa,
    sku: 'BOL-1001',
    units: 1_000,
    status: 'IN_PROCESS',
    daysAgo: 6,
    chat: [
      { admin: false, text: '<p>Para la marca del cliente, ¿podemos usar tinta <b>metálica</b>?</p>', hoursAfter: 1 },
      { admin: true, text: '<p>Sí, con un costo adicional por impresión. Actualicé el precio.</p>', hoursAfter: 6 },
    ],
    revision: { discountPercent: 5, packagingCents: 0, hoursAfter: 6 },
  },
  {
    operator: DEMO_ACCOUNTS.cpa,
    sku: 'TEX-5002',
    units: 250,
    status: 'CLOSE',
    daysAgo: 20,
    chat: [{ admin: true, text: '<p>Quedó entregado en CDMX. Cerramos esta solicitud.</p>', hoursAfter: 30 }],
  },
];

const hoursLater = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

export async function seedConversations(db: Db, now: string): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'email', 'role', 'company_id']).execute();
  const admin = users.find((u) => u.email === DEMO_ACCOUNTS.admin);
  if (!admin) return;
  const companies = await db.selectFrom('companies').select(['id', 'percentage_indirect_expenses']).execute();
  const brand = await db.selectFrom('brands').select('id').orderBy('id').executeTakeFirst();
  const channel = await db.selectFrom('channels').select('id').orderBy('id').executeTakeFirst();
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where(
      'sku',
      'in',
      PLANS.map((p) => p.sku),
    )
    .execute();
  const contexts = await loadPricingContexts(
    db,
    products.map((p) => p.id),
  );

  for (const plan of PLANS) {
    const operator = users.find((u) => u.email === plan.operator);
    const product = products.find((p) => p.sku === plan.sku);
    const pricing = product ? contexts.get(product.id) : undefined;
    if (!operator || !product || !pricing) continue;
    const color = pricing.colors[0];
    const volume = pricing.saleVolumes.find((v) => plan.units >= v.minimum_units && plan.units <= v.maximum_units);
    const customization = pricing.customizations.find((c) => volume && c.costs.has(volume.id));
    if (!color || !volume || !customization) continue;
    const percentage = companies.find((c) => c.id === operator.company_id)?.percentage_indirect_expenses ?? null;
    const price = priceLine(pricing, { units: plan.units, customizationId: customization.id }, percentage);
    const createdAt = hoursLater(now, -24 * plan.daysAgo);
    const isCpa = plan.operator === DEMO_ACCOUNTS.cpa;

    const { id } = await db
      .insertInto('quotations')
      .values({
        status: plan.status,
        sales_operator_id: operator.id,
        admin_id: admin.id,
        product_id: product.id,
        product_color_id: color.id,
        customization_id: customization.id,
        sale_volume_id: volume.id,
        print_type_id: customization.print_type_id,
        brand_id: isCpa ? (brand?.id ?? null) : null,
        channel_id: isCpa ? (channel?.id ?? null) : null,
        units: plan.units,
        number_of_positions: 1,
        special_quotation: 0,
        additional_requirements: null,
        file_id: null,
        max_number_inks: customization.max_number_inks,
        printing_area: customization.printing_area,
        custom_total_master_boxes: price.masterBoxes,
        custom_days_approx_delivery: price.deliveryDays,
        custom_days_approx_customization: price.daysCustomization,
        custom_days_approx_shipping: price.daysShipping,
        sent_at: createdAt,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await db
      .insertInto('historic_prices')
      .values({
        quotation_id: id,
        units: plan.units,
        number_of_positions: 1,
        historic_base_price_cents: price.baseCents,
        historic_packaging_price_by_container_cents: 0,
        historic_cost_per_impression_cents: price.costPerUnitCents,
        historic_final_price_cents: price.lineCents,
        created_by: null,
        created_at: createdAt,
      })
      .execute();
    if (plan.revision) {
      const r = plan.revision;
      const baseCents = Math.round((price.baseCents * (100 - r.discountPercent)) / 100);
      const impressionCents = price.costPerUnitCents;
      await db
        .insertInto('historic_prices')
        .values({
          quotation_id: id,
          units: plan.units,
          number_of_positions: 1,
          historic_base_price_cents: baseCents,
          historic_packaging_price_by_container_cents: r.packagingCents,
          historic_cost_per_impression_cents: impressionCents,
          historic_final_price_cents: revisionFinalPriceCents({
            units: plan.units,
            historic_base_price_cents: baseCents,
            historic_packaging_price_by_container_cents: r.packagingCents,
            historic_cost_per_impression_cents: impressionCents,
          }),
          created_by: admin.id,
          created_at: hoursLater(createdAt, r.hoursAfter),
        })
        .execute();
    }
    for (const line of plan.chat) {
      await db
        .insertInto('messages')
        .values({
          quotation_id: id,
          user_id: line.admin ? admin.id : operator.id,
          message: line.text,
          created_at: hoursLater(createdAt, line.hoursAfter),
        })
        .execute();
    }

    // What the bell shows: the admin's news for the operator, the new quotation for the admin.
    const image = JSON.parse(color.images) as string[];
    const notifications: {
      user_id: number;
      type: 'QUOTATION' | 'STATUS_QUOTATION' | 'PRICE_QUOTATION' | 'NEW_QUOTATION';
      data: unknown;
      at: string;
    }[] = [
      { user_id: admin.id, type: 'NEW_QUOTATION', data: { quotation_id: id, quotation: { product: { image } } }, at: createdAt },
    ];
    const lastAdminLine = [...plan.chat].reverse().find((line) => line.admin);
    if (lastAdminLine) {
      notifications.push({
        user_id: operator.id,
        type: 'QUOTATION',
        data: { quotation_id: id, quotation: { product: { image } } },
        at: hoursLater(createdAt, lastAdminLine.hoursAfter),
      });
    }
    if (plan.status !== 'SENT') {
      notifications.push({
        user_id: operator.id,
        type: 'STATUS_QUOTATION',
        data: { id, product: { image } },
        at: hoursLater(createdAt, 3),
      });
    }
    if (plan.revision) {
      notifications.push({
        user_id: operator.id,
        type: 'PRICE_QUOTATION',
        data: { id, product: { image } },
        at: hoursLater(createdAt, plan.revision.hoursAfter),
      });
    }
    for (const n of notifications) {
      await db
        .insertInto('notifications')
        .values({
          user_id: n.user_id,
          type: n.type,
          data: JSON.stringify(n.data),
          created_at: n.at,
          read_at: plan.status === 'CLOSE' ? n.at : null,
        })
        .execute();
    }
  }
}
