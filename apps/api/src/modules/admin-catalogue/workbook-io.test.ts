import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cell } from './catalogue-sheets.ts';
import { parseCsv, readXlsx, sniffFileKind, writeXlsx } from './workbook-io.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-workbook-io-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('catalogue workbook reading and writing', () => {
  it('reads back every accented character, also where a chunk of the file cuts one', async () => {
    const file = path.join(dir, 'acentos.xlsx');
    // ~3 MB of two-byte characters: the reader's chunks end inside some of them.
    const text = (i: number) => `${i} Ñandú bordó «acción» — ${'áéíóúñü€'.repeat(600)}`;
    const rows: Cell[][] = Array.from({ length: 300 }, (_, i) => [
      `SKU-${i}`,
      `Bolígrafo ${i}`,
      text(i),
      ...Array.from({ length: 12 }, () => null),
    ]);
    await writeXlsx(fs.createWriteStream(file), [
      {
        sheet: 'Productos',
        rows: async function* () {
          yield rows;
        },
      },
    ]);

    const read: string[] = [];
    const missing: string[] = [];
    const sheets = await readXlsx(file, {
      row: (_sheet, _row, cells) => read.push(String(cells.get('descripción'))),
      missingColumn: (_sheet, column) => missing.push(column),
    });
    expect(sheets).toEqual(['Productos']);
    expect(missing).toEqual([]);
    expect(read).toHaveLength(300);
    expect(read.filter((value, i) => value !== text(i))).toEqual([]);
  });

  it('tells a workbook and a CSV by their content', async () => {
    const write = (name: string, content: Buffer | string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    expect(await sniffFileKind(write('a.csv', '\uFEFFsku,nombre\nA-1,Taza\n'))).toBe('csv');
    expect(await sniffFileKind(write('b.xlsx', Buffer.from('504b030414000000', 'hex')))).toBe('xlsx');
    expect(await sniffFileKind(write('c.xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0])))).toBeNull();
    expect(await sniffFileKind(write('d.csv', Buffer.from([0x73, 0x6b, 0x75, 0xff, 0xfe])))).toBeNull();
    expect(await sniffFileKind(write('e.csv', '%PDF-1.4\n'))).toBeNull();
  });

  it('parses quoted CSV fields with commas, quotes and line breaks', () => {
    const records = [...parseCsv('sku,nombre,descripción\r\nA-1,"Taza, 11 oz","Dice ""hola""\nen dos líneas"\r\nA-2,,\n')];
    expect(records).toEqual([
      ['sku', 'nombre', 'descripción'],
      ['A-1', 'Taza, 11 oz', 'Dice "hola"\nen dos líneas'],
      ['A-2', null, null],
    ]);
  });
});
