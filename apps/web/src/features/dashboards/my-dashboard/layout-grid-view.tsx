/**
 * The layout on a CSS grid: twelve columns from medium screens up, one column (in reading
 * order) below. Right to left, the grid mirrors by itself. In edit mode each widget carries its
 * controls, its figures are inert, and plain pointer events drag it by its handle or resize it
 * by its corner (no drag library): the cell under the pointer is shown while dragging and kept
 * on release.
 */
import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_GRID } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { measureGrid, tracksMoved, type GridTracks } from './grid-tracks.ts';
import { inReadingOrder, readsRightToLeft, WIDGET_TITLE_KEYS, type Widget } from './layout-grid.ts';
import { WidgetControls, type WidgetAction } from './widget-controls.tsx';

/**
 * The smallest row height, in pixels; a row grows with what it holds. Drags measure the rows
 * (grid-tracks.ts); this is only their size where the grid has none yet.
 */
const ROW = 72;
const GAP = 16;

type Drag = {
  id: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  base: Widget;
  /** The grid as laid out when the drag started. */
  tracks: GridTracks;
  mirrored: boolean;
};

export interface LayoutGridProps {
  widgets: readonly Widget[];
  editing: boolean;
  label: string;
  render: (widget: Widget) => ReactNode;
  onAction?: (id: string, action: WidgetAction) => void;
  onDrop?: (id: string, cell: Pick<Widget, 'x' | 'y' | 'w' | 'h'>, mode: Drag['mode']) => void;
  onFilters?: (id: string) => void;
  onRemove?: (id: string) => void;
}

export function LayoutGrid(props: LayoutGridProps) {
  const { widgets, editing, label, render, onAction, onDrop, onFilters, onRemove } = props;
  const { t } = useTranslation('dashboards');
  const rtl = useTheme().direction === 'rtl';
  const hintId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<Widget | null>(null);

  /**
   * The cell the pointer points at: the widget's edge (its start to move it, its end to resize
   * it) follows the pointer across the measured columns and rows.
   */
  function cellOf(event: PointerEvent<HTMLElement>, current: Drag): Widget {
    const { base, tracks, mirrored } = current;
    const width = grid.current?.clientWidth || 1200;
    // Unmeasured (not laid out yet): equal columns of the grid's width, rows of the minimum.
    const column =
      (width - tracks.columnGap * (DASHBOARD_GRID.columns - 1)) / DASHBOARD_GRID.columns;
    const across = (event.clientX - current.startX) * (mirrored ? -1 : 1);
    const down = event.clientY - current.startY;
    const columns = (line: number) =>
      tracksMoved(tracks.columns, tracks.columnGap, line, across, column);
    const rows = (line: number) => tracksMoved(tracks.rows, tracks.rowGap, line, down, ROW);
    if (current.mode === 'resize') {
      const w = Math.min(
        Math.max(1, base.w + columns(base.x + base.w)),
        DASHBOARD_GRID.columns - base.x,
      );
      const h = Math.min(Math.max(1, base.h + rows(base.y + base.h)), DASHBOARD_GRID.maxHeight);
      return { ...base, w, h };
    }
    const x = Math.min(Math.max(0, base.x + columns(base.x)), DASHBOARD_GRID.columns - base.w);
    return { ...base, x, y: Math.max(0, base.y + rows(base.y)) };
  }

  const start = (widget: Widget, mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      id: widget.id,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      base: widget,
      tracks: grid.current
        ? measureGrid(grid.current, GAP)
        : { columns: [], rows: [], columnGap: GAP, rowGap: GAP },
      mirrored: readsRightToLeft(grid.current),
    };
    setPreview(widget);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (drag.current) setPreview(cellOf(event, drag.current));
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setPreview(null);
    const cell = cellOf(event, current);
    const { base } = current;
    if (cell.x !== base.x || cell.y !== base.y || cell.w !== base.w || cell.h !== base.h) {
      onDrop?.(current.id, cell, current.mode);
    }
  };
  const pointer = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };

  return (
    <Box
      ref={grid}
      role="region"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: `${GAP}px`,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: `repeat(${DASHBOARD_GRID.columns}, minmax(0, 1fr))`,
        },
        gridAutoRows: { md: `minmax(${ROW}px, auto)` },
        mb: 3,
      }}
    >
      {editing && (
        <span id={hintId} style={visuallyHidden}>
          {t('custom.dragHint')}
        </span>
      )}
      {inReadingOrder(widgets).map((widget) => {
        const shown = preview?.id === widget.id ? preview : widget;
        const title = t(WIDGET_TITLE_KEYS[widget.type]);
        return (
          <Box
            key={widget.id}
            data-widget={widget.id}
            sx={{
              minWidth: 0,
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              gridColumn: { xs: '1 / -1', md: `${shown.x + 1} / span ${shown.w}` },
              gridRow: { md: `${shown.y + 1} / span ${shown.h}` },
              opacity: preview?.id === widget.id ? 0.7 : 1,
              outline: editing ? '1px dashed' : 'none',
              outlineColor: 'divider',
              outlineOffset: 4,
              borderRadius: 1,
            }}
          >
            {editing && (
              <WidgetControls
                title={title}
                hintId={hintId}
                filtered={widget.filters !== null}
                onAction={(action) => onAction?.(widget.id, action)}
                onFilters={() => onFilters?.(widget.id)}
                onRemove={() => onRemove?.(widget.id)}
                drag={{ onPointerDown: start(widget, 'move'), ...pointer }}
              />
            )}
            <Box inert={editing} sx={{ flex: 1, minHeight: 0, '& > *': { height: '100%' } }}>
              {render(widget)}
            </Box>
            {editing && (
              <Box
                aria-hidden
                onPointerDown={start(widget, 'resize')}
                {...pointer}
                sx={{
                  display: { xs: 'none', md: 'block' },
                  position: 'absolute',
                  bottom: -4,
                  insetInlineEnd: -4,
                  width: 16,
                  height: 16,
                  cursor: rtl ? 'nesw-resize' : 'nwse-resize',
                  touchAction: 'none',
                  borderInlineEnd: 3,
                  borderBottom: 3,
                  borderColor: 'primary.main',
                }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
