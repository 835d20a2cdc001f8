import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { mexicoCityWallClock, TIME_ZONE } from './format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD'. */
export function isApiDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  return dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/**
 * SPEC §7: a date range in Mexico City days, as UTC instants [start, end) for comparing stored
 * ISO timestamps: '2026-11-20'..'2026-11-20' → ['2026-11-20T06:00:00.000Z', '2026-11-21T06:00:00.000Z').
 */
export function mexicoCityRangeUtc(startDate: string, endDate: string): { fromIso: string; toIsoExclusive: string } {
  const from = dayjs.tz(startDate, TIME_ZONE).startOf('day');
  const to = dayjs.tz(endDate, TIME_ZONE).add(1, 'day').startOf('day');
  return { fromIso: from.toDate().toISOString(), toIsoExclusive: to.toDate().toISOString() };
}

/** Today's calendar date in Mexico City, 'YYYY-MM-DD'. */
export function mexicoCityToday(now: Date = new Date()): string {
  const { year, month, day } = mexicoCityWallClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
