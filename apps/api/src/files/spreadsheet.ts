// Structure checks of uploaded spreadsheets (issue 17): an xlsx/xlsm must be an OOXML workbook, not
// any zip with the right name; a CSV must not carry formulas to whoever opens it in a spreadsheet.

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/** The entry names of a zip file from its central directory; null when it is not a readable zip. */
export function zipEntryNames(buffer: Buffer): string[] | null {
  // The end-of-central-directory record is in the last 22 + 65 535 (comment) bytes.
  const stop = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= stop; i -= 1) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return null;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > buffer.length) return null;
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An OOXML workbook: a zip with `[Content_Types].xml` and `xl/workbook.xml`. */
export function isOoxmlWorkbook(buffer: Buffer): boolean {
  const names = zipEntryNames(buffer);
  if (!names) return false;
  const set = new Set(names.map((name) => name.replace(/^\//, '')));
  return set.has('[Content_Types].xml') && set.has('xl/workbook.xml');
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const CELL_ENDS = new Set([0x2c /* , */, 0x3b /* ; */, 0x09 /* tab */, 0x0a /* \n */, 0x0d /* \r */]);
/** = + - @ (and tab or carriage return at the start of a cell, which some programs skip). */
const FORMULA_STARTS = new Set([0x3d, 0x2b, 0x2d, 0x40]);

/**
 * Neutralises CSV cells that a spreadsheet would run as formulas (`=`, `+`, `-`, `@` first) by
 * prefixing `'`, inside quotes when the cell is quoted. Works on bytes, so UTF-8 and Latin-1 files
 * keep their encoding.
 */
export function neutraliseCsvFormulas(buffer: Buffer): Buffer {
  const out: number[] = [];
  let start = 0;
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    out.push(0xef, 0xbb, 0xbf);
    start = 3;
  }
  let inQuotes = false;
  let cellStart = true;
  for (let i = start; i < buffer.length; i += 1) {
    const byte = buffer[i] as number;
    if (cellStart) {
      cellStart = false;
      if (byte === QUOTE) {
        out.push(byte);
        inQuotes = true;
        const next = buffer[i + 1];
        if (next !== undefined && FORMULA_STARTS.has(next)) out.push(APOSTROPHE);
        continue;
      }
      if (FORMULA_STARTS.has(byte)) out.push(APOSTROPHE);
    }
    out.push(byte);
    if (byte === QUOTE) {
      // "" inside quotes is an escaped quote; a lone quote toggles.
      if (inQuotes && buffer[i + 1] === QUOTE) {
        out.push(QUOTE);
        i += 1;
        continue;
      }
      inQuotes = !inQuotes;
      continue;
    }
    if (!inQuotes && CELL_ENDS.has(byte)) cellStart = true;
  }
  return Buffer.from(out);
}
