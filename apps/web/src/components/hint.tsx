import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A short label shown over a control on hover and on keyboard focus, drawn by CSS alone (issue 18:
 * Mantine's Tooltip brings floating-ui, about 14 KiB, to every screen that shows one). The text only
 * repeats the control's accessible name, so assistive technology ignores it (a pseudo-element's
 * `content` from an attribute is not part of the accessibility tree once the control is named).
 * `align="start"` anchors it to the control's left edge, for controls near the screen's edge.
 */
export function Hint({ label, align = 'center', children }: { label: string; align?: 'center' | 'start'; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label} data-align={align}>
      {children}
    </span>
  );
}
