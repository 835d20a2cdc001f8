import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export type ChoiceOption = { value: string; label: string };

type ChoiceSelectProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'children' | 'placeholder' | 'styles'> & {
  data: readonly ChoiceOption[];
  /** The chosen option's value; null (or a value no longer offered) shows the placeholder. */
  value: string | null;
  /** What the empty field says (SPEC texts such as 'Selecciona una técnica'); it cannot be chosen. */
  placeholder: string;
  onChange: (value: string | null) => void;
};

/**
 * A required choice drawn by the browser's own select (issue 18: Mantine's Select brings its
 * combobox, popover and floating-ui, about 25 KiB, to the screens that show one; a phone shows its
 * own picker anyway). Until something is chosen it shows the placeholder, in the placeholder's grey.
 */
export function ChoiceSelect({ data, value, placeholder, onChange, ...props }: ChoiceSelectProps) {
  const current = value !== null && data.some((option) => option.value === value) ? value : '';
  const empty = current === '';
  return (
    <NativeSelect
      {...props}
      value={current}
      data-empty={empty || undefined}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      styles={empty ? { input: { color: 'var(--mantine-color-gray-7)' } } : undefined}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {data.map((option) => (
        <option key={option.value} value={option.value} style={{ color: 'var(--mantine-color-text)' }}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
