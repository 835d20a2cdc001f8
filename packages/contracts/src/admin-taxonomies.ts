import { z } from 'zod';
import { adminPage, adminPageQuery } from './admin-accounts.ts';
import { TAXONOMY_KINDS, TAXONOMY_MESSAGES, TAXONOMY_NAME_MAX } from './admin-taxonomies-file.ts';
import { idSchema } from './ids.ts';

// The catalogue's named lists for admins (issue 14, decision 030): categories, product types,
// materials, colours, print types and product versions. List with how much uses each entry, create,
// rename (hex for colours, image for categories and product types), delete only when unused, and
// merge one entry into another of the same kind.

export * from './admin-taxonomies-file.ts';

export const taxonomyKindParams = z.object({
  kind: z.enum(TAXONOMY_KINDS, { error: TAXONOMY_MESSAGES.kind }),
});
export const taxonomyIdParams = taxonomyKindParams.extend({ id: idSchema('El identificador no es válido.') });

export const taxonomyListQuery = adminPageQuery;

const name = z
  .string({ error: TAXONOMY_MESSAGES.nameRequired })
  .trim()
  .min(1, TAXONOMY_MESSAGES.nameRequired)
  .max(TAXONOMY_NAME_MAX, TAXONOMY_MESSAGES.nameTooLong);

/** #RGB or #RRGGBB (the `#` optional), stored as #RRGGBB in upper case. */
const hex = z
  .string({ error: TAXONOMY_MESSAGES.hexRequired })
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, TAXONOMY_MESSAGES.hexFormat)
  .transform((value) => {
    const digits = value.replace('#', '').toUpperCase();
    return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
  });

/** POST body (JSON or multipart text fields; `image` is a file part for categories and product types). */
export const taxonomyCreateFields = z.object({ name, hex: hex.optional() });
export type TaxonomyCreateFields = z.output<typeof taxonomyCreateFields>;
/** PATCH body: what is sent changes. */
export const taxonomyUpdateFields = taxonomyCreateFields.partial();
export type TaxonomyUpdateFields = z.output<typeof taxonomyUpdateFields>;

export const taxonomyMergeBody = z.object({
  into_id: idSchema(TAXONOMY_MESSAGES.intoMissing, TAXONOMY_MESSAGES.intoRequired),
});
export type TaxonomyMergeBody = z.input<typeof taxonomyMergeBody>;

export const adminTaxonomySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Colours only (#RRGGBB); null for the other kinds. */
  hex: z.string().nullable(),
  /** Categories and product types: the image URL, or null. */
  image: z.string().nullable(),
  /** Products that use it. */
  products_count: z.number(),
  /** Quotations that use it (colours and print types; 0 for the other kinds). */
  quotations_count: z.number(),
  /** Banners that filter by it (categories; 0 for the other kinds). */
  banners_count: z.number(),
});
export type AdminTaxonomy = z.infer<typeof adminTaxonomySchema>;

export const adminTaxonomiesResponse = adminPage(adminTaxonomySchema);
export type AdminTaxonomiesResponse = z.infer<typeof adminTaxonomiesResponse>;
export const adminTaxonomyResponse = z.object({ entry: adminTaxonomySchema });
export type AdminTaxonomyResponse = z.infer<typeof adminTaxonomyResponse>;
export const adminTaxonomyMergeResponse = z.object({ message: z.string(), entry: adminTaxonomySchema });
export type AdminTaxonomyMergeResponse = z.infer<typeof adminTaxonomyMergeResponse>;
