/**
 * Simple charts drawn with the page's own boxes, no chart library (docs/performance.md: the
 * libraries measured add about 100 KB to the page for these few bars and lines). Charts over
 * steps are in plot.tsx; here are the legend and the horizontal bars of named rows
 * (categories), each name beside its bar and its count. Rows are a grid, so they follow the
 * page's direction. Colours come from the theme, so they follow light and dark mode.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DrillFilters } from '../../lib/drill-down.ts';
import { DrillTarget } from './drill-target.tsx';

export interface Series {
  key: string;
  label: string;
  color: string;
  /** Drawn as bars or as a line with points; the legend shows the same mark. */
  mark: 'bar' | 'line';
  /** Striped bars (a second series of bars beside the first). */
  striped?: boolean;
}

/**
 * A bar's paint: solid, or outlined with diagonal stripes, so two series of bars side by side
 * differ by their pattern as well as their colour (WCAG 1.4.1).
 */
export function barFill(color: string, striped = false) {
  return striped
    ? {
        border: `2px solid ${color}`,
        background: `repeating-linear-gradient(135deg, ${color} 0 3px, transparent 3px 6px)`,
      }
    : { bgcolor: color };
}

export function Legend({ series }: { series: Series[] }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
      {series.map((item) => (
        <Box key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {item.mark === 'bar' ? (
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: 0.5,
                ...barFill(item.color, item.striped),
              }}
            />
          ) : (
            <svg width="22" height="12">
              <line x1="0" x2="22" y1="6" y2="6" stroke={item.color} strokeWidth="2.5" />
              <circle cx="11" cy="6" r="4" fill="none" stroke={item.color} strokeWidth="2.5" />
            </svg>
          )}
          <Typography variant="caption">{item.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface NamedBar {
  key: string;
  name: string;
  value: number;
  text: string;
  filters?: DrillFilters | undefined;
}

/** Horizontal bars: the name, the bar (a link to its rows when it has filters), the count. */
export function HorizontalBars({ rows, color }: { rows: NamedBar[]; color: string }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) minmax(40px, 1fr) auto',
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography
            variant="body2"
            noWrap
            title={row.name}
            sx={{ maxWidth: { xs: '8.5rem', sm: '14rem' } }}
          >
            {row.name}
          </Typography>
          <Box>
            <DrillTarget
              title={`${row.name}: ${row.text}`}
              what={row.name}
              value={row.text}
              filters={row.value > 0 ? row.filters : undefined}
              style={{ width: `${Math.max(1, (row.value / max) * 100)}%`, height: 18 }}
              sx={{ display: 'block', bgcolor: color, borderRadius: '0 3px 3px 0' }}
            />
          </Box>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
            {row.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
