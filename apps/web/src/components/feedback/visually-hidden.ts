/**
 * Hides text on screen but keeps it for assistive technology (a column name, a label beside an
 * icon). Pass it as `style`, not `sx`: in `sx`, width and height of 1 mean 100%, which makes the
 * hidden box as wide as its container and can push the page sideways.
 */
import type { CSSProperties } from 'react';

export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
