/**
 * Simple charts drawn with the page's own boxes, no chart library (docs/performance.md: the
 * libraries measured add about 100 KB to the page for these few bars and one line). Bars are
 * flex boxes, so they follow the page's direction: in Arabic the first step is on the right and
 * time runs right to left. The line is an SVG polyline, mirrored in a right-to-left page.
 * Colours come from the theme, so they follow light and dark mode.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface Series {
  key: string;
  label: string;
  color: string;
}

export interface BarGroup {
  key: string;
  label: string;
  values: Record<string, number>;
}

const HEIGHT = 160;

/** Which axis labels to show so they do not overlap: all of a few, else first, middle, last. */
function shownLabel(index: number, count: number): boolean {
  if (count <= 8) return true;
  return index === 0 || index === count - 1 || index === Math.floor((count - 1) / 2);
}

export function Legend({ series }: { series: Series[] }) {
  if (series.length < 2) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
      {series.map((item) => (
        <Box key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color }} />
          <Typography variant="caption">{item.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Vertical bars, one group per step or category, one bar per series. */
export function BarChart({ groups, series }: { groups: BarGroup[]; series: Series[] }) {
  const max = Math.max(
    1,
    ...groups.flatMap((group) => series.map((s) => group.values[s.key] ?? 0)),
  );
  return (
    <>
      <Legend series={series} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: groups.length > 16 ? '2px' : 1,
          height: HEIGHT,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {groups.map((group) => (
          <Box
            key={group.key}
            sx={{
              flex: 1,
              minWidth: 0,
              height: '100%',
              display: 'flex',
              alignItems: 'flex-end',
              gap: '1px',
            }}
          >
            {series.map((item) => (
              <Box
                key={item.key}
                data-bar={`${group.key}:${item.key}`}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: `${((group.values[item.key] ?? 0) / max) * 100}%`,
                  bgcolor: item.color,
                  borderRadius: '2px 2px 0 0',
                }}
              />
            ))}
          </Box>
        ))}
      </Box>
      <AxisLabels labels={groups.map((group) => group.label)} />
    </>
  );
}

function AxisLabels({ labels }: { labels: string[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
      {labels.map((label, index) => (
        <Typography
          key={`${label}-${index}`}
          variant="caption"
          color="text.secondary"
          sx={{
            flex: 1,
            minWidth: 0,
            textAlign: 'center',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
          }}
        >
          {shownLabel(index, labels.length) ? label : ''}
        </Typography>
      ))}
    </Box>
  );
}

/** A line of shares (0 to 1) over the steps; a step without data leaves a gap. */
export function RateLine({ points, labels }: { points: (number | null)[]; labels: string[] }) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const count = points.length;
  const x = (index: number) => (count === 1 ? 50 : (index / (count - 1)) * 100);
  const segments: string[][] = [[]];
  points.forEach((value, index) => {
    if (value === null) segments.push([]);
    else segments.at(-1)?.push(`${x(index)},${100 - value * 100}`);
  });
  return (
    <>
      <Box sx={{ position: 'relative', height: HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          width="100%"
          height="100%"
          style={{ overflow: 'visible', transform: rtl ? 'scaleX(-1)' : undefined }}
        >
          <line
            x1="0"
            x2="100"
            y1="0"
            y2="0"
            stroke={theme.palette.divider}
            vectorEffect="non-scaling-stroke"
            strokeDasharray="4 4"
          />
          <line
            x1="0"
            x2="100"
            y1="50"
            y2="50"
            stroke={theme.palette.divider}
            vectorEffect="non-scaling-stroke"
            strokeDasharray="4 4"
          />
          {segments
            .filter((segment) => segment.length > 0)
            .map((segment, index) =>
              segment.length === 1 ? (
                <circle
                  key={index}
                  cx={segment[0]?.split(',')[0]}
                  cy={segment[0]?.split(',')[1]}
                  r="1.5"
                  fill={theme.palette.primary.main}
                />
              ) : (
                <polyline
                  key={index}
                  points={segment.join(' ')}
                  fill="none"
                  stroke={theme.palette.primary.main}
                  strokeWidth={2}
                  vectorEffect="non-scaling-stroke"
                />
              ),
            )}
        </svg>
      </Box>
      <AxisLabels labels={labels} />
    </>
  );
}
