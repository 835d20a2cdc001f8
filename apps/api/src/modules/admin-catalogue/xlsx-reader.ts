import fs from 'node:fs';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

// A lean XLSX reader for the catalogue import (decision 025, addendum on memory): the cell values
// of the sheets a caller asks for, row by row, and nothing else (no styles, no cell objects).
//
// exceljs' streaming reader reads every zip entry in file order, so the worksheets that come before
// the shared strings (as in every file exceljs itself writes) are first copied to temporary files,
// and it builds a full row and cell model for each row: for 20 000 products that is ~165 MB of
// short-lived objects and 12 s. Here the zip's central directory gives random access to its
// entries (Node's zlib inflates them as a stream), so the shared strings are read first, then each
// wanted sheet is scanned once with a small XML tokenizer that keeps only the values of `<v>`,
// `<t>` and `<is>`.

export type XlsxCell = string | number | boolean | null;

/** The file is not a readable XLSX (not a zip, encrypted, zip64, missing parts, broken XML). */
export class XlsxFormatError extends Error {}

/** More inflated bytes than this in one part of the file: refused (a zip bomb, not a catalogue). */
const MAX_PART_BYTES = 1024 * 1024 * 1024;

type ZipEntry = { name: string; method: number; compressedSize: number; localHeaderOffset: number; encrypted: boolean };

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The entries of the zip's central directory. */
async function readCentralDirectory(path: string): Promise<Map<string, ZipEntry>> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const { size } = await handle.stat();
    // End of central directory: 22 bytes plus a comment of at most 65 535 bytes, at the very end.
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = await readAt(handle, size - tailLength, tailLength);
    let eocd = -1;
    for (let index = tail.length - 22; index >= 0; index--) {
      if (tail.readUInt32LE(index) === 0x06054b50) {
        eocd = index;
        break;
      }
    }
    if (eocd === -1) throw new XlsxFormatError('no es un archivo zip completo');
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff) throw new XlsxFormatError('zip64 no soportado');
    const directory = await readAt(handle, directoryOffset, directorySize);
    const entries = new Map<string, ZipEntry>();
    let at = 0;
    for (let index = 0; index < count; index++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50)
        throw new XlsxFormatError('directorio del zip dañado');
      const flags = directory.readUInt16LE(at + 8);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      entries.set(name.replace(/^\/+/u, ''), {
        name,
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        localHeaderOffset: directory.readUInt32LE(at + 42),
        encrypted: (flags & 1) === 1,
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The text of one zip entry, decoded as UTF-8 chunk by chunk (a character cut by a chunk waits for the next). */
async function* entryText(path: string, entry: ZipEntry): AsyncGenerator<string> {
  if (entry.encrypted) throw new XlsxFormatError('archivo cifrado');
  if (entry.method !== 0 && entry.method !== 8) throw new XlsxFormatError('compresión no soportada');
  const handle = await fs.promises.open(path, 'r');
  let start: number;
  try {
    const header = await readAt(handle, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) throw new XlsxFormatError('entrada del zip dañada');
    start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await handle.close();
  }
  if (entry.compressedSize === 0) return;
  const raw = fs.createReadStream(path, { start, end: start + entry.compressedSize - 1, highWaterMark: 64 * 1024 });
  const source: Readable = entry.method === 8 ? raw.pipe(zlib.createInflateRaw()) : raw;
  raw.on('error', (error) => source.destroy(error));
  const decoder = new TextDecoder('utf-8');
  let inflated = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > MAX_PART_BYTES) throw new XlsxFormatError('parte del archivo demasiado grande');
      yield decoder.decode(chunk, { stream: true });
    }
  } catch (error) {
    if (error instanceof XlsxFormatError) throw error;
    throw new XlsxFormatError(error instanceof Error ? error.message : String(error));
  } finally {
    raw.destroy();
    source.destroy();
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

// ——— XML ———

type XmlHandler = {
  open: (name: string, attributes: string, selfClosing: boolean) => void;
  close: (name: string) => void;
  text: (text: string) => void;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/gu, (match, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? match;
  });
}

/** The local name of a tag or attribute (`x:row` → `row`). */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** Attribute value by local name, entities decoded. */
export function attribute(attributes: string, name: string): string | undefined {
  const pattern = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gu;
  for (let match = pattern.exec(attributes); match; match = pattern.exec(attributes)) {
    if (localName(match[1] ?? '') === name) return decodeEntities(match[2] ?? match[3] ?? '');
  }
  return undefined;
}

/**
 * A streaming tokenizer for the well-formed XML of an XLSX part: start and end tags (local names),
 * text with entities decoded; comments, processing instructions and the doctype are skipped.
 */
async function scanXml(chunks: AsyncIterable<string>, handler: XmlHandler): Promise<void> {
  let buffer = '';
  for await (const chunk of chunks) {
    buffer = buffer.length === 0 ? chunk : buffer + chunk;
    let at = 0;
    for (;;) {
      const lt = buffer.indexOf('<', at);
      // Text runs to the next tag: it waits for it (an entity may be cut by the chunk).
      if (lt === -1) break;
      if (lt > at) handler.text(decodeEntities(buffer.slice(at, lt)));
      at = lt;
      const next = buffer.charCodeAt(lt + 1);
      if (Number.isNaN(next)) break;
      if (next === 0x21 /* ! */) {
        if (buffer.length < lt + 9) break;
        if (buffer.startsWith('<!--', lt)) {
          const end = buffer.indexOf('-->', lt + 4);
          if (end === -1) break;
          at = end + 3;
        } else if (buffer.startsWith('<![CDATA[', lt)) {
          const end = buffer.indexOf(']]>', lt + 9);
          if (end === -1) break;
          handler.text(buffer.slice(lt + 9, end));
          at = end + 3;
        } else {
          const end = buffer.indexOf('>', lt);
          if (end === -1) break;
          at = end + 1;
        }
        continue;
      }
      if (next === 0x3f /* ? */) {
        const end = buffer.indexOf('?>', lt);
        if (end === -1) break;
        at = end + 2;
        continue;
      }
      // A tag ends at the first `>` outside quotes.
      let end = -1;
      let quote = 0;
      for (let index = lt + 1; index < buffer.length; index++) {
        const code = buffer.charCodeAt(index);
        if (quote !== 0) {
          if (code === quote) quote = 0;
        } else if (code === 0x22 || code === 0x27) quote = code;
        else if (code === 0x3e) {
          end = index;
          break;
        }
      }
      if (end === -1) break;
      if (next === 0x2f /* / */) {
        handler.close(localName(buffer.slice(lt + 2, end).trim()));
      } else {
        const selfClosing = buffer.charCodeAt(end - 1) === 0x2f;
        const body = buffer.slice(lt + 1, selfClosing ? end - 1 : end);
        const space = body.search(/\s/u);
        const name = localName(space === -1 ? body : body.slice(0, space));
        handler.open(name, space === -1 ? '' : body.slice(space), selfClosing);
        if (selfClosing) handler.close(name);
      }
      at = end + 1;
    }
    buffer = buffer.slice(at);
  }
  if (buffer.trim() !== '') throw new XlsxFormatError('XML incompleto');
}

// ——— Workbook ———

/** `C12` → 2 (0-based column). */
function columnIndex(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index++) {
    const code = reference.charCodeAt(index);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return column - 1;
}

function resolvePart(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = `xl/${target}`.split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  return resolved.join('/');
}

export type XlsxSheet = { name: string; part: string };

export type XlsxRowVisitor = (rowNumber: number, values: XlsxCell[]) => void;

export class XlsxReader {
  private sharedStrings: string[] | null = null;

  private constructor(
    private readonly path: string,
    private readonly entries: Map<string, ZipEntry>,
    readonly sheets: XlsxSheet[],
  ) {}

  static async open(path: string): Promise<XlsxReader> {
    let entries: Map<string, ZipEntry>;
    try {
      entries = await readCentralDirectory(path);
    } catch (error) {
      if (error instanceof XlsxFormatError) throw error;
      throw new XlsxFormatError(error instanceof Error ? error.message : String(error));
    }
    const partText = async (part: string) => {
      const entry = entries.get(part);
      if (!entry) throw new XlsxFormatError(`falta ${part}`);
      return entry;
    };
    const targets = new Map<string, string>();
    const rels = entries.get('xl/_rels/workbook.xml.rels');
    if (rels) {
      await scanXml(entryText(path, rels), {
        open: (name, attributes) => {
          if (name !== 'Relationship') return;
          const id = attribute(attributes, 'Id');
          const target = attribute(attributes, 'Target');
          if (id && target) targets.set(id, resolvePart(target));
        },
        close: () => {},
        text: () => {},
      });
    }
    const sheets: XlsxSheet[] = [];
    await scanXml(entryText(path, await partText('xl/workbook.xml')), {
      open: (name, attributes) => {
        if (name !== 'sheet') return;
        const sheetName = attribute(attributes, 'name') ?? '';
        const id = attribute(attributes, 'id');
        const part = (id && targets.get(id)) ?? `xl/worksheets/sheet${sheets.length + 1}.xml`;
        sheets.push({ name: sheetName, part });
      },
      close: () => {},
      text: () => {},
    });
    return new XlsxReader(path, entries, sheets);
  }

  /** The shared strings table (rich text joined, phonetic runs left out), read once. */
  private async strings(): Promise<string[]> {
    if (this.sharedStrings) return this.sharedStrings;
    const strings: string[] = [];
    const entry = this.entries.get('xl/sharedStrings.xml');
    if (entry) {
      let current: string[] = [];
      let inText = false;
      let phonetic = 0;
      await scanXml(entryText(this.path, entry), {
        open: (name, _attributes, selfClosing) => {
          if (name === 'si') current = [];
          else if (name === 'rPh') phonetic += selfClosing ? 0 : 1;
          else if (name === 't' && !selfClosing) inText = phonetic === 0;
        },
        close: (name) => {
          if (name === 'si') strings.push(current.join(''));
          else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
          else if (name === 't') inText = false;
        },
        text: (text) => {
          if (inText) current.push(text);
        },
      });
    }
    this.sharedStrings = strings;
    return strings;
  }

  /** Every `<row>` of a sheet, in order: its number (as the spreadsheet shows it) and its values by 0-based column. */
  async readSheet(sheet: XlsxSheet, visit: XlsxRowVisitor): Promise<void> {
    const entry = this.entries.get(sheet.part);
    if (!entry) throw new XlsxFormatError(`falta ${sheet.part}`);
    const strings = await this.strings();
    let rowNumber = 0;
    let values: XlsxCell[] = [];
    let inRow = false;
    let column = -1;
    let type = 'n';
    let inValue = false;
    let inInline = 0;
    let inPhonetic = 0;
    let text: string[] = [];
    let hasValue = false;
    await scanXml(entryText(this.path, entry), {
      open: (name, attributes, selfClosing) => {
        switch (name) {
          case 'row': {
            const r = attribute(attributes, 'r');
            rowNumber = r ? Number(r) : rowNumber + 1;
            values = [];
            column = -1;
            inRow = !selfClosing;
            if (selfClosing) visit(rowNumber, values);
            return;
          }
          case 'c': {
            const r = attribute(attributes, 'r');
            column = r ? columnIndex(r) : column + 1;
            type = attribute(attributes, 't') ?? 'n';
            text = [];
            hasValue = false;
            return;
          }
          case 'v':
            if (!selfClosing) inValue = true;
            hasValue = true;
            return;
          case 'is':
            inInline += selfClosing ? 0 : 1;
            hasValue = true;
            return;
          case 'rPh':
            inPhonetic += selfClosing ? 0 : 1;
            return;
          case 't':
            if (inInline > 0 && inPhonetic === 0 && !selfClosing) inValue = true;
            return;
        }
      },
      close: (name) => {
        switch (name) {
          case 'v':
          case 't':
            inValue = false;
            return;
          case 'is':
            inInline = Math.max(0, inInline - 1);
            return;
          case 'rPh':
            inPhonetic = Math.max(0, inPhonetic - 1);
            return;
          case 'c':
            if (inRow && column >= 0 && hasValue) values[column] = cellValue(type, text.join(''), strings);
            return;
          case 'row':
            if (inRow) visit(rowNumber, values);
            inRow = false;
            return;
        }
      },
      text: (value) => {
        if (inValue) text.push(value);
      },
    });
  }
}

/** A cell's value by its type: shared or inline string, boolean, error, date, formula text or number. */
function cellValue(type: string, text: string, strings: string[]): XlsxCell {
  switch (type) {
    case 's':
      return strings[Number(text)] ?? null;
    case 'inlineStr':
    case 'str':
    case 'e':
      return text;
    case 'b':
      return text === '1' || text.toLowerCase() === 'true';
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/u.test(text) ? text.slice(0, 10) : text;
    default: {
      if (text.trim() === '') return null;
      const number = Number(text);
      return Number.isNaN(number) ? text : number;
    }
  }
}
