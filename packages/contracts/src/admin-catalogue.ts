import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

// Catalogue spreadsheet round trip for admins (issue 14, decision 025; docs/catalogue-spreadsheet.md).

/** The sheets of the catalogue workbook, in the order they are written. */
export const CATALOGUE_SHEETS = ['Productos', 'Colores', 'Precios', 'Cajas', 'Relacionados'] as const;
export type CatalogueSheet = (typeof CATALOGUE_SHEETS)[number];

/** Largest file the import accepts (XLSX or CSV). */
export const CATALOGUE_IMPORT_MAX_BYTES = 40 * 1024 * 1024;
/** Cell errors listed at most in one answer; `more_errors` counts the rest. */
export const CATALOGUE_IMPORT_MAX_ERRORS = 200;

/** Multipart field of the uploaded file. */
export const CATALOGUE_IMPORT_FILE_FIELD = 'file';

export const CATALOGUE_IMPORT_MESSAGES = {
  fileRequired: 'Adjunta el archivo del catálogo (XLSX o CSV).',
  tooLarge: 'El archivo es demasiado grande: el máximo es de 40 MB.',
  notSpreadsheet: 'El archivo no es un libro de Excel (.xlsx) ni un CSV.',
  rejected: 'El archivo tiene errores; no se aplicó ningún cambio.',
  empty: 'El archivo no tiene ninguna de las hojas del catálogo (Productos, Colores, Precios, Cajas, Relacionados).',
} as const;

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
