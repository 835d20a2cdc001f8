import { API_DATE_FORMAT } from '@cotizador/domain/format';
import dayjs from 'dayjs';

/** What the range picker holds: calendar days ('YYYY-MM-DD' strings, or Dates). */
export type PickerRange = [string | Date | null, string | Date | null];

/**
 * SPEC §5: the date range is sent as YYYY-MM-DD. Only a complete range is applied (while the
 * second day is being picked the list keeps its current rows); an empty range means no filter.
 */
export function rangeToApi(range: PickerRange): { dateStart: string; dateEnd: string } | null {
  const [start, end] = range;
  if (!start || !end) return null;
  const dateStart = dayjs(start).format(API_DATE_FORMAT);
  const dateEnd = dayjs(end).format(API_DATE_FORMAT);
  return dateStart <= dateEnd ? { dateStart, dateEnd } : { dateStart: dateEnd, dateEnd: dateStart };
}
