import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatMoney,
  formatMoneyMxn,
  formatNumber,
  TIME_ZONE,
  toApiDate,
} from './format';

dayjs.extend(utc);
dayjs.extend(timezone);

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

describe('formatMoney matches Intl.NumberFormat es-MX MXN', () => {
  const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

  it.each([
    0,
    -0,
    0.001,
    -0.001,
    0.004,
    0.005,
    0.015,
    1.005,
    2.675,
    1.045,
    9.995,
    99.995,
    999.995,
    0.1 + 0.2,
    123456789.125,
    1e6,
    1e15,
    9007199254740991,
    1e20,
    1e21,
    1.5e-7,
    -1234567.891,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ])('%d', (pesos) => {
    expect(formatMoney(pesos)).toBe(intl.format(pesos));
  });

  it('on 20 000 amounts of every size, with up to four decimals, positive and negative', () => {
    // A fixed-seed generator: the same amounts on every run, spread over twelve orders of magnitude.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const decimals = Math.floor(random() * 5);
      const magnitude = 10 ** Math.floor(random() * 12);
      const raw = random() * magnitude * (random() < 0.2 ? -1 : 1);
      const pesos = Number(raw.toFixed(decimals));
      if (formatMoney(pesos) !== intl.format(pesos)) mismatches.push(`${pesos}: ${formatMoney(pesos)} ≠ ${intl.format(pesos)}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('formatNumber matches Intl.NumberFormat es-MX', () => {
  it.each([0, 1, 2, 3])('with at most %d decimals, on tricky and on 10 000 generated values', (digits) => {
    const intl = new Intl.NumberFormat('es-MX', { maximumFractionDigits: digits });
    const tricky = [
      0,
      -0,
      0.5,
      -0.5,
      1.5,
      2.5,
      1.005,
      1.0005,
      0.0005,
      -0.0004,
      999.9999,
      1234.5678,
      1e15,
      1e21,
      1.5e-7,
      Number.NaN,
    ];
    let seed = digits + 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const generated = Array.from({ length: 10_000 }, () =>
      Number((random() * 10 ** Math.floor(random() * 10) * (random() < 0.2 ? -1 : 1)).toFixed(Math.floor(random() * 6))),
    );
    const mismatches = [...tricky, ...generated]
      .filter((value) => formatNumber(value, digits) !== intl.format(value))
      .map((value) => `${value}: ${formatNumber(value, digits)} ≠ ${intl.format(value)}`);
    expect(mismatches).toEqual([]);
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

  it('keeps the summer time Mexico City had until October 2022 (UTC−5)', () => {
    expect(formatDateTime('2020-07-01T04:30:00Z')).toBe('30-06-2020 23:30');
    expect(formatDateTime('2022-10-30T06:30:00Z')).toBe('30-10-2022 01:30');
    expect(formatDateTime('2022-10-30T07:30:00Z')).toBe('30-10-2022 01:30');
  });

  it('agrees with dayjs’s own time-zone conversion every 13 hours from 2019 to 2027', { timeout: 30_000 }, () => {
    const start = Date.parse('2019-01-01T00:17:29.750Z');
    const end = Date.parse('2027-12-31T00:00:00Z');
    let compared = 0;
    for (let at = start; at < end; at += 13 * 3_600_000 + 7 * 60_000) {
      const iso = new Date(at).toISOString();
      const reference = dayjs.utc(iso).tz(TIME_ZONE);
      expect(formatDateTime(iso), iso).toBe(reference.format('DD-MM-YYYY HH:mm'));
      expect(formatDate(iso), iso).toBe(reference.format('DD-MM-YYYY'));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});
