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
import { inReadingOrder, readsRightToLeft, WIDGET_TITLE_KEYS, type Widget } from './layout-grid.ts';
import { WidgetControls, type WidgetAction } from './widget-controls.tsx';

/** The smallest row height, in pixels; a row grows with what it holds. */
const ROW = 72;
const GAP = 16;

type Drag = { id: string; mode: 'move' | 'resize'; startX: number; startY: number; base: Widget };

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

  /** The cell the pointer points at, from how far it went in columns and rows. */
  function cellOf(event: PointerEvent<HTMLElement>, current: Drag): Widget {
    const width = grid.current?.clientWidth || 1200;
    const column = (width + GAP) / DASHBOARD_GRID.columns;
    const mirrored = readsRightToLeft(grid.current);
    const dx = Math.round((event.clientX - current.startX) / column) * (mirrored ? -1 : 1);
    const dy = Math.round((event.clientY - current.startY) / (ROW + GAP));
    const { base } = current;
    if (current.mode === 'resize') {
      const w = Math.min(Math.max(1, base.w + dx), DASHBOARD_GRID.columns - base.x);
      return { ...base, w, h: Math.min(Math.max(1, base.h + dy), DASHBOARD_GRID.maxHeight) };
    }
    const x = Math.min(Math.max(0, base.x + dx), DASHBOARD_GRID.columns - base.w);
    return { ...base, x, y: Math.max(0, base.y + dy) };
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
