import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useClickWhenShown, useDeferredComponent } from '@/hooks/use-deferred-component';
import type { PickerRange } from '@/lib/date-range';

export const DATE_RANGE_LABEL = 'Rango de fechas';
export const DATE_RANGE_PLACEHOLDER = 'DD-MM-YYYY – DD-MM-YYYY';
export const DATE_RANGE_PLACEHOLDER_COLOR = 'var(--mantine-color-gray-7)';
export const DATE_RANGE_ICON_SIZE = 18;

export type DateRangeInputProps = {
  value: PickerRange;
  onChange: (value: PickerRange) => void;
  width: number;
  iconSize?: number;
};

const loadPicker = () => import('./date-range-picker').then((module) => module.DateRangePicker);

/**
 * 'Rango de fechas' of the quotation lists (components/date-range-picker.tsx). The calendar brings
 * Mantine's dates, Modal, Popover and floating-ui (about 30 KiB) that a list's first render does not
 * draw (issue 18), so until it is used the field is drawn alone, identical and empty: pointing at
 * it, touching or focusing it fetches the calendar's code, and the first click puts the real field
 * in its place and clicks it, so its dialog opens as on any click (focus back to the field when it
 * closes). A range already chosen (the list coming back) shows the real field at once.
 */
export function DateRangeInput(props: DateRangeInputProps) {
  const { Component: Picker, prefetch, show } = useDeferredComponent(loadPicker);
  const fieldRef = useRef<HTMLButtonElement>(null);
  const clickWhenShown = useClickWhenShown(Picker, fieldRef);
  const id = useId();
  const chosen = props.value.some((day) => day !== null);

  useEffect(() => {
    if (chosen && !Picker) void show();
  }, [chosen, Picker, show]);

  if (Picker) return <Picker {...props} fieldRef={fieldRef} />;
  const iconSize = props.iconSize ?? DATE_RANGE_ICON_SIZE;
  return (
    <Input.Wrapper label={DATE_RANGE_LABEL} id={id} w={{ base: '100%', sm: props.width }}>
      <Input
        component="button"
        type="button"
        id={id}
        pointer
        leftSection={<IconCalendar size={iconSize} stroke={1.6} aria-hidden />}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          clickWhenShown();
          void show();
        }}
      >
        <Input.Placeholder c={DATE_RANGE_PLACEHOLDER_COLOR}>{DATE_RANGE_PLACEHOLDER}</Input.Placeholder>
      </Input>
    </Input.Wrapper>
  );
}
