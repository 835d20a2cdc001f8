import { describe, expect, it } from 'vitest';
import {
  SPEC_FILE_ACCEPT,
  SPEC_FILE_MAX_BYTES,
  SPEC_FILE_SIZE_MESSAGE,
  SPEC_FILE_TYPE_MESSAGE,
  specFileError,
} from './spec-file.ts';

describe('specifications file rules (SPEC §5)', () => {
  it.each([
    ['pedido.xlsx', null],
    ['PEDIDO.PDF', null],
    ['lista.xlsm', null],
    ['datos.csv', null],
    ['viejo.xls', null],
    ['imagen.png', SPEC_FILE_TYPE_MESSAGE],
    ['sin-extension', SPEC_FILE_TYPE_MESSAGE],
    ['doble.pdf.exe', SPEC_FILE_TYPE_MESSAGE],
  ])('%s → %s', (name, message) => {
    expect(specFileError({ name, size: 1000 })).toBe(message);
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(specFileError({ name: 'a.pdf', size: SPEC_FILE_MAX_BYTES })).toBeNull();
    expect(specFileError({ name: 'a.pdf', size: SPEC_FILE_MAX_BYTES + 1 })).toBe(SPEC_FILE_SIZE_MESSAGE);
  });

  it('gives the file input its accept list', () => {
    expect(SPEC_FILE_ACCEPT).toBe('.xlsx,.xls,.xlsm,.csv,.pdf');
  });
});
