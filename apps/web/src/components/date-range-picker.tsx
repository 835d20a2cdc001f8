import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es-mx';
import { mexicoCityToday } from '@cotizador/domain/dates';
import { DATE_FORMAT } from '@cotizador/domain/format';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { PickerRange } from '@/lib/date-range';

/**
 * 'Rango de fechas' of the quotation lists (the operator's and the admin inbox): DD-MM-YYYY, up to
 * today in Mexico City, one day allowed as a range, in a titled dialog with a 'Cerrar' button
 * (decision 016; focus returns to the field), AA contrast (no red weekends, no faded days).
 */
export function DateRangeInput({
  value,
  onChange,
  width,
  iconSize = 18,
}: {
  value: PickerRange;
  onChange: (value: PickerRange) => void;
  width: number;
  iconSize?: number;
}) {
  return (
    <DatePickerInput
      type="range"
      label="Rango de fechas"
      placeholder="DD-MM-YYYY – DD-MM-YYYY"
      valueFormat={DATE_FORMAT}
      locale="es-mx"
      maxDate={mexicoCityToday()}
      value={value}
      onChange={onChange}
      clearable
      allowSingleDateInRange
      leftSection={<IconCalendar size={iconSize} stroke={1.6} aria-hidden />}
      w={{ base: '100%', sm: width }}
      dropdownType="modal"
      modalProps={{
        title: 'Elige el rango de fechas',
        withCloseButton: true,
        closeButtonProps: { 'aria-label': 'Cerrar' },
        centered: true,
        size: 'auto',
        styles: { title: { fontWeight: 700 } },
      }}
      clearButtonProps={{ 'aria-label': 'Quitar rango de fechas' }}
      weekendDays={[]}
      hideOutsideDates
      styles={{
        weekday: { color: 'var(--mantine-color-gray-7)' },
        placeholder: { color: 'var(--mantine-color-gray-7)' },
      }}
      nextLabel="Mes siguiente"
      previousLabel="Mes anterior"
    />
  );
}
