import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { CATALOGUE_SHEETS, type CatalogueSheet } from '@cotizador/contracts/admin-catalogue';
import ExcelJS from 'exceljs';
import { type Cell, nameKey, SHEET_COLUMNS, SHEET_WIDTHS } from './catalogue-sheets.ts';
import { XlsxReader } from './xlsx-reader.ts';

// Reading and writing the catalogue file: XLSX through exceljs' streaming writer and a lean
// streaming reader (xlsx-reader.ts; the file never sits whole in memory), and the `Productos` sheet alone as CSV (UTF-8 with BOM).

export type FileKind = 'xlsx' | 'csv';

/** What the first bytes say the file is: a ZIP container (XLSX) or UTF-8 text without NUL bytes (CSV). */
export async function sniffFileKind(path: string): Promise<FileKind | null> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (bytesRead >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'xlsx';
    if (bytesRead === 0 || head.includes(0)) return null;
    // Text formats that are not a CSV (PDF, RTF, HTML, XML).
    const start = head
      .subarray(0, 16)
      .toString('latin1')
      .replace(/^\uFEFF|^\xEF\xBB\xBF/u, '')
      .trimStart()
      .toLowerCase();
    if (['%pdf', '{\\rtf', '<'].some((prefix) => start.startsWith(prefix))) return null;
    // A multi-byte character may be cut at the end of the sample: check the complete part only.
    let end = bytesRead;
    while (end > 0 && end > bytesRead - 4 && ((head[end - 1] ?? 0) & 0xc0) === 0x80) end -= 1;
    if (end > 0 && ((head[end - 1] ?? 0) & 0x80) !== 0) end -= 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    } catch {
      return null;
    }
    return 'csv';
  } finally {
    await handle.close();
  }
}

// ——— Writing ———

export type SheetSource = { sheet: CatalogueSheet; rows: () => AsyncIterable<Cell[][]> };

/** Bytes of a sheet's XML that may wait for the compressor before rows are produced again. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

type BufferedStream = { _writableState?: { length?: number }; _readableState?: { length?: number } };
type SheetStreamInternals = { stream?: { buffers?: unknown[]; pipes?: BufferedStream[] } };

/**
 * exceljs' streaming writer never pushes back: rows are turned into XML as fast as they come and
 * wait in memory for the zip compressor. Waiting here while that backlog is large keeps the export's
 * memory flat whatever the catalogue's size. (Reads exceljs internals; without them, no wait.)
 */
async function compressorCaughtUp(worksheet: unknown): Promise<void> {
  const stream = (worksheet as SheetStreamInternals).stream;
  // Full 64 KB chunks not yet handed on, and what waits in the zip's input stream (readable-stream).
  const pending = () =>
    (stream?.buffers?.length ?? 0) * 65_536 +
    (stream?.pipes ?? []).reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0), 0);
  while (pending() > MAX_PENDING_BYTES) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Streams a workbook with the given sheets, in order; each sheet is complete before the next starts. */
export async function writeXlsx(output: Writable, sources: SheetSource[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: true });
  workbook.creator = 'Cotizador Seller';
  for (const source of sources) {
    const columns = SHEET_COLUMNS[source.sheet];
    const widths = SHEET_WIDTHS[source.sheet];
    const worksheet = workbook.addWorksheet(source.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = columns.map((_, index) => ({ width: widths[index] ?? 12 }));
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    const header = worksheet.addRow([...columns]);
    header.font = { bold: true };
    header.commit();
    for await (const batch of source.rows()) {
      for (const cells of batch) worksheet.addRow(cells).commit();
      await compressorCaughtUp(worksheet);
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/** One CSV line (RFC 4180: quotes around fields with a comma, quote or line break). */
export function csvLine(cells: Cell[]): string {
  return `${cells
    .map((cell) => {
      if (cell === null) return '';
      const text = String(cell);
      return /[",\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

export const UTF8_BOM = '\uFEFF';

// ——— Reading ———

export type SheetVisitor = {
  /** A data row: cells by column header (as in SHEET_COLUMNS); `row` as the spreadsheet shows it. */
  row: (sheet: CatalogueSheet, row: number, cells: Map<string, Cell>) => void;
  /** A column of the sheet is missing from the header row. */
  missingColumn: (sheet: CatalogueSheet, column: string) => void;
};

/** The file could not be read as a workbook or a CSV (corrupt, encrypted, not a spreadsheet). */
export class UnreadableFileError extends Error {}

const SHEET_BY_KEY = new Map<string, CatalogueSheet>(CATALOGUE_SHEETS.map((sheet) => [nameKey(sheet), sheet]));

/** Header position → column name of the sheet; reports the sheet's columns that are missing. */
function mapHeader(sheet: CatalogueSheet, header: Cell[], visitor: SheetVisitor): Array<string | undefined> {
  const byKey = new Map(SHEET_COLUMNS[sheet].map((column) => [nameKey(column), column]));
  const mapped = header.map((cell) => (cell === null ? undefined : byKey.get(nameKey(String(cell)))));
  for (const column of SHEET_COLUMNS[sheet]) if (!mapped.includes(column)) visitor.missingColumn(sheet, column);
  return mapped;
}

function visitRow(
  sheet: CatalogueSheet,
  rowNumber: number,
  columns: Array<string | undefined>,
  values: Cell[],
  visitor: SheetVisitor,
) {
  const cells = new Map<string, Cell>();
  let empty = true;
  columns.forEach((column, index) => {
    if (!column) return;
    const value = values[index] ?? null;
    if (value !== null && !(typeof value === 'string' && value.trim() === '')) empty = false;
    cells.set(column, value);
  });
  if (!empty) visitor.row(sheet, rowNumber, cells);
}

/**
 * Reads the known sheets of an XLSX file (in the workbook's order; a sheet with another name, or a
 * second sheet with the same name, is not read at all); returns the sheets found. The lean reader
 * of xlsx-reader.ts holds the shared strings and one row at a time.
 */
export async function readXlsx(path: string, visitor: SheetVisitor, onRow?: () => void): Promise<CatalogueSheet[]> {
  const found: CatalogueSheet[] = [];
  try {
    const reader = await XlsxReader.open(path);
    for (const entry of reader.sheets) {
      const sheet = SHEET_BY_KEY.get(nameKey(entry.name));
      if (!sheet || found.includes(sheet)) continue;
      found.push(sheet);
      let columns: Array<string | undefined> | null = null;
      await reader.readSheet(entry, (rowNumber, values) => {
        if (columns === null) {
          // The first row is the header.
          if (rowNumber === 1) {
            columns = mapHeader(sheet, values, visitor);
            return;
          }
          columns = mapHeader(sheet, [], visitor);
        }
        visitRow(sheet, rowNumber, columns, values, visitor);
        onRow?.();
      });
      // A sheet with nothing in it: its columns are all missing.
      if (columns === null) mapHeader(sheet, [], visitor);
    }
  } catch (error) {
    throw new UnreadableFileError(error instanceof Error ? error.message : String(error));
  }
  return found;
}

/** Reads a CSV of the `Productos` sheet (comma or semicolon separated, optional BOM). */
export async function readCsv(path: string, visitor: SheetVisitor, onRow?: () => void): Promise<CatalogueSheet[]> {
  let text = await fs.promises.readFile(path, 'utf8');
  if (text.startsWith(UTF8_BOM)) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/u));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let columns: Array<string | undefined> | null = null;
  let rowNumber = 0;
  for (const values of parseCsv(text, separator)) {
    rowNumber += 1;
    if (columns === null) {
      columns = mapHeader('Productos', values, visitor);
      continue;
    }
    visitRow('Productos', rowNumber, columns, values, visitor);
    onRow?.();
  }
  if (columns === null) mapHeader('Productos', [], visitor);
  return ['Productos'];
}

/** RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. */
export function* parseCsv(text: string, separator = ','): Generator<Cell[]> {
  let field = '';
  let record: Cell[] = [];
  let quoted = false;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field === '' ? null : field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      record.push(field === '' ? null : field);
      field = '';
      yield record;
      record = [];
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (field !== '' || record.length > 0) {
    record.push(field === '' ? null : field);
    yield record;
  }
}
