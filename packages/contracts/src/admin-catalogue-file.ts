// The catalogue file's constants and messages (issue 14), without zod: the web app imports them as
// values (docs/decisions/012: no zod in the bundles). The schemas are in admin-catalogue.ts.

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
