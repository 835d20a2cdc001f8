import { describe, expect, it } from 'vitest';
import { formatDate, formatDateShort, formatDateTime, formatMoney, formatMoneyMxn, toApiDate } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [1, '$1.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [0.005, '$0.01'],
    [-15.2, '-$15.20'],
  ])('%d → %s', (pesos, expected) => {
    expect(formatMoney(pesos)).toBe(expected);
  });
});

describe('formatMoneyMxn', () => {
  it.each([
    [0, '$0.00 MXN'],
    [1234.5, '$1,234.50 MXN'],
    [99.9, '$99.90 MXN'],
  ])('%d → %s', (pesos, expected) => {
    expect(formatMoneyMxn(pesos)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-01-01T03:00:00Z', '31-12-2025'],
    ['2026-01-01T06:00:00Z', '01-01-2026'],
    ['2025-06-15T05:59:59.000000Z', '14-06-2025'],
    ['2025-06-15T06:00:00+00:00', '15-06-2025'],
    ['2025-06-15T01:00:00-06:00', '15-06-2025'],
    ['2025-03-09', '09-03-2025'],
    ['no es una fecha', ''],
  ])('%s → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2026-01-01T03:00:00Z'))).toBe('31-12-2025');
  });
});

describe('formatDateShort', () => {
  it.each([
    ['2026-01-01T03:00:00Z', '31/12/25'],
    ['2026-01-01T12:00:00Z', '01/01/26'],
    ['2025-03-09', '09/03/25'],
    ['no es una fecha', ''],
  ])('%s → %j', (value, expected) => {
    expect(formatDateShort(value)).toBe(expected);
  });

  it('defaults to today', () => {
    expect(formatDateShort()).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
  });
});

describe('toApiDate', () => {
  it.each([
    ['31-12-2025', '2025-12-31'],
    ['01-02-2024', '2024-02-01'],
    [' 29-02-2024 ', '2024-02-29'],
    ['29-02-2025', null],
    ['31-04-2025', null],
    ['2025-12-31', null],
    ['1-2-2025', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(toApiDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('shows the Mexico City date and time', () => {
    expect(formatDateTime('2026-01-01T03:05:00Z')).toBe('31-12-2025 21:05');
    expect(formatDateTime('no es fecha')).toBe('');
  });
});
