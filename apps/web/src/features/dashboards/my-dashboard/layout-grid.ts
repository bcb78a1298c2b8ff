/**
 * The layout's arithmetic, without React: widgets on a 12-column grid, kept in reading order
 * (by row, then column), which is also their order on a phone and for the keyboard. A widget
 * that moves or grows keeps its place; whatever it would cover is pushed down below it.
 */
import {
  DASHBOARD_GRID,
  type TDashboardLayoutWidget,
  type TDashboardWidgetType,
} from '@mainstay/contracts';

export type Widget = TDashboardLayoutWidget;

const COLUMNS = DASHBOARD_GRID.columns;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The words of each type's title, taken from the service dashboard's own. */
export const WIDGET_TITLE_KEYS: Record<TDashboardWidgetType, string> = {
  resolutionTime: 'widgets.resolutionTime.title',
  completed: 'widgets.completed.title',
  reactiveTickets: 'widgets.tickets.reactive',
  generalTickets: 'widgets.tickets.general',
  overdue: 'widgets.overdue.title',
  overdueJobs: 'widgets.overdueJobs.title',
  feedback: 'widgets.feedback.title',
  firstCall: 'widgets.firstCall.title',
  sla: 'widgets.sla.title',
  trendChart: 'charts.trend.title',
  slaChart: 'charts.sla.title',
  backlogChart: 'charts.backlog.title',
  priorityChart: 'charts.byPriority.title',
  categoryChart: 'charts.byCategory.title',
};

export const isChart = (type: TDashboardWidgetType) => type.endsWith('Chart');

export const inReadingOrder = (widgets: readonly Widget[]) =>
  [...widgets].sort((a, b) => a.y - b.y || a.x - b.x);

const overlaps = (a: Widget, b: Widget) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Keeps `moved` where it is; every widget it (or a pushed one) covers goes down below it. */
export function settle(widgets: readonly Widget[], moved: Widget): Widget[] {
  const placed: Widget[] = [moved];
  for (const widget of inReadingOrder(widgets.filter((w) => w.id !== moved.id))) {
    const next = { ...widget };
    let blockers = placed.filter((other) => overlaps(other, next));
    while (blockers.length > 0) {
      next.y = Math.max(...blockers.map((other) => other.y + other.h));
      blockers = placed.filter((other) => overlaps(other, next));
    }
    placed.push(next);
  }
  return inReadingOrder(placed);
}

function update(widgets: readonly Widget[], id: string, change: (widget: Widget) => Widget) {
  const widget = widgets.find((w) => w.id === id);
  return widget ? settle(widgets, change(widget)) : [...widgets];
}

/** To a cell (a drop, or an arrow key), kept inside the grid. */
export function moveTo(widgets: readonly Widget[], id: string, x: number, y: number) {
  return update(widgets, id, (w) => ({
    ...w,
    x: clamp(x, 0, COLUMNS - w.w),
    y: clamp(y, 0, DASHBOARD_GRID.rows - w.h),
  }));
}

export function moveBy(widgets: readonly Widget[], id: string, dx: number, dy: number) {
  const widget = widgets.find((w) => w.id === id);
  return widget ? moveTo(widgets, id, widget.x + dx, widget.y + dy) : [...widgets];
}

/** Wider or narrower, taller or shorter; a widget at the end of a row grows towards its start. */
export function resizeTo(widgets: readonly Widget[], id: string, w: number, h: number) {
  return update(widgets, id, (widget) => {
    const width = clamp(w, 1, COLUMNS);
    return {
      ...widget,
      w: width,
      x: Math.min(widget.x, COLUMNS - width),
      h: clamp(h, 1, DASHBOARD_GRID.maxHeight),
    };
  });
}

export function resizeBy(widgets: readonly Widget[], id: string, dw: number, dh: number) {
  const widget = widgets.find((w) => w.id === id);
  return widget ? resizeTo(widgets, id, widget.w + dw, widget.h + dh) : [...widgets];
}

/** One place earlier or later in reading order: the two widgets swap places. */
export function moveInOrder(widgets: readonly Widget[], id: string, step: -1 | 1) {
  const ordered = inReadingOrder(widgets);
  const index = ordered.findIndex((w) => w.id === id);
  const widget = ordered[index];
  const other = ordered[index + step];
  if (!widget || !other) return ordered;
  const moved = { ...widget, x: Math.min(other.x, COLUMNS - widget.w), y: other.y };
  const swapped = { ...other, x: Math.min(widget.x, COLUMNS - other.w), y: widget.y };
  const rest = ordered.map((w) => (w.id === other.id ? swapped : w));
  return settle(rest, moved);
}

export function removeWidget(widgets: readonly Widget[], id: string) {
  return widgets.filter((w) => w.id !== id);
}

/** A new widget at the bottom, at the start of the row. */
export function addWidget(widgets: readonly Widget[], type: TDashboardWidgetType): Widget[] {
  const bottom = Math.max(0, ...widgets.map((w) => w.y + w.h));
  const taken = new Set(widgets.map((w) => w.id));
  let id = type as string;
  for (let n = 2; taken.has(id); n += 1) id = `${type}-${n}`;
  const size = isChart(type) ? { w: 6, h: 3 } : { w: 3, h: 2 };
  return [...widgets, { id, type, x: 0, y: bottom, ...size, filters: null }];
}

export const canAdd = (widgets: readonly Widget[]) => widgets.length < DASHBOARD_GRID.maxWidgets;

/** Whether an element reads right to left, from the nearest `dir` (the page's, set per language). */
export const readsRightToLeft = (element: Element | null) =>
  element?.closest('[dir]')?.getAttribute('dir') === 'rtl';
