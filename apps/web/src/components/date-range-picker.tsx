import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es-mx';
import { mexicoCityToday } from '@cotizador/domain/dates';
import { DATE_FORMAT } from '@cotizador/domain/format';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Ref } from 'react';
import {
  DATE_RANGE_ICON_SIZE,
  DATE_RANGE_LABEL,
  DATE_RANGE_PLACEHOLDER,
  DATE_RANGE_PLACEHOLDER_COLOR,
  type DateRangeInputProps,
} from './date-range-input';

/**
 * 'Rango de fechas' of the quotation lists (the operator's and the admin inbox): DD-MM-YYYY, up to
 * today in Mexico City, one day allowed as a range, in a titled dialog with a 'Cerrar' button
 * (decision 016; focus returns to the field), AA contrast (no red weekends, no faded days).
 * Loaded when the user is about to use it (components/date-range-input.tsx).
 */
export function DateRangePicker({
  value,
  onChange,
  width,
  iconSize = DATE_RANGE_ICON_SIZE,
  fieldRef,
}: DateRangeInputProps & { fieldRef?: Ref<HTMLButtonElement> }) {
  return (
    <DatePickerInput
      ref={fieldRef}
      type="range"
      label={DATE_RANGE_LABEL}
      placeholder={DATE_RANGE_PLACEHOLDER}
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
        placeholder: { color: DATE_RANGE_PLACEHOLDER_COLOR },
      }}
      nextLabel="Mes siguiente"
      previousLabel="Mes anterior"
    />
  );
}
