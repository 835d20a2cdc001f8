import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchWords } from './search.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Taza Térmica', 'taza termica'],
    ['BOLÍGRAFO', 'boligrafo'],
    ['Cámara', 'camara'],
    ['Año Niño PIÑATA', 'ano nino pinata'],
    ['Pingüino', 'pinguino'],
    ['  Termo \t de   acero\ninoxidable  ', 'termo de acero inoxidable'],
    ['BOL-1001', 'bol-1001'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });

  it('makes accented and plain spellings equal', () => {
    expect(normalizeSearchText('Día del Padre')).toBe(normalizeSearchText('DIA DEL PADRE'));
    // The decomposed form of "é" (e + combining acute) normalises the same as the composed one.
    expect(normalizeSearchText('Cafe\u0301')).toBe(normalizeSearchText('Café'));
  });
});

describe('searchWords', () => {
  it('splits a query into normalised words', () => {
    expect(searchWords('  Taza   Térmica  ')).toEqual(['taza', 'termica']);
    expect(searchWords('BOLÍGRAFO metálico')).toEqual(['boligrafo', 'metalico']);
  });

  it('returns no words for a blank query', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' \t\n ')).toEqual([]);
  });
});
