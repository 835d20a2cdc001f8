import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

// Catalogue spreadsheet round trip for admins (issue 14, decision 025; docs/catalogue-spreadsheet.md).

export * from './admin-catalogue-file.ts';

/** GET /admin/catalogue/export */
export const catalogueExportQuery = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'El formato debe ser xlsx o csv.' }).default('xlsx'),
});
export type CatalogueExportFormat = z.infer<typeof catalogueExportQuery>['format'];

/** POST /admin/catalogue/import?dry_run=1 (also accepted as a multipart field). */
export const catalogueImportQuery = z.object({
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** Products of the file: new, changed, and the same as in the catalogue. */
export const catalogueImportReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** true when nothing was written (dry run). */
  dry_run: z.boolean(),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReport>;

export const catalogueImportResponse = z.object({ message: z.string(), report: catalogueImportReport });
export type CatalogueImportResponse = z.infer<typeof catalogueImportResponse>;

/** One bad cell: `row` as the spreadsheet shows it (header = 1); `column` is the header text. */
export const catalogueCellError = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type CatalogueCellError = z.infer<typeof catalogueCellError>;

/** 422 of the import: every bad cell (at most CATALOGUE_IMPORT_MAX_ERRORS) and how many more there are. */
export const catalogueImportErrorResponse = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(catalogueCellError),
  more_errors: z.number().int(),
});
export type CatalogueImportErrorResponse = z.infer<typeof catalogueImportErrorResponse>;
