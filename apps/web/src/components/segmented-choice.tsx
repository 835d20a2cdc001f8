import { useId } from 'react';
import classes from './segmented-choice.module.css';

type SegmentedChoiceProps<Value extends string> = {
  data: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The id of the visible label that names the group. */
  labelledBy: string;
};

/**
 * A choice among a few options drawn as segments: the browser's own radio buttons (arrow keys move
 * and choose, one tab stop), styled like Mantine's SegmentedControl. Mantine's control measures its
 * segments after every render to slide its indicator, a forced layout that made the admin inbox's
 * first render a long task on a phone (issue 18); here the chosen segment is styled by CSS alone.
 */
export function SegmentedChoice<Value extends string>({ data, value, onChange, labelledBy }: SegmentedChoiceProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.root}>
      {data.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={classes.item} data-checked={checked || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
