/**
 * A chart over steps (time, age buckets, priorities, buildings): a value axis with round
 * gridlines and numbers, bars (one series, or several side by side) and/or a line with points,
 * and the steps' labels, as many as fit the measured width. A line joins steps that follow each
 * other (time); over unrelated steps (categories) give each series as bars. Shapes that stand for
 * tickets are links (DrillTarget). In a right-to-left page the first step is at the right end
 * (time runs right to left), a group's first bar is its right one, and the value axis is on the
 * right.
 */
import { useLayoutEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { DrillFilters } from '../../lib/drill-down.ts';
import { labelledSteps } from '../../lib/chart-scale.ts';
import { barFill } from './bars.tsx';
import { DrillTarget } from './drill-target.tsx';

export interface PlotItem {
  key: string;
  /** null: no data for the step, a gap in a line. */
  value: number | null;
  /** The formatted value. */
  text: string;
  /** What it counts with its step ("created, 3 Nov"). */
  what: string;
  filters?: DrillFilters | undefined;
}

export interface PlotBars {
  color: string;
  items: PlotItem[];
  /** Striped, so a second series differs from the first by more than its colour. */
  striped?: boolean;
}

export interface PlotProps {
  /** One label per step, short enough for the axis. */
  steps: string[];
  /** The width (px) a step label needs; without it every step is labelled. */
  labelWidth?: number;
  /** Value-axis ticks from 0; the last is the top of the chart. */
  ticks: number[];
  formatTick: (value: number) => string;
  /** One series of bars, or several drawn side by side in each step. */
  bars?: PlotBars | readonly PlotBars[];
  line?: { color: string; items: PlotItem[] };
  /** A dashed reference line (e.g. the period's rate) with its label. */
  reference?: { value: number; label: string } | undefined;
}

const HEIGHT = 168;
const TOP = 8;
const AXIS = 38;
const LABELS = 22;

/** The element's width, followed by a ResizeObserver (which reports it once on start); `fallback`
 * until then (and in tests). */
export function useElementWidth(fallback = 600) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    if (!node) return;
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width] as const;
}

export function Plot({ steps, labelWidth, ticks, formatTick, bars, line, reference }: PlotProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [ref, width] = useElementWidth();
  const count = Math.max(1, steps.length);
  const plotWidth = Math.max(40, width - AXIS);
  const left = rtl ? 0 : AXIS;
  const band = plotWidth / count;
  /** Steps wide enough for each to be a target of its own. */
  const roomy = band >= 24;
  const top = ticks.at(-1) || 1;
  const x = (index: number) => left + ((rtl ? count - 1 - index : index) + 0.5) * band;
  const y = (value: number) => TOP + (1 - Math.min(value, top) / top) * (HEIGHT - TOP);
  const shown = labelledSteps(count, labelWidth ? plotWidth / labelWidth : count);
  const stepWidth = labelWidth ?? band;
  // Few steps in a narrow card (age buckets): their whole labels in a smaller type.
  const small = !labelWidth && band < 56;
  const barSeries = bars === undefined ? [] : 'items' in bars ? [bars] : bars;
  const groups = Math.max(1, barSeries.length);
  // One series: a bar in the middle of its step, whose whole column is its target. Several:
  // side by side, each in a slot of its own (its target), the first at the step's start.
  const slot = groups > 1 ? Math.min((band * 0.84) / groups, 40) : band;
  const barWidth = groups > 1 ? Math.max(2, slot - 3) : Math.max(2, Math.min(band * 0.7, 48));
  const barX = (index: number, series: number) =>
    x(index) + (series - (groups - 1) / 2) * slot * (rtl ? -1 : 1);
  /** Bars wide enough for each to be a target of its own. */
  const roomyBars = slot >= 24;
  const segments: string[][] = [[]];
  line?.items.forEach((item, index) => {
    if (item.value === null) segments.push([]);
    else segments.at(-1)?.push(`${x(index)},${y(item.value)}`);
  });
  const muted = theme.palette.text.secondary;
  return (
    <Box ref={ref} sx={{ position: 'relative', height: HEIGHT + LABELS, width: '100%' }}>
      <svg
        aria-hidden
        width={width}
        height={HEIGHT + LABELS}
        direction="ltr"
        style={{ position: 'absolute', top: 0, left: 0, overflow: 'visible' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? muted : theme.palette.divider}
            />
            <text
              x={rtl ? plotWidth + 6 : AXIS - 6}
              y={y(tick)}
              dominantBaseline="middle"
              textAnchor={rtl ? 'start' : 'end'}
              fill={muted}
              fontSize={11}
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {reference && (
          <g>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(reference.value)}
              y2={y(reference.value)}
              stroke={theme.palette.text.primary}
              strokeDasharray="6 4"
            />
            <text
              x={rtl ? left + 4 : left + plotWidth - 4}
              y={y(reference.value) - 6}
              direction={rtl ? 'rtl' : 'ltr'}
              textAnchor="end"
              fill={theme.palette.text.primary}
              fontSize={11}
            >
              {reference.label}
            </text>
          </g>
        )}
        {line &&
          segments
            .filter((segment) => segment.length > 1)
            .map((segment, index) => (
              <polyline
                key={index}
                points={segment.join(' ')}
                fill="none"
                stroke={line.color}
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
            ))}
      </svg>
      {barSeries.map((series, at) =>
        series.items.map((item, index) => {
          const value = item.value ?? 0;
          if (value <= 0) return null;
          const height = Math.max(2, HEIGHT - y(value));
          return (
            <Box
              key={`${at}-${item.key}`}
              data-mark="bar"
              title={`${item.what}: ${item.text}`}
              style={{
                position: 'absolute',
                left: barX(index, at) - barWidth / 2,
                width: barWidth,
                top: HEIGHT - height,
                height,
              }}
              sx={{
                ...barFill(series.color, series.striped),
                borderRadius: '2px 2px 0 0',
                display: 'block',
              }}
            />
          );
        }),
      )}
      {/* Each bar's whole column (its slot, side by side) opens its tickets, when columns are
          wide enough to be targets (24 px, WCAG 2.5.8); narrower ones are read in the table
          alternative. */}
      {roomyBars &&
        barSeries.map((series, at) =>
          series.items.map((item, index) =>
            (item.value ?? 0) > 0 && item.filters ? (
              <DrillTarget
                key={`target-${at}-${item.key}`}
                title={`${item.what}: ${item.text}`}
                what={item.what}
                value={item.text}
                filters={item.filters}
                style={{
                  position: 'absolute',
                  left: barX(index, at) - slot / 2,
                  width: slot,
                  top: 0,
                  height: HEIGHT,
                }}
                sx={{ display: 'block', '&:hover': { bgcolor: 'action.hover' } }}
              />
            ) : null,
          ),
        )}
      {line?.items.map((item, index) =>
        item.value === null ? null : (
          <DrillTarget
            key={item.key}
            title={`${item.what}: ${item.text}`}
            what={item.what}
            value={item.text}
            filters={roomy && barSeries.length === 0 && item.value > 0 ? item.filters : undefined}
            style={{
              position: 'absolute',
              left: x(index) - 5,
              top: y(item.value) - 5,
              width: 10,
              height: 10,
            }}
            sx={{
              borderRadius: '50%',
              border: '2.5px solid',
              borderColor: line.color,
              bgcolor: 'background.paper',
              display: 'block',
            }}
          />
        ),
      )}
      {steps.map((label, index) =>
        shown.has(index) ? (
          <Typography
            key={`${label}-${index}`}
            aria-hidden
            variant="caption"
            color="text.secondary"
            noWrap
            style={{
              position: 'absolute',
              top: HEIGHT + 3,
              width: stepWidth,
              left: Math.min(Math.max(0, x(index) - stepWidth / 2), width - stepWidth),
              textAlign: 'center',
              fontSize: small ? 11 : undefined,
              letterSpacing: small ? 0 : undefined,
            }}
          >
            {label}
          </Typography>
        ) : null,
      )}
    </Box>
  );
}
