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

const moneyFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const shortDateFormatter = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: TIME_ZONE });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Pesos as es-MX currency: 1234.5 → '$1,234.50'. */
export function formatMoney(pesos: number): string {
  return moneyFormatter.format(pesos);
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
  return instant.isValid() ? instant.tz(TIME_ZONE).locale('es-mx') : null;
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
    return shortDateFormatter.format(new Date(Date.UTC(date.year(), date.month(), date.date(), 12)));
  }
  return shortDateFormatter.format(date.toDate());
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
