// es-MX formatting in one place (SPEC §1, §9): money in MXN, dates DD-MM-YYYY in Mexico City time.
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LOCALE = 'es-MX';
export const CURRENCY = 'MXN';
export const TIME_ZONE = 'America/Mexico_City';
/** SPEC §9: date format shown to users. */
export const DATE_FORMAT = 'DD-MM-YYYY';
/** SPEC §5: date format sent to the API. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** Made on first use: creating an Intl formatter loads ICU data (tens of ms on a phone's CPU). */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const moneyFormatter = lazily(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));
const shortDateFormatter = lazily(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: TIME_ZONE }));

// The wall clock of Mexico City, read with one formatter made once. dayjs's `tz()` asks
// `toLocaleString` with a time zone, which builds a new ICU formatter on every call: 0.2 ms each on a
// laptop, many times that on a phone, for every date of a table (issue 18).
const mexicoCityClock = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Year, month (1–12), day and time of day on Mexico City's wall clock at an instant. */
export function mexicoCityWallClock(instant: Date): WallClock {
  const fields: Record<string, number> = {};
  for (const part of mexicoCityClock().formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? Number.NaN,
    month: fields.month ?? Number.NaN,
    day: fields.day ?? Number.NaN,
    hour: (fields.hour ?? Number.NaN) % 24,
    minute: fields.minute ?? Number.NaN,
    second: fields.second ?? Number.NaN,
  };
}

/** Minutes from UTC of Mexico City's clock at an instant: −360 (−300 in its summers before 2023). */
function mexicoCityOffsetMinutes(instant: Date): number {
  const clock = mexicoCityWallClock(instant);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wall - wholeSeconds) / 60_000);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * The whole digits and exactly `decimals` fraction digits of |value|, rounded half away from zero
 * on its shortest decimal form as Intl.NumberFormat rounds (1.005 → 1.01); null where that form is
 * exponential (beyond 10^21, below 10^-6).
 */
function roundedDigits(value: number, decimals: number): [string, string] | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  const scaled = BigInt(whole + fraction.slice(0, decimals)) + (fraction.charCodeAt(decimals) >= 53 ? 1n : 0n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? [digits, ''] : [digits.slice(0, -decimals), digits.slice(-decimals)];
}

const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// Amounts and counts are written out rather than asked of Intl.NumberFormat: its first use on a
// page loads ICU's locale data, about 100 ms of main thread on a phone's CPU (issue 18), on nearly
// every screen. The output is Intl's es-MX output (`format.test.ts` compares them over many
// values); Intl still answers NaN, ±Infinity and numbers in exponential form.

/** Pesos as es-MX currency: 1234.5 → '$1,234.50'. */
export function formatMoney(pesos: number): string {
  const digits = Number.isFinite(pesos) ? roundedDigits(pesos, 2) : null;
  if (!digits) return moneyFormatter().format(pesos);
  return `${signOf(pesos)}$${grouped(digits[0])}.${digits[1]}`;
}

const numberFormatters = new Map<number, Intl.NumberFormat>();

/** A number as es-MX writes it, with at most `maximumFractionDigits` decimals: 1234.5 → '1,234.5'. */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  const digits = Number.isFinite(value) ? roundedDigits(value, maximumFractionDigits) : null;
  if (!digits) {
    let formatter = numberFormatters.get(maximumFractionDigits);
    if (!formatter) {
      formatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits });
      numberFormatters.set(maximumFractionDigits, formatter);
    }
    return formatter.format(value);
  }
  const fraction = digits[1].replace(/0+$/, '');
  return `${signOf(value)}${grouped(digits[0])}${fraction ? `.${fraction}` : ''}`;
}

/** `formatNumber` in the shape of an Intl.NumberFormat: `numberFormatter(0).format(1234.5)` → '1,235'. */
export function numberFormatter(maximumFractionDigits = 3): { format: (value: number) => string } {
  return { format: (value) => formatNumber(value, maximumFractionDigits) };
}

/** Pesos with the currency code, as in 'Desde $1,234.50 MXN': 1234.5 → '$1,234.50 MXN'. */
export function formatMoneyMxn(pesos: number): string {
  return `${formatMoney(pesos)} ${CURRENCY}`;
}

type DateInput = string | Date;

/**
 * An instant as seen in Mexico City. A string without an offset is read as UTC (the API's
 * timestamps); a bare 'YYYY-MM-DD' is a calendar date and is kept as is.
 */
function toMexicoCity(value: DateInput): dayjs.Dayjs | null {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) {
      const date = dayjs.tz(value, TIME_ZONE);
      return date.isValid() ? date : null;
    }
  }
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return null;
  return instant.utcOffset(mexicoCityOffsetMinutes(instant.toDate())).locale('es-mx');
}

/** 'DD-MM-YYYY' in Mexico City: '2026-01-01T03:00:00Z' → '31-12-2025'. Invalid input → ''. */
export function formatDate(value: DateInput): string {
  return toMexicoCity(value)?.format(DATE_FORMAT) ?? '';
}

/** Date and 24-hour time in Mexico City (chat messages): '2026-01-01T03:05:00Z' → '31-12-2025 21:05'. */
export function formatDateTime(value: DateInput): string {
  return toMexicoCity(value)?.format(`${DATE_FORMAT} HH:mm`) ?? '';
}

/** es-MX short date in Mexico City (cart summary): '2026-01-01T03:00:00Z' → '31/12/25'. */
export function formatDateShort(value: DateInput = new Date()): string {
  const date = toMexicoCity(value);
  if (!date) return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    // A calendar date: format its own day, not the instant at midnight.
    return shortDateFormatter().format(new Date(Date.UTC(date.year(), date.month(), date.date(), 12)));
  }
  return shortDateFormatter().format(date.toDate());
}

/** 'DD-MM-YYYY' → 'YYYY-MM-DD' for the API (SPEC §5 date range). Not a real date → null. */
export function toApiDate(displayDate: string): string | null {
  const match = DISPLAY_DATE.exec(displayDate.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = dayjs.utc(iso);
  return date.isValid() && date.format(API_DATE_FORMAT) === iso ? iso : null;
}
