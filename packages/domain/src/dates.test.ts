import { describe, expect, it } from 'vitest';
import { isApiDate, mexicoCityRangeUtc, mexicoCityToday } from './dates.ts';

describe('Mexico City date ranges', () => {
  it('turns Mexico City days into UTC bounds (UTC−6)', () => {
    expect(mexicoCityRangeUtc('2026-11-20', '2026-11-20')).toEqual({
      fromIso: '2026-11-20T06:00:00.000Z',
      toIsoExclusive: '2026-11-21T06:00:00.000Z',
    });
    expect(mexicoCityRangeUtc('2026-01-01', '2026-01-31').toIsoExclusive).toBe('2026-02-01T06:00:00.000Z');
  });

  it('knows today in Mexico City near midnight UTC', () => {
    expect(mexicoCityToday(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
    expect(mexicoCityToday(new Date('2026-11-21T07:00:00Z'))).toBe('2026-11-21');
    // Summer time until October 2022: midnight came at 05:00 UTC.
    expect(mexicoCityToday(new Date('2021-07-01T04:59:00Z'))).toBe('2021-06-30');
    expect(mexicoCityToday(new Date('2021-07-01T05:00:00Z'))).toBe('2021-07-01');
    expect(mexicoCityToday(new Date('2026-01-09T12:00:00Z'))).toBe('2026-01-09');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['20-11-2026', false],
    ['', false],
  ])('%s is a date: %s', (value, expected) => {
    expect(isApiDate(value)).toBe(expected);
  });
});
