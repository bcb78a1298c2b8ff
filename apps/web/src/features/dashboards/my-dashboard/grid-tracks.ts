/**
 * The grid's columns and rows as the browser laid them out, for turning a drag in pixels into
 * cells. Rows are at least a minimum height but grow with what they hold, and columns and gaps
 * change with the breakpoint, the zoom and the density, so nothing here assumes a size: the
 * tracks are measured when a drag starts (the computed `grid-template-*`, which lists every
 * track in pixels, implicit rows included).
 */

export interface GridTracks {
  /** Each column's width and each row's height, in pixels, in the grid's own order. */
  columns: number[];
  rows: number[];
  columnGap: number;
  rowGap: number;
}

/** "72px 180.5px 72px" as numbers; anything else (not laid out, as in tests) as none. */
function trackSizes(value: string): number[] {
  const parts = value.trim().split(/\s+/);
  return parts.every((part) => /^\d+(\.\d+)?px$/.test(part)) ? parts.map(parseFloat) : [];
}

const pixels = (value: string, fallback: number) => {
  const parsed = parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function measureGrid(element: HTMLElement, fallbackGap: number): GridTracks {
  const style = getComputedStyle(element);
  return {
    columns: trackSizes(style.gridTemplateColumns),
    rows: trackSizes(style.gridTemplateRows),
    columnGap: pixels(style.columnGap, fallbackGap),
    rowGap: pixels(style.rowGap, fallbackGap),
  };
}

/**
 * How many tracks an edge crosses when dragged `delta` pixels from grid line `line` (0 is the
 * start of the first track): it reaches the next line once halfway across the track (and its
 * gap) in between. Tracks beyond those measured (rows not made yet) count as `fallback` pixels.
 * Never before line 0.
 */
export function tracksMoved(
  tracks: readonly number[],
  gap: number,
  line: number,
  delta: number,
  fallback: number,
): number {
  const size = (index: number) => Math.max(1, (tracks[index] ?? fallback) + gap);
  let moved = 0;
  let left = delta;
  // Bounded: no layout has more tracks than this, and a runaway pointer must not hang the page.
  for (let guard = 0; guard < 1000; guard += 1) {
    if (left > 0) {
      const next = size(line + moved);
      if (left < next / 2) break;
      left -= next;
      moved += 1;
    } else {
      const index = line + moved - 1;
      if (index < 0) break;
      const previous = size(index);
      if (-left <= previous / 2) break;
      left += previous;
      moved -= 1;
    }
  }
  return moved;
}
