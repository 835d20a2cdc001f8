import { describe, expect, it } from 'vitest';
import { MINIMAL_WORKBOOK, storedZip } from '../../test/zip.ts';
import { detectSpecFile } from './files.service.ts';
import { isOoxmlWorkbook, neutraliseCsvFormulas, zipEntryNames } from './spreadsheet.ts';

describe('spreadsheet upload checks', () => {
  it('accepts a workbook as xlsx and xlsm and refuses a zip named like one', async () => {
    const workbook = storedZip(MINIMAL_WORKBOOK);
    expect(zipEntryNames(workbook)).toEqual(Object.keys(MINIMAL_WORKBOOK));
    expect(isOoxmlWorkbook(workbook)).toBe(true);
    expect(await detectSpecFile('medidas.xlsx', workbook)).toBe('xlsx');
    expect(await detectSpecFile('medidas.xlsm', workbook)).toBe('xlsm');

    const disguised = storedZip({ 'leeme.txt': 'hola', 'programa.exe': 'MZ' });
    expect(await detectSpecFile('medidas.xlsx', disguised)).toBeNull();
    expect(await detectSpecFile('medidas.xlsm', disguised)).toBeNull();
    const halfWorkbook = storedZip({ '[Content_Types].xml': MINIMAL_WORKBOOK['[Content_Types].xml'] });
    expect(await detectSpecFile('medidas.xlsx', halfWorkbook)).toBeNull();
    // A truncated zip is no workbook either.
    expect(isOoxmlWorkbook(workbook.subarray(0, workbook.length - 30))).toBe(false);
  });

  it('neutralises CSV cells that start a formula, quoted or not, and leaves the rest alone', () => {
    const csv = [
      'sku,nota,cantidad',
      '=HYPERLINK("http://x"),+1,-2',
      '"=cmd|\' /C calc\'!A0","@SUM(1)";ok',
      'BOL-001,"texto con ""comillas"" y, coma",500',
      '\t=oculto,normal',
    ].join('\n');
    const out = neutraliseCsvFormulas(Buffer.from(`\ufeff${csv}`, 'utf8')).toString('utf8');
    expect(out).toBe(
      `\ufeff${[
        'sku,nota,cantidad',
        "'=HYPERLINK(\"http://x\"),'+1,'-2",
        '"\'=cmd|\' /C calc\'!A0","\'@SUM(1)";ok',
        'BOL-001,"texto con ""comillas"" y, coma",500',
        "\t'=oculto,normal",
      ].join('\n')}`,
    );
    // Latin-1 bytes pass through untouched.
    const latin1 = Buffer.from('diseño,=1\n', 'latin1');
    expect(neutraliseCsvFormulas(latin1).toString('latin1')).toBe("diseño,'=1\n");
  });
});
