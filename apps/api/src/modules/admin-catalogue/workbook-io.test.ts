import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cell } from './catalogue-sheets.ts';
import { parseCsv, readXlsx, sniffFileKind, UnreadableFileError, writeXlsx } from './workbook-io.ts';

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

  it('reads workbooks from other writers: rich text, formulas, booleans, dates, any sheet order and case', async () => {
    const file = path.join(dir, 'otro-programa.xlsx');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notas').addRow(['no es del catálogo']);
    const colores = workbook.addWorksheet('colores');
    colores.addRow(['SKU', 'Color', 'hex', 'existencias', 'imágenes']);
    colores.addRow([
      'A-1',
      { richText: [{ text: 'Azul ' }, { text: 'rey', font: { bold: true } }] },
      '#0000FF',
      { formula: '2*5', result: 10 },
      null,
    ]);
    colores.addRow([]);
    colores.addRow(['A-2', 'Rojo & <vino>', '#AA0000', 3.5, 'a.png, b.png']);
    const productos = workbook.addWorksheet('PRODUCTOS');
    productos.addRow(['sku', 'nombre', 'activo', 'notas']);
    productos.getRow(2).values = ['A-1', 'Taza', true, new Date(Date.UTC(2026, 10, 24))];
    // A second sheet with the same name (other case) is not read.
    workbook.addWorksheet('Productos ');
    await workbook.xlsx.writeFile(file);

    const rows: Array<[string, number, Record<string, unknown>]> = [];
    const missing: string[] = [];
    const sheets = await readXlsx(file, {
      row: (sheet, row, cells) => rows.push([sheet, row, Object.fromEntries(cells)]),
      missingColumn: (sheet, column) => missing.push(`${sheet}:${column}`),
    });
    expect(sheets).toEqual(['Colores', 'Productos']);
    expect(rows).toEqual([
      ['Colores', 2, { sku: 'A-1', color: 'Azul rey', hex: '#0000FF', existencias: 10, imágenes: null }],
      ['Colores', 4, { sku: 'A-2', color: 'Rojo & <vino>', hex: '#AA0000', existencias: 3.5, imágenes: 'a.png, b.png' }],
      ['Productos', 2, expect.objectContaining({ sku: 'A-1', nombre: 'Taza', activo: true, notas: expect.any(Number) })],
    ]);
    // Only the columns Productos lacks are missing.
    expect(missing.every((entry) => entry.startsWith('Productos:'))).toBe(true);
    expect(missing).toContain('Productos:descripción');
    expect(missing).not.toContain('Productos:nombre');
  });

  it('refuses a damaged workbook as unreadable', async () => {
    const good = path.join(dir, 'bueno.xlsx');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Productos').addRow(['sku', 'nombre']);
    await workbook.xlsx.writeFile(good);
    const bytes = fs.readFileSync(good);
    const visitor = { row: () => {}, missingColumn: () => {} };
    // Cut in half: no central directory.
    const cut = path.join(dir, 'cortado.xlsx');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readXlsx(cut, visitor)).rejects.toBeInstanceOf(UnreadableFileError);
    // A zip without a workbook.
    const other = path.join(dir, 'otro.zip');
    fs.writeFileSync(other, Buffer.from('504b0506000000000000000000000000000000000000', 'hex'));
    await expect(readXlsx(other, visitor)).rejects.toBeInstanceOf(UnreadableFileError);
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
