// SPEC §5 / DESIGN.md §4: the specifications file of a special quotation. One definition for the
// form (accept list, messages before uploading) and the API (which also checks the content).

export const SPEC_FILE_EXTENSIONS = ['xlsx', 'xls', 'xlsm', 'csv', 'pdf'] as const;
export type SpecFileExtension = (typeof SPEC_FILE_EXTENSIONS)[number];
export const SPEC_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SPEC_FILE_TYPE_MESSAGE = 'El archivo debe ser de tipo xlsx, xls, xlsm, csv o pdf.';
export const SPEC_FILE_SIZE_MESSAGE = 'El archivo no debe pesar más de 10 MB.';
/** The file input's `accept`: '.xlsx,.xls,.xlsm,.csv,.pdf'. */
export const SPEC_FILE_ACCEPT = SPEC_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The lower-case extension of a file name ('' when there is none). */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The allowed extension of a file name, or null (the API checks the content as well). */
export function specFileExtension(filename: string): SpecFileExtension | null {
  const extension = fileExtension(filename);
  return (SPEC_FILE_EXTENSIONS as readonly string[]).includes(extension) ? (extension as SpecFileExtension) : null;
}

/** The form's check before uploading: the Spanish message of the first broken rule, or null. */
export function specFileError(file: { name: string; size: number }): string | null {
  if (!specFileExtension(file.name)) return SPEC_FILE_TYPE_MESSAGE;
  if (file.size > SPEC_FILE_MAX_BYTES) return SPEC_FILE_SIZE_MESSAGE;
  return null;
}
